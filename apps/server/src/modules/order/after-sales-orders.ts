import {
  effectiveOrderStatus,
  isReceived,
  OrderAction,
  type OrderAmounts,
  type OrderItem,
  type OrderStatus,
  type OrderType,
} from '@tread/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { OrderEffects } from './order-effects';
import { transition } from './order-transitions';
import { orderItems, orders } from './tables';

/** An order as after-sales (refunds, reviews) read it: its standing now, its money and its lines. */
export type AfterSalesOrder = {
  id: number;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  orderType: OrderType;
  /** When it was received (status 4 or 5), a passed auto-confirm included; null before. */
  receivedAt: Date | null;
  amounts: OrderAmounts;
  lines: (OrderItem & { bizType: number; discountCents: number })[];
};

/** Orders read and changed by after-sales, in the caller's transaction (issue 16). */
export function afterSalesOrders(effects: OrderEffects) {
  /** The order, one shopper's unless `userId` is null (staff); locked for the transaction when asked. */
  async function read(
    tx: Database | Transaction,
    orderNumber: string,
    { userId, lock, now }: { userId: string | null; lock: boolean; now: Date },
  ): Promise<AfterSalesOrder | null> {
    const where = and(
      eq(orders.orderNumber, orderNumber),
      userId === null ? undefined : eq(orders.userId, userId),
    );
    const query = tx.select().from(orders).where(where);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return null;
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.id));
    const status = effectiveOrderStatus(row, now);
    const receivedAt = isReceived(status) ? (row.completedAt ?? row.autoConfirmAt) : null;
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      userId: row.userId,
      status,
      orderType: row.orderType,
      receivedAt,
      amounts: row.amounts,
      lines: lines.map((line) => ({
        itemId: line.id,
        skuId: line.skuId,
        prodId: line.prodId,
        bizType: line.bizType,
        prodName: line.prodName,
        brandName: line.brandName,
        image: line.image,
        displaySize: line.displaySize,
        partyCode: line.partyCode,
        price: line.priceCents,
        count: line.count,
        discountCents: line.discountCents,
      })),
    };
  }

  /** Units back from a paid order: every order effect takes them back (stock first among them). */
  async function returned(
    tx: Transaction,
    order: AfterSalesOrder,
    units: { itemId: number; count: number }[],
  ) {
    const lineOf = new Map(order.lines.map((line) => [line.itemId, line]));
    await effects.returned(
      tx,
      units.flatMap(({ itemId, count }) => {
        const line = lineOf.get(itemId);
        return line ? [{ orderId: order.id, orderType: order.orderType, skuId: line.skuId, count }] : [];
      }),
    );
  }

  /** Every item of a received order is reviewed: it is completed (status 4 to 5), once. */
  async function completeReviewed(tx: Transaction, orderId: number, now: Date) {
    // Received by its auto-confirm time before the sweep came (as reads show it): write that first.
    await transition(
      tx,
      OrderAction.AutoConfirm,
      and(eq(orders.id, orderId), lte(orders.autoConfirmAt, now)),
      now,
      { completedAt: sql`${orders.autoConfirmAt}` },
    );
    return transition(tx, OrderAction.Reviewed, eq(orders.id, orderId), now);
  }

  /** Units of an order's line at the price they were sold at (the points effect shares points by it). */
  async function unitPrice(tx: Transaction, orderId: number, skuId: number, count: number): Promise<number> {
    const [line] = await tx
      .select({ priceCents: orderItems.priceCents })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.skuId, skuId)))
      .limit(1);
    return (line?.priceCents ?? 0) * count;
  }

  return { read, returned, completeReviewed, unitPrice };
}
export type AfterSalesOrders = ReturnType<typeof afterSalesOrders>;
