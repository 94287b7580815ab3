import { randomInt } from 'node:crypto';
import {
  CheckoutDelivery,
  type CheckoutSpecial,
  InstallStatus,
  ORDER_NUMBER_RANDOM_DIGITS,
  OrderStatus,
  type OrderType,
  orderNumber,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { violatesConstraint } from '../../db/errors';
import { buyerMayPurchase } from '../account';
import type { PlacedOrder } from './order-effects';
import type { PlannedOrder } from './order-summary';
import { orderItems, orderSubmits, orders } from './tables';

/** Rows of placed orders: the order numbers, the orders with their lines, and the submit that placed them. */

const RANDOM_BOUND = 10 ** ORDER_NUMBER_RANDOM_DIGITS;
/** Ten random digits a day collide about once in ten billion; a few tries make a clash a non-event. */
export const ORDER_NUMBER_TRIES = 5;

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

export type OrderContext = {
  userId: string;
  submitId: string;
  remark: string;
  now: Date;
  payBefore: Date;
  orderType: OrderType;
  /** The flash sale or group buy the orders are for, which their effects take a unit or a seat of. */
  special: CheckoutSpecial | null;
};

function orderRow(order: NumberedOrder, context: OrderContext): NewOrder {
  const { delivery, amounts } = order;
  const choice = delivery.choice;
  if (!choice || !delivery.destination) throw new Error('An order is placed only with its delivery chosen');
  return {
    orderNumber: order.orderNumber,
    userId: context.userId,
    status: OrderStatus.Unpaid,
    orderType: context.orderType,
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

const appointmentOf = ({ choice, station }: NumberedOrder['delivery']): PlacedOrder['appointment'] =>
  choice?.appointment && station ? { ...choice.appointment, stationId: station.stationId } : null;

/**
 * The unpaid orders of a submit with their lines as sold (names, sizes and prices copied so catalog edits
 * leave them alone), in one statement. A drawn number another order already has fails it (see
 * `isOrderNumberTaken`).
 */
export async function insertOrders(
  tx: Transaction,
  numbered: NumberedOrder[],
  context: OrderContext,
): Promise<PlacedOrder[]> {
  const inserted = tx.$with('inserted').as(
    tx
      .insert(orders)
      .values(numbered.map((order) => orderRow(order, context)))
      .returning({ id: orders.id, orderNumber: orders.orderNumber }),
  );
  // A line names its order by number: the order's id exists only inside this statement.
  const idOf = (orderNumber: string) =>
    sql<number>`(select ${inserted.id} from ${inserted} where ${inserted.orderNumber} = ${orderNumber})`;
  const lines = numbered.flatMap((order) =>
    order.lines.map((line, i) => ({
      orderId: idOf(order.orderNumber),
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
      discountCents: order.priced.lineDiscounts[i] ?? 0,
    })),
  );
  const withLines = tx.$with('with_lines').as(tx.insert(orderItems).values(lines));
  const rows = await tx
    .with(inserted, withLines)
    .select({ id: inserted.id, orderNumber: inserted.orderNumber })
    .from(inserted)
    // Named by its shape (numbers of orders and of lines): parsed and planned once per connection.
    .prepare(`insert_orders_${numbered.length}_${lines.length}`)
    .execute();
  const ids = new Map(rows.map((row) => [row.orderNumber, row.id]));
  return numbered.flatMap(({ orderNumber: number, lines: placedLines, amounts, priced, delivery }) => {
    const id = ids.get(number);
    return id === undefined
      ? []
      : [
          {
            id,
            orderNumber: number,
            lines: placedLines,
            amounts,
            promotions: priced.placed,
            special: context.special,
            appointment: appointmentOf(delivery),
          },
        ];
  });
}

const ORDER_NUMBER_UNIQUE = 'orders_order_number_unique';

/** Whether placing failed only on a drawn order number another order has: drawn again, it can be tried again. */
export const isOrderNumberTaken = (error: unknown): boolean => violatesConstraint(error, ORDER_NUMBER_UNIQUE);
