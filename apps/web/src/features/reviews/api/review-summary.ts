import { useQuery } from '@tanstack/react-query';
import { reviewSummary } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { reviewKeys } from './keys';

/** GET /comment/summary: the average, the count per rating, how many have photos, the tire categories. */
export const fetchReviewSummary = (prodId: number, signal?: AbortSignal) =>
  apiGet('/comment/summary', { signal, schema: reviewSummary, query: { prodId }, quiet400: true });

export const useReviewSummary = (prodId: number | undefined) =>
  useQuery({
    queryKey: reviewKeys.summary(prodId ?? 0),
    queryFn: ({ signal }) => fetchReviewSummary(prodId ?? 0, signal),
    enabled: prodId !== undefined,
  });
