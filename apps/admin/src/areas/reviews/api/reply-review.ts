import type { replyReviewRequest } from '@tread/domain';
import type { z } from 'zod';
import { useReviewChange } from './review-change';

export type ReplyReviewRequest = z.input<typeof replyReviewRequest>;

/** POST /api/admin/reviews/:reviewId/reply — the shop's public answer under the review; a new one replaces it. */
export const useReplyReview = () => useReviewChange<ReplyReviewRequest>('reply');
