import { useQueries } from '@tanstack/react-query';
import type { ReviewSummary } from '@tread/domain';
import { reviewKeys } from '../../reviews/api/keys';
import { fetchReviewSummary } from '../../reviews/api/review-summary';

/** GET /comment/summary of each compared product (once per product, two sizes sharing it), by product id. */
export function useComparedSummaries(prodIds: readonly number[]): Map<number, ReviewSummary> {
  const unique = [...new Set(prodIds)];
  return useQueries({
    queries: unique.map((prodId) => ({
      queryKey: reviewKeys.summary(prodId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchReviewSummary(prodId, signal),
    })),
    combine: (results) =>
      new Map(results.flatMap((result, index) => (result.data ? [[unique[index] ?? 0, result.data]] : []))),
  });
}
