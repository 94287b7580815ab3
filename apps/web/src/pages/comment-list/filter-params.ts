import { Rating, ReviewSort } from '@tread/domain';
import type { ReviewFilter } from '../../features/reviews/api/keys';

/** comment-list keeps its sort and filters in the query beside prodId, so coming back restores them. */
export const FilterParam = { Sort: 'sort', Rating: 'rating', WithPhotos: 'withPhotos' } as const;

const SORTS: readonly number[] = Object.values(ReviewSort);
const RATINGS: readonly number[] = Object.values(Rating);

export function readReviewFilter(params: URLSearchParams): ReviewFilter {
  const sort = Number(params.get(FilterParam.Sort));
  const rating = Number(params.get(FilterParam.Rating));
  return {
    sort: SORTS.includes(sort) ? (sort as ReviewSort) : ReviewSort.Recommended,
    rating: RATINGS.includes(rating) ? (rating as Rating) : null,
    withPhotos: params.get(FilterParam.WithPhotos) === 'true',
  };
}

/** The query of `filter` for product `prodId`; defaults left out. */
export function reviewFilterParams(prodId: number, filter: ReviewFilter): Record<string, string> {
  const params: Record<string, string> = { prodId: String(prodId) };
  if (filter.sort !== ReviewSort.Recommended) params[FilterParam.Sort] = String(filter.sort);
  if (filter.rating !== null) params[FilterParam.Rating] = String(filter.rating);
  if (filter.withPhotos) params[FilterParam.WithPhotos] = 'true';
  return params;
}
