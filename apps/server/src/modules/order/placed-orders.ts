import { randomInt } from 'node:crypto';
import {
  CheckoutDelivery,
  InstallStatus,
  ORDER_NUMBER_RANDOM_DIGITS,
  OrderStatus,
  orderNumber,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { buyerMayPurchase } from '../account';
import type { PlacedOrder } from './order-effects';
import type { PlannedOrder } from './order-summary';
import { orderItems, orderSubmits, orders } from './tables';

/** Rows of placed orders: the order numbers, the orders with their lines, and the submit that placed them. */

const RANDOM_BOUND = 10 ** ORDER_NUMBER_RANDOM_DIGITS;
/** Ten random digits a day collide about once in ten billion; a few tries make a clash a non-event. */
const ORDER_NUMBER_TRIES = 5;

export const newOrderNumber = (now: Date): string =>
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
 * What claiming a submit id found: it is ours now, another submit placed it, the shopper has another one in
 * flight, or the shopper's account is disabled.
 */
export type SubmitClaim = 'claimed' | 'placed' | 'busy' | 'disabled';

/**
 * Claims the submit id for the orders about to be numbered `orderNumbers`, then the shopper's one submit at
 * a time and the account's share lock, in one statement. On PostgreSQL the insert waits for a submit in
 * flight with the same id, so 'placed' means that one committed and its orders can be answered; the locks
 * are taken only once claimed.
 */
export async function claimSubmit(
  tx: Transaction,
  claim: { userId: string; submitId: string; orderNumbers: string[]; now: Date },
): Promise<SubmitClaim> {
  const claimed = tx.$with('claimed').as(
    tx
      .insert(orderSubmits)
      .values({
        userId: claim.userId,
        submitId: claim.submitId,
        orderNumbers: claim.orderNumbers,
        createdAt: claim.now,
      })
      .onConflictDoNothing()
      .returning({ userId: orderSubmits.userId }),
  );
  const [row] = await tx
    .with(claimed)
    .select({
      locked: sql<boolean>`pg_try_advisory_xact_lock(hashtextextended(${`order-submit:${claim.userId}`}, 0))`,
      mayPurchase: buyerMayPurchase(claim.userId),
    })
    .from(claimed)
    // Named: PostgreSQL parses and plans it once per connection, not once per order.
    .prepare('claim_submit')
    .execute();
  if (!row) return 'placed';
  if (!row.locked) return 'busy';
  return row.mayPurchase ? 'claimed' : 'disabled';
}

type NewOrder = typeof orders.$inferInsert;

/** A planned order under the number drawn for it before the transaction (and claimed with the submit id). */
export type NumberedOrder = PlannedOrder & { orderNumber: string };

export type OrderContext = { userId: string; submitId: string; remark: string; now: Date; payBefore: Date };

function orderRow(order: NumberedOrder, context: OrderContext): NewOrder {
  const { delivery, amounts } = order;
  const choice = delivery.choice;
  if (!choice || !delivery.destination) throw new Error('An order is placed only with its delivery chosen');
  return {
    orderNumber: order.orderNumber,
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
  };
}

/** Inserts the orders in one statement, drawing a new number for any that another order already has. */
async function insertNumbered(
  tx: Transaction,
  entries: { order: NumberedOrder; row: NewOrder }[],
  now: Date,
): Promise<(NumberedOrder & { id: number })[]> {
  const placed = new Map<NumberedOrder, NumberedOrder & { id: number }>();
  let pending = entries;
  for (let attempt = 0; attempt < ORDER_NUMBER_TRIES && pending.length > 0; attempt++) {
    const inserted = await tx
      .insert(orders)
      .values(pending.map(({ row }) => row))
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning({ id: orders.id, orderNumber: orders.orderNumber })
      // Named by its shape (one text per number of orders): parsed and planned once per connection.
      .prepare(`insert_orders_${pending.length}`)
      .execute();
    const ids = new Map(inserted.map((row) => [row.orderNumber, row.id]));
    for (const { order, row } of pending) {
      const id = ids.get(row.orderNumber);
      if (id !== undefined) {
        placed.set(order, { ...order, orderNumber: row.orderNumber, id });
      }
    }
    pending = pending
      .filter(({ order }) => !placed.has(order))
      .map(({ order, row }) => ({ order, row: { ...row, orderNumber: newOrderNumber(now) } }));
  }
  if (pending.length > 0) throw new Error(`No free order number after ${ORDER_NUMBER_TRIES} tries`);
  return entries.flatMap(({ order }) => placed.get(order) ?? []);
}

/**
 * The unpaid orders of a submit with their lines as sold (names, sizes and prices copied so catalog edits
 * leave them alone): the orders in one statement, all their lines in another.
 */
export async function insertOrders(
  tx: Transaction,
  numbered: NumberedOrder[],
  context: OrderContext,
): Promise<PlacedOrder[]> {
  const placed = await insertNumbered(
    tx,
    numbered.map((order) => ({ order, row: orderRow(order, context) })),
    context.now,
  );
  const claimed = new Set(numbered.map((order) => order.orderNumber));
  if (placed.some((order) => !claimed.has(order.orderNumber))) {
    // A drawn number was taken: the claim names the orders as they were placed.
    await tx
      .update(orderSubmits)
      .set({ orderNumbers: placed.map((order) => order.orderNumber) })
      .where(and(eq(orderSubmits.userId, context.userId), eq(orderSubmits.submitId, context.submitId)));
  }
  const items = placed.flatMap(({ id, lines }) =>
    lines.map((line) => ({
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
  await tx.insert(orderItems).values(items).prepare(`insert_order_lines_${items.length}`).execute();
  return placed.map(({ id, orderNumber: number, lines, amounts }) => ({
    id,
    orderNumber: number,
    lines,
    amounts,
  }));
}
