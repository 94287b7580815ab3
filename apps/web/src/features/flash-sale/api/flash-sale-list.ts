import { useQuery } from '@tanstack/react-query';
import { flashSaleList } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { flashSaleKeys } from './keys';

/** GET /seckill/list: today's flash sales (on, coming up, sold out), soonest session first, with the server's time. */
export const fetchFlashSaleList = (signal?: AbortSignal) =>
  apiGet('/seckill/list', { signal, schema: flashSaleList });

export function useFlashSaleList() {
  return useQuery({ queryKey: flashSaleKeys.list(), queryFn: ({ signal }) => fetchFlashSaleList(signal) });
}
