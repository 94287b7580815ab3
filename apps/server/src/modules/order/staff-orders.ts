import type {
  AdminOrderDetail,
  AdminOrderListFilters,
  AdminOrderPage,
  ShipOrderRequest,
} from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { orderDetailOf } from './order-detail';
import { effectiveStatusSql, keywordMatch, orderPageOf } from './order-list';
import { markInstalled, shipOrder } from './ship-order';
import { orders } from './tables';

/** Staff read every shopper's orders as they stand now and move paid ones on (issue 6). */
export function staffOrders({ db, clock, config }: Deps) {
  const detail = (orderNumber: string): Promise<AdminOrderDetail> =>
    orderDetailOf(db, eq(orders.orderNumber, orderNumber), clock.now());

  return {
    list(query: AdminOrderListFilters): Promise<AdminOrderPage> {
      const now = clock.now();
      const where = and(
        query.status === undefined ? undefined : eq(effectiveStatusSql(now), query.status),
        keywordMatch(query.keyword),
      );
      return orderPageOf(db, where, query, now);
    },

    detail,

    async ship(orderNumber: string, packages: ShipOrderRequest['packages']): Promise<AdminOrderDetail> {
      const now = clock.now();
      await db.transaction((tx) =>
        shipOrder(tx, { orderNumber, packages, now, autoConfirmDays: config.orderAutoConfirmDays }),
      );
      return detail(orderNumber);
    },

    async install(orderNumber: string): Promise<AdminOrderDetail> {
      await db.transaction((tx) => markInstalled(tx, orderNumber, clock.now()));
      return detail(orderNumber);
    },
  };
}
export type StaffOrders = ReturnType<typeof staffOrders>;
