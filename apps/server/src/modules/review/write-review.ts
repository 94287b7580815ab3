import {
  BusinessLine,
  isReceived,
  type Review,
  type ReviewableOrder,
  type ReviewSubmit,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { ownPhotoPrefix } from '../../platform/uploads';
import { users } from '../account';
import type { AfterSalesOrder, AfterSalesOrders } from '../order';
import { countInRating } from './product-ratings';
import { reviewOf } from './review-views';
import { reviewedItems } from './reviewed-items';
import { reviews } from './tables';

/** The shopper's own order, once received (status 4 or 5, a passed auto-confirm included). */
async function receivedOrder(
  orders: AfterSalesOrders,
  tx: Database | Transaction,
  userId: string,
  orderNumber: string,
  { lock, now }: { lock: boolean; now: Date },
): Promise<AfterSalesOrder> {
  const order = await orders.read(tx, orderNumber, { userId, lock, now });
  if (!order) throw refuse('ORDER_NOT_FOUND');
  if (!isReceived(order.status)) throw refuse('REVIEW_NOT_ALLOWED');
  return order;
}

/**
 * Writing reviews (prod-comm, 'Write reviews'; SPEC §3, §5; issue 16): the buyer reviews each item of a
 * received order once. The order is locked for the transaction, so of racing submits one writes the item's
 * review and the last item's review completes the order (status 4 to 5).
 */
export function writeReview({ db, clock }: Deps, orders: AfterSalesOrders) {
  return {
    /** GET /p/review/order: the order's items, each marked when its review is written. */
    async reviewable(userId: string, orderNumber: string): Promise<ReviewableOrder> {
      const order = await receivedOrder(orders, db, userId, orderNumber, { lock: false, now: clock.now() });
      const reviewed = await reviewedItems(db, [order.id]);
      return {
        orderNumber: order.orderNumber,
        items: order.lines.map((line) => ({
          itemId: line.itemId,
          prodId: line.prodId,
          prodName: line.prodName,
          image: line.image,
          displaySize: line.displaySize,
          isTire: line.bizType === BusinessLine.Tire,
          reviewed: reviewed.has(line.itemId),
        })),
      };
    },

    /** POST /p/review */
    async submit(userId: string, request: ReviewSubmit): Promise<Review> {
      const now = clock.now();
      const review = await db.transaction(async (tx) => {
        const order = await receivedOrder(orders, tx, userId, request.orderNumber, { lock: true, now });
        const line = order.lines.find((l) => l.itemId === request.itemId);
        if (!line) throw refuse('NOT_FOUND');
        if (request.images.some((url) => !url.startsWith(ownPhotoPrefix(userId)))) {
          throw refuse('PHOTO_NOT_YOURS');
        }
        const [written] = await tx
          .insert(reviews)
          .values({
            orderId: order.id,
            itemId: line.itemId,
            userId,
            prodId: line.prodId,
            skuId: line.skuId,
            displaySize: line.displaySize,
            rating: request.rating,
            text: request.text,
            images: request.images,
            anonymous: request.anonymous,
            // Parts have no tread to rate.
            tireRatings: line.bizType === BusinessLine.Tire ? request.tireRatings : {},
            createdAt: now,
          })
          .onConflictDoNothing({ target: reviews.itemId })
          .returning();
        if (!written) throw refuse('REVIEW_ALREADY_WRITTEN');
        await countInRating(tx, written.prodId, written.rating, 1);
        const reviewed = await reviewedItems(tx, [order.id]);
        if (order.lines.every((l) => reviewed.has(l.itemId))) {
          await orders.completeReviewed(tx, order.id, now);
        }
        return written;
      });
      const [writer] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, userId));
      return reviewOf({ review, nickName: writer?.nickName ?? '' });
    },
  };
}
export type WriteReview = ReturnType<typeof writeReview>;
