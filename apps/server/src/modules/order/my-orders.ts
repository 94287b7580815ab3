import type { OrderDetail, OrderListFilters, OrderLogistics, OrderPage, OrderTabCounts } from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { cancelOrder } from './cancel-order';
import { confirmReceipt } from './confirm-receipt';
import { orderDetailOf, orderLogisticsOf } from './order-detail';
import type { OrderEffects } from './order-effects';
import { type CardReads, dateMatch, keywordMatch, orderPageOf, tabCounts, tabMatch } from './order-list';
import { orders } from './tables';

/** Without the owner's id on the shopper's view of an order. */
const forShopper = <T extends { userId: string }>({ userId: _owner, ...rest }: T) => rest;

/**
 * The shopper's orders and the changes they make to them. Every query names the shopper, so another
 * shopper's order is simply not found. Reads show deadlines as passed without writing: the sweeps write.
 */
export function myOrders({ db, clock }: Deps, effects: OrderEffects, reads: CardReads) {
  const mine = (userId: string, orderNumber: string) =>
    and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber));

  async function detail(userId: string, orderNumber: string): Promise<OrderDetail> {
    return forShopper(await orderDetailOf(reads, mine(userId, orderNumber), clock.now()));
  }

  return {
    async list(userId: string, query: OrderListFilters): Promise<OrderPage> {
      const now = clock.now();
      const where = and(
        eq(orders.userId, userId),
        tabMatch(query.tab, now, reads.refunds),
        dateMatch(query.dateFilter, now),
        keywordMatch(query.keyword),
      );
      const page = await orderPageOf(reads, where, query, now);
      return { ...page, records: page.records.map(forShopper) };
    },

    tabCounts: (userId: string): Promise<OrderTabCounts> => tabCounts(reads, userId, clock.now()),

    detail,

    logistics: (userId: string, orderNumber: string): Promise<OrderLogistics> =>
      orderLogisticsOf(db, mine(userId, orderNumber), clock.now()),

    /** Cancels an unpaid order; one already past its window answers 'Order has expired, please place a new order'. */
    async cancel(userId: string, orderNumber: string): Promise<OrderDetail> {
      await db.transaction((tx) => cancelOrder(tx, effects, { userId, orderNumber, now: clock.now() }));
      return detail(userId, orderNumber);
    },

    async confirmReceipt(userId: string, orderNumber: string): Promise<OrderDetail> {
      await db.transaction((tx) => confirmReceipt(tx, userId, orderNumber, clock.now()));
      return detail(userId, orderNumber);
    },
  };
}
export type MyOrders = ReturnType<typeof myOrders>;
