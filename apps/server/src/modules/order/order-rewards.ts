import { RECEIVED_ORDER_STATUSES, RETURN_WINDOW_DAYS } from '@tread/domain';
import { and, asc, eq, gt, inArray, isNull, lte, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { OrderRefundsRead } from './order-list';
import { orders } from './tables';

const DAY_MS = 86_400_000;

/** An order's money that earns points: what was paid, less what went back. */
export type RewardableOrder = { orderNumber: string; userId: string; paidCents: number };

/**
 * Orders and the points they earn (issue 17): an order earns once it was received, its 30-day return window
 * passed (SPEC §9) and no refund request is open; until then its points show as locked.
 */
export function orderRewards(db: Database, refunds: OrderRefundsRead) {
  const received = inArray(orders.status, [...RECEIVED_ORDER_STATUSES]);
  const windowStart = (now: Date) => new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS);
  // Read in the same statement as the order (PGlite has one connection, held by the caller's transaction);
  // built per query, as the refund module is composed after this one.
  const columns = () => ({
    orderNumber: orders.orderNumber,
    userId: orders.userId,
    paidCents: sql<number>`${orders.totalCents} - ${refunds.refunded(orders.id)}`.mapWith(Number),
  });

  return {
    /** Marks due orders rewarded in the caller's transaction (locked, so each is taken once) and answers them. */
    async claimDue(tx: Transaction, now: Date, limit: number): Promise<RewardableOrder[]> {
      const due = await tx
        .select({ id: orders.id, ...columns() })
        .from(orders)
        .where(
          and(
            received,
            isNull(orders.pointsRewardedAt),
            lte(orders.completedAt, windowStart(now)),
            not(refunds.open(orders.id)),
          ),
        )
        .orderBy(asc(orders.completedAt), asc(orders.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((row) => row.id);
      await tx.update(orders).set({ pointsRewardedAt: now }).where(inArray(orders.id, ids));
      return due.map(({ id: _id, ...order }) => order);
    },

    /** The shopper's received orders still inside their window: their points are locked. */
    locked: (userId: string, now: Date): Promise<RewardableOrder[]> =>
      db
        .select(columns())
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            received,
            isNull(orders.pointsRewardedAt),
            gt(orders.completedAt, windowStart(now)),
          ),
        ),
  };
}
export type OrderRewards = ReturnType<typeof orderRewards>;
