import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { TaxProvider } from '../../platform/tax/provider';
import type { AddressService } from '../address';
import type { CatalogService } from '../catalog';
import type { StationService } from '../station';
import { adminOrderRoutes } from './admin-routes';
import { autoConfirmShippedOrders } from './confirm-receipt';
import { dashboard } from './dashboard';
import { expireLateOrders, expireUnpaidOrders } from './expire-orders';
import { type MyOrders, myOrders } from './my-orders';
import { type OrderEffect, orderEffects, reserveStockEffect } from './order-effects';
import type { CheckoutPromotionsPort } from './order-pricing';
import { orderSummaryService } from './order-summary';
import { markOrdersPaid, payableOrders } from './pay-orders';
import { placeOrderService } from './place-order';
import { placeOrderRoutes } from './place-order-routes';
import { myOrderRoutes } from './routes';
import { type OrderPaymentsRead, type StaffOrders, staffOrders } from './staff-orders';

export type { MyOrders } from './my-orders';
export type { OrderEffect, PlacedOrder, PromotionRecord, ReleasedOrder } from './order-effects';
export type { CheckoutPromotionsPort } from './order-pricing';
export type { OrderPaymentsRead } from './staff-orders';
export { orders } from './tables';

/** What paying needs of orders, inside the payment's own transaction. */
export type OrderPayments = {
  payable: typeof payableOrders;
  markPaid: typeof markOrdersPaid;
  /** Orders whose money came after their window: closed now if no sweep got there first. */
  expireLate(tx: Transaction, userId: string, orderNumbers: string[], now: Date): Promise<number>;
};

export type OrderModule = { mine: MyOrders; staff: StaffOrders; payments: OrderPayments };

/**
 * Orders from the summary to completion (issues 5, 6). Placing runs the order effects, stock first and
 * then `ports.effects` (later capabilities: coupons, points, flash stock, group seats); every path that
 * gives an order back releases them all.
 */
export function createOrderModule(
  deps: Deps,
  ports: {
    catalog: CatalogService;
    addresses: AddressService;
    stations: StationService;
    /** The sales tax rate at an order's destination. */
    tax: TaxProvider;
    /** The payments module's attempts to pay an order, for the console's order detail. */
    paymentsOf: OrderPaymentsRead;
    /** Running activities and the shopper's coupons, read for every summary and submit (issue 14). */
    promotions: CheckoutPromotionsPort;
    effects?: readonly OrderEffect[];
  },
): ShopModule<OrderModule> {
  const effects = orderEffects([reserveStockEffect, ...(ports.effects ?? [])]);
  const summary = orderSummaryService(deps, ports);
  const placing = placeOrderService(deps, summary, effects);
  const mine = myOrders(deps, effects);
  const staff = staffOrders(deps, effects, ports.paymentsOf);
  return {
    service: {
      mine,
      staff,
      payments: {
        payable: payableOrders,
        markPaid: markOrdersPaid,
        expireLate: (tx, userId, orderNumbers, now) =>
          expireLateOrders(tx, effects, userId, orderNumbers, now),
      },
    },
    routes: async (api) => {
      await api.register(myOrderRoutes, { orders: mine });
      await api.register(adminOrderRoutes, { orders: staff, dashboard: dashboard(deps) });
      await api.register(placeOrderRoutes, { summary, placing });
    },
    jobs: [expireUnpaidOrders(deps, effects), autoConfirmShippedOrders(deps)],
  };
}
