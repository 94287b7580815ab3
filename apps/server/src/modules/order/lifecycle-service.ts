import type {
  AdminOrderDetail,
  AdminOrderListFilters,
  AdminOrderPage,
  OrderDetail,
  OrderListFilters,
  OrderLogistics,
  OrderPage,
  OrderTabCounts,
  ShipOrderRequest,
} from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { runDueJobs } from '../../platform/jobs';
import { orderDetailOf, orderLogisticsOf } from './detail';
import { cancelOrder, expireDueOrders } from './lifecycle';
import { autoConfirmDueOrders, confirmReceipt, markInstalled, shipOrder } from './lifecycle-delivery';
import { dateMatch, keywordMatch, orderPageOf, tabCounts, tabMatch } from './list';
import { orders } from './tables';

/** Without the owner's id on the shopper's view of an order. */
const forShopper = <T extends { userId: string }>({ userId: _owner, ...rest }: T) => rest;

/**
 * The shopper's orders and their status changes, and the staff calls that move orders on. Every shopper
 * query names the shopper, so another shopper's order is simply not found.
 */
export function orderLifecycleService(deps: Deps) {
  const { db, clock, config } = deps;
  const mine = (userId: string, orderNumber: string) =>
    and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber));

  /** Deadlines are honoured on read: the shopper's passed ones are applied before anything is shown. */
  async function honourDeadlines(userId: string): Promise<Date> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      await expireDueOrders(tx, now, { userId });
      await autoConfirmDueOrders(tx, now, { userId });
    });
    return now;
  }

  async function detail(userId: string, orderNumber: string): Promise<OrderDetail> {
    const now = await honourDeadlines(userId);
    return forShopper(await orderDetailOf(db, mine(userId, orderNumber), now));
  }

  return {
    async list(userId: string, query: OrderListFilters): Promise<OrderPage> {
      const now = await honourDeadlines(userId);
      const where = and(
        eq(orders.userId, userId),
        tabMatch(query.tab),
        dateMatch(query.dateFilter, now),
        keywordMatch(query.keyword),
      );
      const page = await orderPageOf(db, where, query);
      return { ...page, records: page.records.map(forShopper) };
    },

    async tabCounts(userId: string): Promise<OrderTabCounts> {
      await honourDeadlines(userId);
      return tabCounts(db, userId);
    },

    detail,

    async logistics(userId: string, orderNumber: string): Promise<OrderLogistics> {
      await honourDeadlines(userId);
      return orderLogisticsOf(db, mine(userId, orderNumber));
    },

    /** Cancels an unpaid order; one already past its window answers 'Order has expired, please place a new order'. */
    async cancel(userId: string, orderNumber: string): Promise<OrderDetail> {
      const now = await honourDeadlines(userId);
      await db.transaction((tx) => cancelOrder(tx, userId, orderNumber, now));
      return detail(userId, orderNumber);
    },

    async confirmReceipt(userId: string, orderNumber: string): Promise<OrderDetail> {
      const now = await honourDeadlines(userId);
      await db.transaction((tx) => confirmReceipt(tx, userId, orderNumber, now));
      return detail(userId, orderNumber);
    },

    /** Staff see every shopper's passed deadlines applied, as the sweeper would. */
    async adminList(query: AdminOrderListFilters): Promise<AdminOrderPage> {
      await runDueJobs(deps);
      const where = and(
        query.status === undefined ? undefined : eq(orders.status, query.status),
        keywordMatch(query.keyword),
      );
      return orderPageOf(db, where, query);
    },

    async adminDetail(orderNumber: string): Promise<AdminOrderDetail> {
      await runDueJobs(deps);
      return orderDetailOf(db, eq(orders.orderNumber, orderNumber), clock.now());
    },

    async ship(orderNumber: string, packages: ShipOrderRequest['packages']): Promise<AdminOrderDetail> {
      const now = clock.now();
      await db.transaction((tx) =>
        shipOrder(tx, { orderNumber, packages, now, autoConfirmDays: config.orderAutoConfirmDays }),
      );
      return orderDetailOf(db, eq(orders.orderNumber, orderNumber), now);
    },

    async install(orderNumber: string): Promise<AdminOrderDetail> {
      const now = clock.now();
      await db.transaction((tx) => markInstalled(tx, orderNumber, now));
      return orderDetailOf(db, eq(orders.orderNumber, orderNumber), now);
    },
  };
}
export type OrderLifecycleService = ReturnType<typeof orderLifecycleService>;
