import { useQuery } from '@tanstack/react-query';
import { type BasketAnswer, basketAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { cartKeys } from './keys';

/** GET /p/shopCart/info: the signed-in shopper's cart, priced and checked now. */
export const fetchBasket = (signal?: AbortSignal): Promise<BasketAnswer> =>
  apiGet('/p/shopCart/info', { signal, schema: basketAnswer });

export const useServerBasket = (version: number, enabled: boolean) =>
  useQuery({ queryKey: cartKeys.basket(version), queryFn: ({ signal }) => fetchBasket(signal), enabled });
