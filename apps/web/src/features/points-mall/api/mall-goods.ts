import { useInfiniteQuery } from '@tanstack/react-query';
import { type MallGoodsKind, mallGoodsPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { mallKeys } from './keys';

export const MALL_GOODS_PAGE_SIZE = 10;

/** GET /p/pointsMall/goods: one page of what the mall offers (of one kind, or all), with the shopper's balance. */
export const fetchMallGoods = (
  current: number,
  size: number,
  kind: MallGoodsKind | null,
  signal?: AbortSignal,
) =>
  apiGet('/p/pointsMall/goods', {
    signal,
    schema: mallGoodsPage,
    query: { current, size, kind },
  });

/** The mall, page by page for infinite scroll; the balance is the newest page's. */
export function useMallGoodsPages(kind: MallGoodsKind | null) {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: mallKeys.goods(kind),
    queryFn: ({ pageParam, signal }) => fetchMallGoods(pageParam, MALL_GOODS_PAGE_SIZE, kind, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  const loaded = pages.data?.pages ?? [];
  return {
    pages,
    goods: loaded.flatMap((page) => page.records),
    balance: loaded.at(-1)?.balance ?? null,
  };
}
