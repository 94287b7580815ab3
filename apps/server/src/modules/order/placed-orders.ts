import { randomInt } from 'node:crypto';
import {
  CheckoutDelivery,
  InstallStatus,
  ORDER_NUMBER_RANDOM_DIGITS,
  OrderStatus,
  orderNumber,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { PlacedOrder } from './order-effects';
import type { PlannedOrder } from './order-summary';
import { orderItems, orderSubmits, orders } from './tables';

/** Rows of placed orders: the order numbers, the orders with their lines, and the submit that placed them. */

const RANDOM_BOUND = 10 ** ORDER_NUMBER_RANDOM_DIGITS;
/** Ten random digits a day collide about once in ten billion; a few tries make a clash a non-event. */
const ORDER_NUMBER_TRIES = 5;

const newOrderNumber = (now: Date): string =>
  orderNumber(now, String(randomInt(RANDOM_BOUND)).padStart(ORDER_NUMBER_RANDOM_DIGITS, '0'));

/** The answer a submit id already placed, or null when it placed nothing yet. */
export async function earlierSubmit(
  reader: Database | Transaction,
  userId: string,
  submitId: string,
): Promise<SubmitOrderAnswer | null> {
  const [submit] = await reader
    .select({ orderNumbers: orderSubmits.orderNumbers })
    .from(orderSubmits)
    .where(and(eq(orderSubmits.userId, userId), eq(orderSubmits.submitId, submitId)));
  if (!submit) return null;
  const placed = await reader
    .select({ total: orders.totalCents, payBefore: orders.payBefore })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.orderNumber, submit.orderNumbers)));
  const [first] = placed;
  if (!first) return null;
  return {
    orderNumbers: submit.orderNumbers,
    total: placed.reduce((total, order) => total + order.total, 0),
    payBefore: first.payBefore.toISOString(),
  };
}

/**
 * Claims the submit id; false when another submit holds it. On PostgreSQL the insert waits for a submit
 * in flight with the same id, so false means that one committed and its orders can be answered.
 */
export async function claimSubmit(
  tx: Transaction,
  userId: string,
  submitId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await tx
    .insert(orderSubmits)
    .values({ userId, submitId, orderNumbers: [], createdAt: now })
    .onConflictDoNothing()
    .returning({ submitId: orderSubmits.submitId });
  return claimed.length > 0;
}

export async function recordSubmit(
  tx: Transaction,
  userId: string,
  submitId: string,
  orderNumbers: string[],
): Promise<void> {
  await tx
    .update(orderSubmits)
    .set({ orderNumbers })
    .where(and(eq(orderSubmits.userId, userId), eq(orderSubmits.submitId, submitId)));
}

type NewOrder = typeof orders.$inferInsert;

/** Inserts the order under a fresh number, drawing again if the number is taken. */
async function insertNumbered(tx: Transaction, order: Omit<NewOrder, 'orderNumber'>, now: Date) {
  for (let attempt = 0; attempt < ORDER_NUMBER_TRIES; attempt++) {
    const number = newOrderNumber(now);
    const [inserted] = await tx
      .insert(orders)
      .values({ ...order, orderNumber: number })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id });
    if (inserted) return { id: inserted.id, orderNumber: number };
  }
  throw new Error(`No free order number after ${ORDER_NUMBER_TRIES} tries`);
}

export type OrderContext = { userId: string; submitId: string; remark: string; now: Date; payBefore: Date };

/** One unpaid order with its lines as sold: names, sizes and prices copied so catalog edits leave it alone. */
export async function insertOrder(
  tx: Transaction,
  planned: PlannedOrder,
  context: OrderContext,
): Promise<PlacedOrder> {
  const { delivery, amounts } = planned;
  const choice = delivery.choice;
  if (!choice || !delivery.destination) throw new Error('An order is placed only with its delivery chosen');
  const { id, orderNumber: number } = await insertNumbered(
    tx,
    {
      userId: context.userId,
      status: OrderStatus.Unpaid,
      deliveryType: choice.deliveryType,
      stationId: delivery.station?.stationId ?? null,
      addressId: delivery.addressId,
      destination: delivery.destination,
      services: delivery.services,
      amounts,
      totalCents: amounts.total,
      remark: context.remark,
      submitId: context.submitId,
      installStatus: choice.deliveryType === CheckoutDelivery.Installer ? InstallStatus.NotInstalled : null,
      createdAt: context.now,
      payBefore: context.payBefore,
      updatedAt: context.now,
    },
    context.now,
  );
  await tx.insert(orderItems).values(
    planned.lines.map((line) => ({
      orderId: id,
      skuId: line.skuId,
      prodId: line.prodId,
      bizType: line.bizType,
      prodName: line.prodName,
      brandName: line.brandName,
      displaySize: line.displaySize,
      partyCode: line.partyCode,
      image: line.image,
      tier: line.tireTier,
      priceCents: line.priceSettle,
      count: line.count,
    })),
  );
  return { id, orderNumber: number, lines: planned.lines, amounts };
}
