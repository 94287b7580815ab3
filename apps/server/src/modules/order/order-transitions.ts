import { isExpiredOrder, type OrderAction, statusAfter, statusesAllowing } from '@tread/domain';
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { type AppError, refuse } from '../../platform/errors';
import { orders } from './tables';

/** The order status machine applied to rows (packages/domain order-status.ts holds the table). */

type OrderState = Pick<typeof orders.$inferSelect, 'status' | 'payBefore' | 'autoConfirmAt' | 'cancelReason'>;

/** Why an action was refused: not this shopper's order, its payment window closed, or it moved on already. */
export function refusalFor(order: OrderState | undefined, now: Date): AppError {
  if (!order) return refuse('ORDER_NOT_FOUND');
  return isExpiredOrder(order, now) ? refuse('ORDER_EXPIRED') : refuse('ORDER_STATUS_CHANGED');
}

/** The refusal for one order of one shopper (null user: whoever owns it, for staff). */
export async function refusalOf(
  tx: Database | Transaction,
  userId: string | null,
  orderNumber: string,
  now: Date,
): Promise<AppError> {
  const [order] = await tx
    .select({
      status: orders.status,
      payBefore: orders.payBefore,
      autoConfirmAt: orders.autoConfirmAt,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), userId === null ? undefined : eq(orders.userId, userId)));
  return refusalFor(order, now);
}

/**
 * Applies `action` to the orders `where` picks, only those in a status the machine lets it start from:
 * the condition sits in the UPDATE, so of two racing changes exactly one moves each order.
 */
export function transition(
  tx: Transaction,
  action: OrderAction,
  where: SQL | undefined,
  now: Date,
  set: PgUpdateSetSource<typeof orders> = {},
) {
  return tx
    .update(orders)
    .set({ ...set, status: statusAfter(action), updatedAt: now })
    .where(and(where, inArray(orders.status, [...statusesAllowing(action)])))
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      orderType: orders.orderType,
      totalCents: orders.totalCents,
    });
}

/**
 * Locks up to `batch` orders whose `deadline` has passed and that `action` may move, skipping rows another
 * instance holds, so several instances share the sweep.
 */
export async function lockDueOrders(
  tx: Transaction,
  action: OrderAction,
  deadline: PgColumn,
  now: Date,
  batch: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, [...statusesAllowing(action)]), lte(deadline, now)))
    .orderBy(asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}
