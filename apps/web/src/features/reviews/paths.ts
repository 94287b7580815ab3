/** A product's review pages of SPEC §2 (writing one starts from the order: orders/paths reviewPath). */
export const ReviewPath = {
  list: '/pages/comment-list/comment-list',
  photos: '/pages/comment-list-next/comment-list-next',
} as const;

/** comment-list?prodId=: a product's reviews. */
export const reviewListPath = (prodId: number): string => `${ReviewPath.list}?prodId=${prodId}`;

/** comment-list-next?prodId=: every photo of a product's reviews. */
export const reviewPhotosPath = (prodId: number): string => `${ReviewPath.photos}?prodId=${prodId}`;
