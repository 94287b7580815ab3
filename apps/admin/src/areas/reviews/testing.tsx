import {
  type AdminReviewRow,
  ANONYMOUS_REVIEWER,
  adminReviewPage,
  adminReviewQuery,
  adminReviewRow,
  hideReviewRequest,
  maskedMemberName,
  orderNumber,
  type Rating,
  RatingLabel,
  ReviewVisibility,
  refusal,
  replyReviewRequest,
  reviewSubmitRequest,
  type UserRole,
} from '@tread/domain';
import {
  type Answer,
  answerInvalid,
  answerRefusal,
  type Call,
  renderArea,
  SHOP_NOW,
} from '../../testing/stub-shop';
import ReviewsArea from './routes';

/**
 * A small shop for the review screens: reviews kept as the shopper wrote them (checked by the submit schema)
 * with what staff did to them; the console's rows derived as the server derives them (the rating's label, the
 * name shoppers see) and checked against the API's schema; staff steps checked by their request schemas.
 */

/** The area opened at `at` (under /reviews), as the console mounts it. */
export const renderReviews = (at: string) => renderArea('reviews', ReviewsArea, at);

export type ReviewSettings = {
  reviewId: number;
  prodId: number;
  prodName: string;
  displaySize: string | null;
  /** When the order was placed, and its random digits: its order number. */
  placedAt: string;
  orderDigits: string;
  customerEmail: string;
  customerName: string;
  nickname: string;
  rating: Rating;
  text: string;
  images: string[];
  anonymous: boolean;
  createdAt: string;
  hiddenReason: string | null;
  reply: { text: string; repliedAt: string } | null;
};

export const review = (change: Partial<ReviewSettings> = {}): ReviewSettings => ({
  reviewId: 501,
  prodId: 118,
  prodName: 'Michelin Pilot Sport 4S',
  displaySize: '225/45R17 94W',
  placedAt: '2026-11-02T18:30:00.000Z',
  orderDigits: '4821937765',
  customerEmail: 'dana.lee@example.com',
  customerName: 'Dana Lee',
  nickname: 'Dana',
  rating: 5,
  text: 'Quiet on the freeway and sticky in the rain.',
  images: [],
  anonymous: false,
  createdAt: '2026-11-20T19:00:00.000Z',
  hiddenReason: null,
  reply: null,
  ...change,
});

export const orderNumberOf = (settings: ReviewSettings) =>
  orderNumber(new Date(settings.placedAt), settings.orderDigits);

/** A row of GET /api/admin/reviews: what the shopper submitted, named as product pages name it. */
export function reviewRow(settings: ReviewSettings): AdminReviewRow {
  const order = orderNumberOf(settings);
  const written = reviewSubmitRequest.parse({
    orderNumber: order,
    itemId: 1,
    rating: settings.rating,
    text: settings.text,
    images: settings.images,
    anonymous: settings.anonymous,
  });
  return adminReviewRow.parse({
    reviewId: settings.reviewId,
    prodId: settings.prodId,
    rating: written.rating,
    ratingLabel: RatingLabel[written.rating],
    text: written.text,
    images: written.images,
    author: written.anonymous ? ANONYMOUS_REVIEWER : maskedMemberName(settings.nickname),
    displaySize: settings.displaySize,
    tireRatings: written.tireRatings,
    reply: settings.reply,
    createdAt: settings.createdAt,
    prodName: settings.prodName,
    orderNumber: order,
    customerEmail: settings.customerEmail,
    customerName: settings.customerName,
    visibility: settings.hiddenReason === null ? ReviewVisibility.Visible : ReviewVisibility.Hidden,
    hiddenReason: settings.hiddenReason,
  });
}

const REVIEW_IN_PATH = /^\/api\/admin\/reviews\/(\d+)\/(hide|unhide|reply)$/;

/** The shop's answers about reviews, from `reviews` (which staff steps change); `role` is who is signed in. */
export function reviewsAnswer(reviews: ReviewSettings[], role: UserRole) {
  return (call: Call): Answer => {
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/p/user/userInfo') return { body: { role, userMail: `${role}@tread.local` } };
    if (url.pathname === '/api/admin/reviews' && call.method === 'GET') {
      const { visibility, rating, current, size } = adminReviewQuery.parse(
        Object.fromEntries(url.searchParams),
      );
      const rows = reviews
        .map(reviewRow)
        .filter((row) => (!visibility || row.visibility === visibility) && (!rating || row.rating === rating))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        body: adminReviewPage.parse({
          records: rows.slice((current - 1) * size, current * size),
          total: rows.length,
          current,
          size,
          pages: Math.ceil(rows.length / size),
          hasMore: current * size < rows.length,
        }),
      };
    }
    const [, id, step] = REVIEW_IN_PATH.exec(url.pathname) ?? [];
    const found = reviews.find((candidate) => String(candidate.reviewId) === id);
    if (!found || call.method !== 'POST') return answerRefusal(refusal('REVIEW_NOT_FOUND'));
    if (step === 'hide') {
      const parsed = hideReviewRequest.safeParse(call.body);
      if (!parsed.success) return answerInvalid(parsed.error);
      found.hiddenReason = parsed.data.reason;
    }
    if (step === 'unhide') found.hiddenReason = null;
    if (step === 'reply') {
      const parsed = replyReviewRequest.safeParse(call.body);
      if (!parsed.success) return answerInvalid(parsed.error);
      found.reply = { text: parsed.data.text, repliedAt: SHOP_NOW.toISOString() };
    }
    return { body: reviewRow(found) };
  };
}
