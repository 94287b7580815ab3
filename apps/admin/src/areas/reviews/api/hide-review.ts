import type { hideReviewRequest } from '@tread/domain';
import type { z } from 'zod';
import { useReviewChange } from './review-change';

export type HideReviewRequest = z.input<typeof hideReviewRequest>;

/** POST /api/admin/reviews/:reviewId/hide — off the product page, with the reason staff keep. */
export const useHideReview = () => useReviewChange<HideReviewRequest>('hide');
