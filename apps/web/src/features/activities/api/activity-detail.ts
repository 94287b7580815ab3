import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { activityDetailAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { LIST_PAGE_SIZE } from '../../catalog/use-product-pages';
import { activityKeys } from './keys';

/** GET /activities/:activityId: a running activity and one page of its products; PROMOTION_ENDED once it is over. */
export const fetchActivityDetail = (activityId: number, current: number, signal?: AbortSignal) =>
  apiGet(`/activities/${activityId}`, {
    query: { current, size: LIST_PAGE_SIZE },
    signal,
    schema: activityDetailAnswer,
    // A refused id is a page state with the server's words, not a toast.
    quiet400: true,
  });

/** discount-detail: the activity (from the first page) and its products, page by page for infinite scroll. */
export function useActivityDetail(activityId: number | null) {
  const pages = useInfiniteQuery({
    queryKey: activityKeys.detail(activityId ?? 0),
    queryFn: ({ pageParam, signal }) => fetchActivityDetail(activityId ?? 0, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.products.hasMore ? last.products.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: activityId !== null,
  });
  return {
    pages,
    first: pages.data?.pages[0],
    cards: pages.data?.pages.flatMap((page) => page.products.records) ?? [],
  };
}
