import type { Rating, ReviewSort } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth/session-events';

/** What a product's review list is narrowed and ordered by (comment-list's chips). */
export interface ReviewFilter {
  sort: ReviewSort;
  rating: Rating | null;
  withPhotos: boolean;
}

/** The reviews' query keys: a product's public reviews, and the shopper's order to review (cleared at sign-out). */
export const reviewKeys = {
  product: (prodId: number) => ['reviews', prodId] as const,
  list: (prodId: number, filter: ReviewFilter) => ['reviews', prodId, 'list', filter] as const,
  top: (prodId: number) => ['reviews', prodId, 'top'] as const,
  summary: (prodId: number) => ['reviews', prodId, 'summary'] as const,
  order: (orderNumber: string) => [...USER_QUERY_KEY, 'review-order', orderNumber] as const,
};
