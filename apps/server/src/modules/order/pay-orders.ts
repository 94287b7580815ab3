import { canTransition, OrderAction, type OrderStatus, OrderType, type PaymentType } from '@tread/domain';
import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import type { OrderEffects } from './order-effects';
import { refusalFor, transition } from './order-transitions';
import { orders } from './tables';

/** Paying orders: what is due for them, and marking them paid inside the payment's transaction. */

export type PayableOrders = {
  orders: { orderNumber: string; totalCents: number; currency: string; payBefore: Date }[];
  totalCents: number;
};

const payable = (order: { status: OrderStatus; payBefore: Date }, now: Date) =>
  canTransition(OrderAction.Pay, order.status) && order.payBefore.getTime() > now.getTime();

/**
 * The shopper's orders about to be paid. Every one must be unpaid inside its window; else 404 'Order does
 * not exist', 'Order has expired...' or 'Order status has changed'. `lock` holds them until the caller's
 * transaction ends (paying); pay-way's read takes no lock.
 */
export async function payableOrders(
  tx: Database | Transaction,
  input: { userId: string; orderNumbers: string[]; now: Date; lock: boolean },
): Promise<PayableOrders> {
  const { userId, now } = input;
  const wanted = [...new Set(input.orderNumbers)];
  if (wanted.length === 0) throw refuse('ORDER_NOT_FOUND');
  const query = tx
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      payBefore: orders.payBefore,
      autoConfirmAt: orders.autoConfirmAt,
      cancelReason: orders.cancelReason,
      totalCents: orders.totalCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, wanted)))
    .orderBy(asc(orders.id));
  const rows = input.lock ? await query.for('update') : await query;
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

export type MarkPaidInput = { userId: string; orderNumbers: string[]; paymentType: PaymentType; now: Date };

/**
 * Marks the shopper's orders paid, each only if still unpaid inside its window; a group-buy order then
 * waits for its group. If any is not payable, throws the refusal payableOrders gives, so the caller's
 * transaction rolls back and no order is paid twice. The effects' `paid` run last (a group seat counts).
 */
export async function markOrdersPaid(
  tx: Transaction,
  effects: OrderEffects,
  input: MarkPaidInput,
): Promise<void> {
  const { userId, paymentType, now } = input;
  const wanted = [...new Set(input.orderNumbers)];
  if (wanted.length === 0) throw refuse('ORDER_NOT_FOUND');
  const payable = and(
    eq(orders.userId, userId),
    inArray(orders.orderNumber, wanted),
    gt(orders.payBefore, now),
  );
  const set = { paidAt: now, paymentType };
  const paid = [
    ...(await transition(tx, OrderAction.Pay, and(payable, ne(orders.orderType, OrderType.Group)), now, set)),
    ...(await transition(
      tx,
      OrderAction.PayIntoGroup,
      and(payable, eq(orders.orderType, OrderType.Group)),
      now,
      set,
    )),
  ];
  if (paid.length === wanted.length) {
    await effects.paid(tx, paid);
    return;
  }
  const paidNumbers = new Set(paid.map((order) => order.orderNumber));
  await payableOrders(tx, {
    userId,
    orderNumbers: wanted.filter((orderNumber) => !paidNumbers.has(orderNumber)),
    now,
    lock: true,
  });
  throw refuse('ORDER_STATUS_CHANGED');
}
