import { useQuery } from '@tanstack/react-query';
import { flashSaleDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { flashSaleKeys } from './keys';

/** GET /seckill/:seckillId: one sale; signed in, with what the shopper bought today (their limit's share). */
export const fetchFlashSaleDetail = (seckillId: number, signal?: AbortSignal) =>
  apiGet(`/seckill/${seckillId}`, {
    signal,
    schema: flashSaleDetail,
    // An unknown or removed sale is a page state with the server's words, not a toast.
    quiet400: true,
  });

/** Read only with an id: the product page asks only when opened from a flash sale. */
export function useFlashSaleDetail(seckillId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: flashSaleKeys.detail(seckillId ?? 0, signedIn),
    queryFn: ({ signal }) => fetchFlashSaleDetail(seckillId ?? 0, signal),
    enabled: seckillId !== null,
  });
}
