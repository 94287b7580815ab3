import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { AfterSalesOrders } from '../order';
import { type ModerateReview, moderateReview } from './moderate-review';
import { type ProductRating, productRatingsCache, ratingChangeTag } from './product-ratings';
import { type ReviewListFilter, reviewList } from './review-list';
import { reviewSummary } from './review-summary';
import { reviewedItems } from './reviewed-items';
import { adminReviewRoutes, reviewRoutes } from './routes';
import { type WriteReview, writeReview } from './write-review';

export type { ProductRating } from './product-ratings';
export { productRatings, reviews } from './tables';

export type ReviewService = {
  write: WriteReview;
  list: (q: ReviewListFilter) => ReturnType<typeof reviewList>;
  summary: (prodId: number) => ReturnType<typeof reviewSummary>;
  moderate: ModerateReview;
};

/** What other modules read of reviews: the order detail's marks, and the ratings cards and product pages show. */
export type ReviewReads = {
  reviewedOf(orderIds: number[]): Promise<Set<number>>;
  ratings: {
    of(prodIds: readonly number[]): Promise<Map<number, ProductRating>>;
    /** The change tag announced when a product's rating changes, for the caches that show it. */
    changeTag(prodId: number): string;
  };
};

/** Reviews of order items (issue 16): written by buyers of received orders, read on product pages, moderated by staff. */
export function createReviewModule(deps: Deps, ports: { orders: AfterSalesOrders }): ShopModule<ReviewReads> {
  const reviews: ReviewService = {
    write: writeReview(deps, ports.orders),
    list: (q) => reviewList(deps.db, q),
    summary: (prodId) => reviewSummary(deps.db, prodId),
    moderate: moderateReview(deps),
  };
  return {
    service: {
      reviewedOf: (orderIds) => reviewedItems(deps.db, orderIds),
      ratings: { of: productRatingsCache(deps), changeTag: ratingChangeTag },
    },
    routes: async (api) => {
      await api.register(reviewRoutes, { reviews });
      await api.register(adminReviewRoutes, { reviews });
    },
    jobs: [],
  };
}
