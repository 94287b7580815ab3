/** Reviews (SPEC §3 'Review', §5, §9; issue 16): who may review, the tire categories, the summary. */

export const ReviewMessages = {
  NotReviewable: 'You can review an item once its order is completed',
  AlreadyReviewed: 'You have already reviewed this item',
  RatingRequired: 'Please choose a rating',
  Submitted: 'Thanks for your review!',
  HideReasonRequired: 'Please enter the reason for hiding this review',
  ReplyRequired: 'Please write a reply',
  ReplyTooLong: 'Replies cannot exceed 500 characters',
} as const;

/** The shown name of an anonymous reviewer. */
export const ANONYMOUS_REVIEWER = 'Anonymous';

/** What tire shoppers rate besides the overall rating (as SimpleTire and Tire Rack show); not in the spec. */
export const TIRE_RATING_CATEGORIES = [
  { key: 'dryGrip', label: 'Dry grip' },
  { key: 'wetGrip', label: 'Wet grip' },
  { key: 'snow', label: 'Snow & ice' },
  { key: 'noise', label: 'Quietness' },
  { key: 'comfort', label: 'Comfort' },
  { key: 'treadwear', label: 'Treadwear' },
] as const;
export type TireRatingCategory = (typeof TIRE_RATING_CATEGORIES)[number]['key'];
export const TIRE_RATING_KEYS = TIRE_RATING_CATEGORIES.map((c) => c.key) as [
  TireRatingCategory,
  ...TireRatingCategory[],
];

/** An average as shown: one decimal, null without ratings. */
export const averageRating = (total: number, count: number): number | null =>
  count === 0 ? null : Math.round((total / count) * 10) / 10;
