import {
  ANONYMOUS_REVIEWER,
  averageRating,
  isReceived,
  maskedMemberName,
  OrderStatus,
  RatingLabel,
  type Review,
  ReviewSort,
  refusal,
  review,
  reviewableOrder,
  reviewListQuery,
  reviewPage,
  reviewSubmitRequest,
  reviewSummary,
  reviewSummaryQuery,
  TIRE_RATING_CATEGORIES,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute } from '../backend';
import type { HeldReview } from '../data/reviews';
import { invalid } from './account';
import { setStatus } from './orders';

/** Reviews (issue 16): writing them on a received order, and a product's list and summary, as the server does. */

/** A review this long or longer tells a buyer more than a line does (the server's 'Recommended' rule). */
const DETAILED_REVIEW_CHARS = 100;

type Compare = (a: Review, b: Review) => number;
const newestFirst: Compare = (a, b) => b.createdAt.localeCompare(a.createdAt) || b.reviewId - a.reviewId;
const firstWhen =
  (test: (review: Review) => boolean): Compare =>
  (a, b) =>
    Number(test(b)) - Number(test(a));

const ORDER: Record<ReviewSort, Compare> = {
  [ReviewSort.MostRecent]: newestFirst,
  [ReviewSort.HighestRated]: (a, b) => b.rating - a.rating || newestFirst(a, b),
  [ReviewSort.LowestRated]: (a, b) => a.rating - b.rating || newestFirst(a, b),
  // With photos first, then detailed ones, then best rated, then newest.
  [ReviewSort.Recommended]: (a, b) =>
    firstWhen((r) => r.images.length > 0)(a, b) ||
    firstWhen((r) => r.text.length >= DETAILED_REVIEW_CHARS)(a, b) ||
    b.rating - a.rating ||
    newestFirst(a, b),
};

const reviewsOf = (prodId: number) => backend.reviews.filter((held) => held.prodId === prodId);

/** A product's review count and average, as its page and cards carry them. */
export function productRating(prodId: number) {
  const held = reviewsOf(prodId);
  const total = held.reduce((sum, one) => sum + one.rating, 0);
  return { count: held.length, average: averageRating(total, held.length) };
}

const findOrder = (orderNumber: string) => backend.orders.find((order) => order.orderNumber === orderNumber);

function summaryOf(prodId: number) {
  const held = reviewsOf(prodId);
  const isTire = held.some((one) => one.displaySize !== null);
  return {
    prodId,
    ...productRating(prodId),
    distribution: ([5, 4, 3, 2, 1] as const).map((rating) => ({
      rating,
      count: held.filter((one) => one.rating === rating).length,
    })),
    withPhotos: held.filter((one) => one.images.length > 0).length,
    categories: isTire
      ? TIRE_RATING_CATEGORIES.map(({ key, label }) => {
          const rated = held.flatMap((one) => one.tireRatings[key] ?? []);
          const total = rated.reduce((sum, rating) => sum + rating, 0);
          return { key, label, average: averageRating(total, rated.length) };
        })
      : [],
  };
}

export const reviewHandlers = [
  route('get', '/comment/list', ({ query }) => {
    const refused = invalid(reviewListQuery, Object.fromEntries(query));
    if (refused) return refused;
    const q = reviewListQuery.parse(Object.fromEntries(query));
    const matching = reviewsOf(q.prodId)
      .filter((one) => q.rating === undefined || one.rating === q.rating)
      .filter((one) => !q.withPhotos || one.images.length > 0)
      .sort(ORDER[q.sort]);
    return answer(reviewPage, {
      records: matching.slice((q.current - 1) * q.size, q.current * q.size),
      total: matching.length,
      current: q.current,
      size: q.size,
      pages: Math.max(1, Math.ceil(matching.length / q.size)),
      hasMore: q.current * q.size < matching.length,
    });
  }),

  route('get', '/comment/summary', ({ query }) => {
    const refused = invalid(reviewSummaryQuery, Object.fromEntries(query));
    if (refused) return refused;
    return answer(reviewSummary, summaryOf(reviewSummaryQuery.parse(Object.fromEntries(query)).prodId));
  }),

  signedInRoute('get', '/p/review/order', ({ query }) => {
    const order = findOrder(query.get('orderNumber') ?? '');
    if (!order) return refuse(refusal('ORDER_NOT_FOUND'));
    if (!isReceived(order.status)) return refuse(refusal('REVIEW_NOT_ALLOWED'));
    return answer(reviewableOrder, {
      orderNumber: order.orderNumber,
      items: order.items.map((item) => ({
        ...item,
        // The test catalog's parts have no size: a size marks a tire.
        isTire: item.displaySize !== null,
      })),
    });
  }),

  signedInRoute('post', '/p/review', ({ body }) => {
    const refused = invalid(reviewSubmitRequest, body);
    if (refused) return refused;
    const request = reviewSubmitRequest.parse(body);
    const order = findOrder(request.orderNumber);
    if (!order) return refuse(refusal('ORDER_NOT_FOUND'));
    if (!isReceived(order.status)) return refuse(refusal('REVIEW_NOT_ALLOWED'));
    const item = order.items.find((line) => line.itemId === request.itemId);
    if (!item) return refuse(refusal('NOT_FOUND'));
    if (item.reviewed) return refuse(refusal('REVIEW_ALREADY_WRITTEN'));
    const written: HeldReview = {
      reviewId: backend.reviews.length + 1,
      prodId: item.prodId,
      rating: request.rating,
      ratingLabel: RatingLabel[request.rating],
      text: request.text,
      images: request.images,
      author: request.anonymous ? ANONYMOUS_REVIEWER : maskedMemberName(backend.user.nickName),
      displaySize: item.displaySize,
      // Parts have no tread to rate.
      tireRatings: item.displaySize === null ? {} : request.tireRatings,
      reply: null,
      createdAt: new Date().toISOString(),
      orderNumber: order.orderNumber,
      itemId: item.itemId,
    };
    backend.reviews.push(written);
    item.reviewed = true;
    // The last item's review completes the order.
    if (order.items.every((line) => line.reviewed)) setStatus(order, OrderStatus.Completed);
    return answer(review, written);
  }),
];
