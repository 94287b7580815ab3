import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminReviewPage, ReviewVisibility } from '@tread/domain';
import { call } from '../../../api/client';

export const reviewsKey = ['reviews'] as const;

export type ReviewListQuery = {
  visibility: ReviewVisibility;
  rating: number | undefined;
  current: number;
  size: number;
};

/** GET /api/admin/reviews?visibility=&rating=&current=&size= — reviews shown (or hidden), newest first. */
export const useReviews = (query: ReviewListQuery) =>
  useQuery({
    queryKey: [...reviewsKey, query],
    queryFn: ({ signal }) => call<AdminReviewPage>('/admin/reviews', { query, signal }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
