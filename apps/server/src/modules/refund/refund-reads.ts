import {
  type AdminRefundDetail,
  type AdminRefundPage,
  effectiveRefundStatus,
  OPEN_REFUND_STATUSES,
  type OrderItem,
  type RefundDetail,
  type RefundPage,
  RefundStatus,
} from '@tread/domain';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { users } from '../account';
import { type OrderItemRefund, orderItems } from '../order';
import type { RefundMoneyPort } from './handle-refund';
import type { RefundRow } from './refund-moves';
import { refundCardOf, refundDetailOf } from './refund-views';
import { refundRequests } from './tables';

const itemOf = (row: typeof orderItems.$inferSelect): OrderItem => ({
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

const pageOf = <T>(records: T[], total: number, page: { current: number; size: number }) => ({
  records,
  total,
  current: page.current,
  size: page.size,
  pages: Math.ceil(total / page.size),
  hasMore: page.current * page.size < total,
});

/** Reading requests: the shopper's after-sales list and detail, the console's, and the order cards' labels. */
export function refundReads({ db, clock, config }: Deps, money: Pick<RefundMoneyPort, 'standingOf'>) {
  const rows = (where: SQL | undefined) =>
    db
      .select({ request: refundRequests, item: orderItems, customerEmail: users.email })
      .from(refundRequests)
      .innerJoin(orderItems, eq(orderItems.id, refundRequests.itemId))
      .innerJoin(users, eq(users.id, refundRequests.userId))
      .where(where);

  async function page(where: SQL | undefined, paging: { current: number; size: number }) {
    const [counted] = await db.select({ n: count() }).from(refundRequests).where(where);
    const found = await rows(where)
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
      .limit(paging.size)
      .offset((paging.current - 1) * paging.size);
    return { found, total: counted?.n ?? 0 };
  }

  async function detailOf(row: RefundRow, item: typeof orderItems.$inferSelect): Promise<RefundDetail> {
    const standing = await money.standingOf(row.paymentRefundNumber ? [row.paymentRefundNumber] : []);
    const moneyStanding = row.paymentRefundNumber ? standing.get(row.paymentRefundNumber) : undefined;
    return refundDetailOf(
      row,
      itemOf(item),
      { money: moneyStanding, returnAddress: config.refunds.returnAddress },
      clock.now(),
    );
  }

  async function one(where: SQL | undefined) {
    const [found] = await rows(where);
    if (!found) throw refuse('REFUND_NOT_FOUND');
    return found;
  }

  return {
    async mine(userId: string, paging: { current: number; size: number }): Promise<RefundPage> {
      const now = clock.now();
      const { found, total } = await page(eq(refundRequests.userId, userId), paging);
      return pageOf(
        found.map(({ request, item }) => refundCardOf(request, itemOf(item), now)),
        total,
        paging,
      );
    },

    async myDetail(userId: string, refundNumber: string): Promise<RefundDetail> {
      const { request, item } = await one(
        and(eq(refundRequests.userId, userId), eq(refundRequests.refundNumber, refundNumber)),
      );
      return detailOf(request, item);
    },

    async staffPage(
      status: RefundStatus | undefined,
      paging: { current: number; size: number },
    ): Promise<AdminRefundPage> {
      const now = clock.now();
      const { found, total } = await page(
        status === undefined ? undefined : eq(refundRequests.status, status),
        paging,
      );
      return pageOf(
        found.map(({ request, item, customerEmail }) => {
          const card = refundCardOf(request, itemOf(item), now);
          return {
            ...card,
            customerEmail,
            respondBy: card.status === 1 ? request.respondBy.toISOString() : null,
            returnBy: card.status === 3 ? (request.returnBy?.toISOString() ?? null) : null,
          };
        }),
        total,
        paging,
      );
    },

    async staffDetail(refundNumber: string): Promise<AdminRefundDetail> {
      const { request, item, customerEmail } = await one(eq(refundRequests.refundNumber, refundNumber));
      return { ...(await detailOf(request, item)), customerEmail };
    },

    /** Every request of these orders, oldest first, with its deadlines applied. */
    async ofOrders(orderIds: number[]): Promise<Map<number, OrderItemRefund[]>> {
      const byOrder = new Map<number, OrderItemRefund[]>();
      if (orderIds.length === 0) return byOrder;
      const now = clock.now();
      const found = await db
        .select()
        .from(refundRequests)
        .where(inArray(refundRequests.orderId, orderIds))
        .orderBy(refundRequests.id);
      for (const row of found) {
        const list = byOrder.get(row.orderId) ?? [];
        list.push({
          itemId: row.itemId,
          refundNumber: row.refundNumber,
          status: effectiveRefundStatus(row, now),
          quantity: row.quantity,
          amountCents: row.amountCents,
        });
        byOrder.set(row.orderId, list);
      }
      return byOrder;
    },

    /** The order list's return tab: orders with a refund request. */
    hasRequests: (orderId: AnyPgColumn): SQL =>
      sql`exists (select 1 from ${refundRequests} where ${refundRequests.orderId} = ${orderId})`,

    /** SQL: the cents refunded on the order so far. */
    refundedCents: (orderId: AnyPgColumn): SQL<number> =>
      sql<number>`(select coalesce(sum(${refundRequests.amountCents}), 0) from ${refundRequests} where ${refundRequests.orderId} = ${orderId} and ${refundRequests.status} = ${RefundStatus.Refunded})`.mapWith(
        Number,
      ),

    /** SQL: the order has a request still open (its money is not settled yet). */
    hasOpenRequests: (orderId: AnyPgColumn): SQL =>
      sql`exists (select 1 from ${refundRequests} where ${refundRequests.orderId} = ${orderId} and ${inArray(refundRequests.status, [...OPEN_REFUND_STATUSES])})`,
  };
}
export type RefundReads = ReturnType<typeof refundReads>;
