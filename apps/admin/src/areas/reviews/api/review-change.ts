import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewRow } from '@tread/domain';
import { call } from '../../../api/client';
import { reviewsKey } from './list-reviews';

/** A moderation step on one review; it answers the review as it now stands, and the lists are read again. */
export function useReviewChange<Body>(change: 'hide' | 'unhide' | 'reply') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: Body }) =>
      call<AdminReviewRow>(`/admin/reviews/${reviewId}/${change}`, { method: 'POST', body: body ?? {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
