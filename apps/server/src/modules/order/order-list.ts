import {
  type AppointmentChoice,
  CancelReason,
  effectiveOrderStatus,
  GroupState,
  groupOrderState,
  type InvoiceStatus,
  isExpiredOrder,
  laDayStartBefore,
  ORDER_DEADLINES,
  ORDER_LIST_TABS,
  ORDER_STATUS_LABELS,
  type OrderCard,
  OrderDateFilter,
  type OrderGroup,
  type OrderItem,
  type OrderListTab,
  type OrderStatus,
  type OrderTabCounts,
  OrderType,
  orderButtons,
  orderRefundLabel,
  orderTabCounts,
  type RefundStatus,
  statusAfter,
  statusesAllowing,
  tabStatuses,
} from '@tread/domain';
import { asc, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { likeLiteral } from '../../platform/like';
import { orderItems, orders } from './tables';

/** The order list of the personal center and of staff: filters, paging and the cards (SPEC §2 order-list). */

export const cardColumns = {
  id: orders.id,
  userId: orders.userId,
  orderNumber: orders.orderNumber,
  status: orders.status,
  deliveryType: orders.deliveryType,
  createdAt: orders.createdAt,
  payBefore: orders.payBefore,
  autoConfirmAt: orders.autoConfirmAt,
  totalCents: orders.totalCents,
  cancelReason: orders.cancelReason,
  orderType: orders.orderType,
};
export type CardRow = Pick<typeof orders.$inferSelect, keyof typeof cardColumns>;

/** The start of an order number, or any part of a product name in the order. */
export function keywordMatch(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const escaped = likeLiteral(keyword);
  return or(
    like(orders.orderNumber, `${escaped}%`),
    sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.prodName} ilike ${`%${escaped}%`})`,
  );
}

/** Last seven days (today and the six before), last three months, or older, in Los Angeles days. */
export function dateMatch(filter: OrderDateFilter | undefined, now: Date): SQL | undefined {
  switch (filter) {
    case OrderDateFilter.LastSevenDays:
      return gte(orders.createdAt, laDayStartBefore(now, { days: 6 }));
    case OrderDateFilter.LastThreeMonths:
      return gte(orders.createdAt, laDayStartBefore(now, { months: 3 }));
    case OrderDateFilter.OlderThanThreeMonths:
      return lt(orders.createdAt, laDayStartBefore(now, { months: 3 }));
    default:
      return undefined;
  }
}

const DEADLINE_COLUMNS = { payBefore: orders.payBefore, autoConfirmAt: orders.autoConfirmAt };

/** effectiveOrderStatus (packages/domain) in SQL, from the same table of deadlines, so lists filter as cards show. */
export const effectiveStatusSql = (now: Date): SQL<OrderStatus> =>
  sql<OrderStatus>`(case ${sql.join(
    ORDER_DEADLINES.map(
      ({ action, deadline }) =>
        sql`when ${inArray(orders.status, [...statusesAllowing(action)])} and ${DEADLINE_COLUMNS[deadline]} <= ${now.toISOString()}::timestamptz then ${statusAfter(action)}`,
    ),
    sql` `,
  )} else ${orders.status} end)`;

/** The orders of a tab as they stand now; the return tab lists the orders with refund requests. */
export function tabMatch(tab: OrderListTab, now: Date, refunds: OrderRefundsRead): SQL | undefined {
  const statuses = tabStatuses(tab);
  if (statuses === null) return undefined;
  return statuses.length === 0 ? refunds.exist(orders.id) : inArray(effectiveStatusSql(now), [...statuses]);
}

/** The status a card shows now, and why it closed when its window passed before the sweep came. */
function shownState(row: CardRow, now: Date) {
  const status = effectiveOrderStatus(row, now);
  return {
    status,
    cancelReason: isExpiredOrder(row, now) ? CancelReason.Expired : row.cancelReason,
  };
}

/** The group-buy module's read of the groups of group orders, by order id (wired in app.ts). */
export type OrderGroupsRead = (orderIds: number[], now: Date) => Promise<Map<number, OrderGroup>>;

/** The invoice module's read of the invoices asked for on orders, by order number (wired in app.ts). */
export type OrderInvoicesRead = (orderNumbers: string[]) => Promise<Map<string, InvoiceStatus>>;

/** The refund module's read of orders' refund requests, by order id, oldest first (issue 16). */
export type OrderRefundsRead = {
  of(orderIds: number[]): Promise<Map<number, OrderItemRefund[]>>;
  /** SQL: the order has a refund request (the return tab). */
  exist(orderId: AnyPgColumn): SQL;
  /** SQL: the order has a request still open. */
  open(orderId: AnyPgColumn): SQL;
  /** SQL: the cents refunded on the order so far. */
  refunded(orderId: AnyPgColumn): SQL<number>;
};
/** A refund request as orders read it. */
export type OrderItemRefund = {
  itemId: number;
  refundNumber: string;
  status: RefundStatus;
  quantity: number;
  amountCents: number;
};

/** The review module's read of which items of these orders are reviewed (issue 16). */
export type OrderReviewsRead = (orderIds: number[]) => Promise<Set<number>>;

/** The appointment module's read of an order's booked installation time (issue 19). */
export type OrderAppointmentRead = (orderId: number) => Promise<AppointmentChoice | null>;

/** What a card is read from: the orders' tables and the other modules' reads about orders. */
export type CardReads = {
  db: Database;
  groupsOf: OrderGroupsRead;
  invoicesOf: OrderInvoicesRead;
  refunds: OrderRefundsRead;
  reviewedOf: OrderReviewsRead;
  appointmentOf: OrderAppointmentRead;
};

/** The cards of these orders, items included, in the order given. */
export async function orderCards(
  { db, groupsOf, refunds }: CardReads,
  rows: CardRow[],
  now: Date,
): Promise<(OrderCard & { userId: string })[]> {
  const ids = rows.map((row) => row.id);
  const grouped = rows.filter((row) => row.orderType === OrderType.Group).map((row) => row.id);
  const [itemsByOrder, groups, refundsByOrder] = await Promise.all([
    itemsOf(db, ids),
    grouped.length > 0 ? groupsOf(grouped, now) : new Map<number, OrderGroup>(),
    refunds.of(ids),
  ]);
  return rows.map((row) => {
    const items = itemsByOrder.get(row.id) ?? [];
    const group = groups.get(row.id) ?? null;
    const groupEnded =
      group !== null && (group.state === GroupState.Failed || group.state === GroupState.Closed);
    const { status, cancelReason } = groupOrderState(shownState(row, now), groupEnded);
    const itemCount = items.reduce((sum, item) => sum + item.count, 0);
    const requests = refundsByOrder.get(row.id) ?? [];
    return {
      userId: row.userId,
      orderNumber: row.orderNumber,
      status,
      statusLabel: ORDER_STATUS_LABELS[status],
      deliveryType: row.deliveryType,
      createdAt: row.createdAt.toISOString(),
      payBefore: row.payBefore.toISOString(),
      total: row.totalCents,
      itemCount,
      items,
      buttons: [...orderButtons(status)],
      cancelReason,
      orderType: row.orderType,
      group,
      refundLabel: orderRefundLabel(requests, itemCount),
    };
  });
}

async function itemsOf(db: Database, orderIds: number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const items = byOrder.get(row.orderId) ?? [];
    items.push({
      itemId: row.id,
      skuId: row.skuId,
      prodId: row.prodId,
      prodName: row.prodName,
      brandName: row.brandName,
      image: row.image,
      displaySize: row.displaySize,
      partyCode: row.partyCode,
      price: row.priceCents,
      count: row.count,
    });
    byOrder.set(row.orderId, items);
  }
  return byOrder;
}

/** One page of the orders `where` picks, newest first. */
export async function orderPageOf(
  reads: CardReads,
  where: SQL | undefined,
  page: { current: number; size: number },
  now: Date,
) {
  const { db } = reads;
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const total = counted?.n ?? 0;
  const rows = await db
    .select(cardColumns)
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.size)
    .offset((page.current - 1) * page.size);
  return {
    records: await orderCards(reads, rows, now),
    total,
    current: page.current,
    size: page.size,
    pages: Math.ceil(total / page.size),
    hasMore: page.current * page.size < total,
  };
}

/** Orders per tab of the shopper's personal center, in one query. */
export async function tabCounts(
  { db, refunds }: CardReads,
  userId: string,
  now: Date,
): Promise<OrderTabCounts> {
  const status = effectiveStatusSql(now);
  const rows = await db
    .select({
      status,
      n: count(),
      returns: sql<number>`count(*) filter (where ${refunds.exist(orders.id)})`.mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    // By position: the status expression carries parameters, which GROUP BY would not match by text.
    .groupBy(sql`1`);
  return orderTabCounts.parse(
    Object.fromEntries(
      ORDER_LIST_TABS.map((tab) => {
        const statuses = tabStatuses(tab.key);
        if (statuses?.length === 0) return [tab.key, rows.reduce((sum, row) => sum + row.returns, 0)];
        const inTab = rows.filter((row) => statuses === null || statuses.includes(row.status));
        return [tab.key, inTab.reduce((sum, row) => sum + row.n, 0)];
      }),
    ),
  );
}
