import { z } from 'zod';
import { Rating, ReviewSort } from '../catalog-codes';
import { REVIEW_IMAGES_MAX, REVIEW_TEXT_MAX } from '../constants';
import { Messages } from '../messages';
import { ReviewMessages, TIRE_RATING_KEYS } from '../reviews';
import { idParam, intParam } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { orderNumberField } from './order';
import { photoUrlField } from './photo';

/** Reviews (SPEC §2 prod-comm, comment-list, comment-list-next; §3 'Review', §5, §9; issue 16). */

const ratingField = z.literal(Object.values(Rating), { error: ReviewMessages.RatingRequired });
const tireRatings = z.partialRecord(z.enum(TIRE_RATING_KEYS), ratingField);
const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** POST /api/p/review — one review per order item, by its buyer, once the order is received. */
export const reviewSubmitRequest = z.object({
  orderNumber: orderNumberField,
  itemId: z.number({ error: Messages.NotFound }).int(Messages.NotFound).min(1, Messages.NotFound),
  rating: ratingField,
  text: z
    .string({ error: Messages.ReviewTextRequired })
    .trim()
    .min(1, Messages.ReviewTextRequired)
    .max(REVIEW_TEXT_MAX, Messages.ReviewTextTooLong),
  images: z.array(photoUrlField).max(REVIEW_IMAGES_MAX, Messages.ReviewImagesTooMany).default([]),
  anonymous: z.boolean().default(false),
  /** Tires only: each category rated 1–5, any left out. */
  tireRatings: tireRatings.default({}),
});
export type ReviewSubmitRequest = z.input<typeof reviewSubmitRequest>;
export type ReviewSubmit = z.output<typeof reviewSubmitRequest>;

/** An order's items as prod-comm shows them: which still await a review. GET /api/p/review/order?orderNumber= */
export const reviewableItem = z.object({
  itemId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  image: z.string(),
  displaySize: z.string().nullable(),
  /** Tires get the category ratings. */
  isTire: z.boolean(),
  reviewed: z.boolean(),
});
export const reviewableOrder = z.object({ orderNumber: z.string(), items: z.array(reviewableItem) });
export type ReviewableOrder = z.infer<typeof reviewableOrder>;

export const reviewReply = z.object({ text: z.string(), repliedAt: z.string() });

/** One review as everybody reads it. */
export const review = z.object({
  reviewId: z.number().int(),
  prodId: z.number().int(),
  rating: ratingField,
  /** SPEC §9: 'Not recommended' … 'Highly recommended'. */
  ratingLabel: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  /** 'Anonymous', or the reviewer's masked nickname ('J***'). */
  author: z.string(),
  /** The size bought ('225/45R17 94W'); null for parts. */
  displaySize: z.string().nullable(),
  tireRatings: tireRatings,
  reply: reviewReply.nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** GET /api/comment/list?prodId=&sort=&rating=&withPhotos= (comment-list, comment-list-next). */
export const reviewListQuery = z.object({
  prodId: idParam(Messages.PageNotFound404),
  sort: intParam()
    .pipe(z.literal(Object.values(ReviewSort)))
    .default(ReviewSort.Recommended),
  rating: intParam({ min: 1, max: 5 }).optional(),
  withPhotos: booleanParam.optional(),
  ...pageQuery.shape,
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;
export const reviewPage = z.object({ records: z.array(review), ...pageFields });
export type ReviewPage = z.infer<typeof reviewPage>;

/** GET /api/comment/summary?prodId= — the product page's block. */
export const reviewSummary = z.object({
  prodId: z.number().int(),
  count: z.number().int(),
  /** One decimal; null without reviews. */
  average: z.number().nullable(),
  /** Reviews per rating, 5 down to 1. */
  distribution: z.array(z.object({ rating: ratingField, count: z.number().int() })),
  withPhotos: z.number().int(),
  /** Tires: each category's average (null when nobody rated it); empty for parts. */
  categories: z.array(
    z.object({ key: z.enum(TIRE_RATING_KEYS), label: z.string(), average: z.number().nullable() }),
  ),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;
export const reviewSummaryQuery = z.object({ prodId: idParam(Messages.PageNotFound404) });

// The console (issue 16): moderation, every action audited.

export const ReviewVisibility = { Visible: 'visible', Hidden: 'hidden' } as const;
export type ReviewVisibility = (typeof ReviewVisibility)[keyof typeof ReviewVisibility];

export const adminReviewQuery = z.object({
  visibility: z.enum(Object.values(ReviewVisibility)).optional(),
  rating: intParam({ min: 1, max: 5 }).optional(),
  ...pageQuery.shape,
});
export const adminReviewRow = review.extend({
  prodName: z.string(),
  orderNumber: z.string(),
  customerEmail: z.string(),
  /** The reviewer's own name even when shown anonymously. */
  customerName: z.string(),
  visibility: z.enum(Object.values(ReviewVisibility)),
  hiddenReason: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRow>;
export const adminReviewPage = z.object({ records: z.array(adminReviewRow), ...pageFields });
export type AdminReviewPage = z.infer<typeof adminReviewPage>;
export const adminReviewParams = z.object({ reviewId: idParam() });
export const hideReviewRequest = z.object({
  reason: z.string().trim().min(1, ReviewMessages.HideReasonRequired).max(250),
});
export const replyReviewRequest = z.object({
  text: z.string().trim().min(1, ReviewMessages.ReplyRequired).max(500, ReviewMessages.ReplyTooLong),
});
