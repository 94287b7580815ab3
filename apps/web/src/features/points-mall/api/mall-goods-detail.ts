import { useQuery } from '@tanstack/react-query';
import { mallGoodsDetail } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { mallKeys } from './keys';

/** GET /p/pointsMall/goods/:id: one item, what this shopper may still exchange and why not, if not. */
export const fetchMallGoodsDetail = (goodsId: number, signal?: AbortSignal) =>
  apiGet(`/p/pointsMall/goods/${goodsId}`, { signal, schema: mallGoodsDetail, quiet400: true });

/** Not asked for while the address names no item (`goodsId` null). */
export function useMallGoodsDetail(goodsId: number | null) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: mallKeys.detail(goodsId ?? 0),
    queryFn: ({ signal }) => fetchMallGoodsDetail(goodsId ?? 0, signal),
    enabled: signedIn && goodsId !== null,
    // A gone item is told at once; retrying it only delays the news.
    retry: false,
  });
}
