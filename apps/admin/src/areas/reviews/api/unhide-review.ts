import { useReviewChange } from './review-change';

/** POST /api/admin/reviews/:reviewId/unhide — back on the product page. */
export const useUnhideReview = () => useReviewChange<undefined>('unhide');
