import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ReviewSort, reviewPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { type ReviewFilter, reviewKeys } from './keys';

const REVIEW_PAGE_SIZE = 10;
/** The product page shows the two most helpful reviews. */
const TOP_REVIEWS = 2;

/** GET /comment/list: one page of a product's visible reviews. */
export const fetchReviewPage = (
  prodId: number,
  filter: ReviewFilter,
  current: number,
  size: number,
  signal?: AbortSignal,
) =>
  apiGet('/comment/list', {
    signal,
    schema: reviewPage,
    query: {
      prodId,
      sort: filter.sort,
      rating: filter.rating,
      withPhotos: filter.withPhotos || undefined,
      current,
      size,
    },
  });

/** A product's reviews by `filter`, page by page for infinite scroll. */
export function useReviewPages(prodId: number | undefined, filter: ReviewFilter) {
  const pages = useInfiniteQuery({
    queryKey: reviewKeys.list(prodId ?? 0, filter),
    queryFn: ({ pageParam, signal }) =>
      fetchReviewPage(prodId ?? 0, filter, pageParam, REVIEW_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled: prodId !== undefined,
  });
  return { pages, reviews: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}

const RECOMMENDED: ReviewFilter = { sort: ReviewSort.Recommended, rating: null, withPhotos: false };

/** The product page's few recommended reviews; asked only when the product has some. */
export const useTopReviews = (prodId: number, enabled: boolean) =>
  useQuery({
    queryKey: reviewKeys.top(prodId),
    queryFn: ({ signal }) => fetchReviewPage(prodId, RECOMMENDED, 1, TOP_REVIEWS, signal),
    enabled,
  });
