import {
  type AdminReviewRow,
  ANONYMOUS_REVIEWER,
  maskedMemberName,
  RatingLabel,
  type Review,
  ReviewVisibility,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { users } from '../account';
import { orderItems, orders } from '../order';
import { reviews } from './tables';

export type ReviewRow = typeof reviews.$inferSelect;

/** What a public review shows of its writer: the nickname, masked unless the review is anonymous. */
export const publicColumns = { review: reviews, nickName: users.nickName };

/** A query of reviews joined to what they show of their writer. */
export const withWriter = eq(users.id, reviews.userId);

/** One review as everybody reads it. */
export function reviewOf({ review, nickName }: { review: ReviewRow; nickName: string }): Review {
  return {
    reviewId: review.id,
    prodId: review.prodId,
    rating: review.rating,
    ratingLabel: RatingLabel[review.rating],
    text: review.text,
    images: review.images,
    author: review.anonymous ? ANONYMOUS_REVIEWER : maskedMemberName(nickName),
    displaySize: review.displaySize,
    tireRatings: review.tireRatings,
    reply:
      review.replyText !== null && review.repliedAt !== null
        ? { text: review.replyText, repliedAt: review.repliedAt.toISOString() }
        : null,
    createdAt: review.createdAt.toISOString(),
  };
}

/** What the console shows beside a review: the product, the order and the real writer. */
export const adminColumns = {
  ...publicColumns,
  email: users.email,
  prodName: orderItems.prodName,
  orderNumber: orders.orderNumber,
};

type AdminSelected = {
  review: ReviewRow;
  nickName: string;
  email: string;
  prodName: string;
  orderNumber: string;
};

export function adminReviewOf(row: AdminSelected): AdminReviewRow {
  return {
    ...reviewOf(row),
    prodName: row.prodName,
    orderNumber: row.orderNumber,
    customerEmail: row.email,
    customerName: row.nickName,
    visibility: row.review.hiddenAt === null ? ReviewVisibility.Visible : ReviewVisibility.Hidden,
    hiddenReason: row.review.hiddenReason,
  };
}
