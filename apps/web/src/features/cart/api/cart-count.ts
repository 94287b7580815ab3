import { useQuery } from '@tanstack/react-query';
import { cartCountAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { cartKeys } from './keys';

/** GET /p/shopCart/prodCount, read in the background: a failure shows no toast, the badge stays as it was. */
export const fetchCartCount = async (signal?: AbortSignal): Promise<number> =>
  (await apiGet('/p/shopCart/prodCount', { signal, schema: cartCountAnswer, silent: true })).count;

export const useServerCartCount = (version: number, enabled: boolean) =>
  useQuery({ queryKey: cartKeys.count(version), queryFn: ({ signal }) => fetchCartCount(signal), enabled });
