import {
  CancelReason,
  canTransition,
  Messages,
  OrderAction,
  OrderStatus,
  type PaymentType,
  statusAfter,
  statusesAllowing,
} from '@tread/domain';
import { and, asc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { type AppError, badRequest, notFound } from '../../platform/errors';
import { releaseStock } from '../catalog/stock';
import { orderItems, orders } from './tables';

/** Status changes of unpaid orders: paying, cancelling and the payment window closing (SPEC §4, §9). */

export const orderNotFound = () => notFound(Messages.OrderNotFound, 'ORDER_NOT_FOUND');
export const orderStatusChanged = () => badRequest(Messages.OrderStatusChanged, 'ORDER_STATUS_CHANGED');
const orderExpired = () => badRequest(Messages.OrderExpired, 'ORDER_EXPIRED');

type OrderState = Pick<typeof orders.$inferSelect, 'status' | 'payBefore' | 'cancelReason'>;

const isExpired = (order: OrderState, now: Date) =>
  order.cancelReason === CancelReason.Expired ||
  (order.status === OrderStatus.Unpaid && order.payBefore.getTime() <= now.getTime());

/** Why an action was refused: not this shopper's order, its payment window closed, or it moved on already. */
export function refusalFor(order: OrderState | undefined, now: Date): AppError {
  if (!order) return orderNotFound();
  return isExpired(order, now) ? orderExpired() : orderStatusChanged();
}

/** The refusal for one order of one shopper (null user: any shopper's, for staff). */
export async function refusalOf(
  tx: Database | Transaction,
  userId: string | null,
  orderNumber: string,
  now: Date,
): Promise<AppError> {
  const [order] = await tx
    .select({ status: orders.status, payBefore: orders.payBefore, cancelReason: orders.cancelReason })
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
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
}

/** Whose due orders to take: one shopper's on a read (waiting for any in flight), or a sweep's batch. */
export type DueScope = { userId: string } | { batch: number };

/**
 * Locks the orders whose `deadline` has passed and that `action` may move. A sweep skips rows another
 * instance holds, so several instances share the work; a shopper's read waits for them instead.
 */
export async function lockDueOrders(
  tx: Transaction,
  action: OrderAction,
  deadline: PgColumn,
  now: Date,
  scope: DueScope,
): Promise<number[]> {
  const due = and(
    inArray(orders.status, [...statusesAllowing(action)]),
    lte(deadline, now),
    'userId' in scope ? eq(orders.userId, scope.userId) : undefined,
  );
  const query = tx.select({ id: orders.id }).from(orders).where(due).orderBy(asc(orders.id));
  const rows =
    'userId' in scope
      ? await query.for('update')
      : await query.limit(scope.batch).for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Puts every piece of these orders back on stock. */
async function releaseOrderStock(tx: Transaction, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const lines = await tx
    .select({ skuId: orderItems.skuId, count: orderItems.count })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  await releaseStock(tx, lines);
}

/** Closes unpaid orders whose payment window has passed and gives their stock back at once; answers how many. */
export async function expireDueOrders(tx: Transaction, now: Date, scope: DueScope): Promise<number> {
  const ids = await lockDueOrders(tx, OrderAction.Expire, orders.payBefore, now, scope);
  if (ids.length === 0) return 0;
  // Closed when the window closed, however late the sweep comes.
  const expired = await transition(tx, OrderAction.Expire, inArray(orders.id, ids), now, {
    canceledAt: sql`${orders.payBefore}`,
    cancelReason: CancelReason.Expired,
  });
  await releaseOrderStock(
    tx,
    expired.map((order) => order.id),
  );
  return expired.length;
}

/** The shopper cancels an unpaid order still inside its payment window; its stock is released in the same transaction. */
export async function cancelOrder(
  tx: Transaction,
  userId: string,
  orderNumber: string,
  now: Date,
): Promise<void> {
  const [canceled] = await transition(
    tx,
    OrderAction.Cancel,
    and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber), gt(orders.payBefore, now)),
    now,
    { canceledAt: now, cancelReason: CancelReason.Shopper },
  );
  if (!canceled) throw await refusalOf(tx, userId, orderNumber, now);
  await releaseOrderStock(tx, [canceled.id]);
}

const payable = (order: OrderState, now: Date) =>
  canTransition(OrderAction.Pay, order.status) && order.payBefore.getTime() > now.getTime();

/**
 * The shopper's orders about to be paid, locked until the caller's transaction ends. Every one must be
 * unpaid inside its window; else 404 'Order does not exist', 'Order has expired...' or 'Order status has changed'.
 */
export async function payableOrders(
  tx: Database | Transaction,
  userId: string,
  orderNumbers: string[],
  now: Date,
): Promise<{
  orders: { orderNumber: string; totalCents: number; currency: string; payBefore: Date }[];
  totalCents: number;
}> {
  const wanted = [...new Set(orderNumbers)];
  if (wanted.length === 0) throw orderNotFound();
  const rows = await tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      payBefore: orders.payBefore,
      cancelReason: orders.cancelReason,
      totalCents: orders.totalCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, wanted)))
    .orderBy(asc(orders.id))
    .for('update');
  const byNumber = new Map(rows.map((row) => [row.orderNumber, row]));
  const picked = wanted.map((orderNumber) => {
    const order = byNumber.get(orderNumber);
    if (!order || !payable(order, now)) throw refusalFor(order, now);
    return {
      orderNumber,
      totalCents: order.totalCents,
      currency: order.currency,
      payBefore: order.payBefore,
    };
  });
  return { orders: picked, totalCents: picked.reduce((sum, order) => sum + order.totalCents, 0) };
}

/**
 * Marks the shopper's orders paid, each only if still unpaid inside its window. If any is not, throws
 * the refusal payableOrders gives, so the caller's transaction rolls back and no order is paid twice.
 */
export async function markOrdersPaid(
  tx: Transaction,
  input: { userId: string; orderNumbers: string[]; paymentType: PaymentType; now: Date },
): Promise<void> {
  const { userId, paymentType, now } = input;
  const wanted = [...new Set(input.orderNumbers)];
  if (wanted.length === 0) throw orderNotFound();
  const paid = await transition(
    tx,
    OrderAction.Pay,
    and(eq(orders.userId, userId), inArray(orders.orderNumber, wanted), gt(orders.payBefore, now)),
    now,
    { paidAt: now, paymentType },
  );
  if (paid.length === wanted.length) return;
  const paidNumbers = new Set(paid.map((order) => order.orderNumber));
  await payableOrders(
    tx,
    userId,
    wanted.filter((orderNumber) => !paidNumbers.has(orderNumber)),
    now,
  );
  throw orderStatusChanged();
}
