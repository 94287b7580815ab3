import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { TaxProvider } from '../../platform/tax/provider';
import type { AddressService } from '../address';
import type { CatalogService } from '../catalog';
import type { StationService } from '../station';
import { adminOrderRoutes } from './admin-routes';
import { type AfterSalesOrders, afterSalesOrders } from './after-sales-orders';
import { autoConfirmShippedOrders } from './confirm-receipt';
import { dashboard } from './dashboard';
import { expireLateOrders, expireUnpaidOrders } from './expire-orders';
import { type GroupOrders, groupOrders } from './group-orders';
import { type MyOrders, myOrders } from './my-orders';
import { type OrderEffect, orderEffects, reserveStockEffect } from './order-effects';
import type {
  OrderAppointmentRead,
  OrderGroupsRead,
  OrderInvoicesRead,
  OrderRefundsRead,
  OrderReviewsRead,
} from './order-list';
import type { CheckoutPromotionsPort } from './order-pricing';
import { type OrderRewards, orderRewards } from './order-rewards';
import type { SpecialsPort } from './order-specials';
import { type CheckoutPointsPort, orderSummaryService } from './order-summary';
import { type MarkPaidInput, markOrdersPaid, payableOrders } from './pay-orders';
import { placeOrderService } from './place-order';
import { placeOrderRoutes } from './place-order-routes';
import { myOrderRoutes } from './routes';
import { type OrderNotify, type OrderPaymentsRead, type StaffOrders, staffOrders } from './staff-orders';

export type { AfterSalesOrder, AfterSalesOrders } from './after-sales-orders';
export type { FailedGroupOrder, GroupOrders } from './group-orders';
export type { MyOrders } from './my-orders';
export type { OrderEffect, PaidOrder, PlacedOrder, PromotionRecord, ReleasedOrder } from './order-effects';
export type {
  OrderAppointmentRead,
  OrderGroupsRead,
  OrderInvoicesRead,
  OrderItemRefund,
  OrderRefundsRead,
  OrderReviewsRead,
} from './order-list';
export type { CheckoutPromotionsPort } from './order-pricing';
export type { OrderRewards, RewardableOrder } from './order-rewards';
export type { SpecialHold, SpecialOffer, SpecialPort, SpecialsPort } from './order-specials';
export type { CheckoutPointsPort } from './order-summary';
export { newOrderNumber } from './placed-orders';
export type { OrderPaymentsRead } from './staff-orders';
export { orderItems, orders } from './tables';

/** What paying needs of orders, inside the payment's own transaction. */
export type OrderPayments = {
  payable: typeof payableOrders;
  markPaid(tx: Transaction, input: MarkPaidInput): Promise<void>;
  /** Orders whose money came after their window: closed now if no sweep got there first. */
  expireLate(tx: Transaction, userId: string, orderNumbers: string[], now: Date): Promise<number>;
};

export type OrderModule = {
  mine: MyOrders;
  staff: StaffOrders;
  payments: OrderPayments;
  /** Group buys move their members' orders on together or close them (issue 15). */
  groups: GroupOrders;
  /** Refunds and reviews read orders and take units back (issue 16). */
  afterSales: AfterSalesOrders;
  /** Points earned on orders past their return window (issue 17). */
  rewards: OrderRewards;
};

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
    /** Flash sales and group buys at checkout (issue 15). */
    specials: SpecialsPort;
    /** The shopper's points and their worth, for paying with them at checkout (issue 17). */
    points: CheckoutPointsPort;
    /** The groups of group-buy orders, for their cards. */
    groupsOf: OrderGroupsRead;
    /** The invoices asked for on orders, for their invoice buttons (issue 16). */
    invoicesOf: OrderInvoicesRead;
    /** Refund requests, for the labels, the items' refund state and the return tab (issue 16). */
    refunds: OrderRefundsRead;
    /** The reviewed items, for the order detail (issue 16). */
    reviewedOf: OrderReviewsRead;
    /** The booked installation time, for the order detail (issue 19). */
    appointmentOf: OrderAppointmentRead;
    /** The message center: the shopper hears their order shipped (issue 18). */
    notify: OrderNotify;
    effects?: readonly OrderEffect[];
  },
): ShopModule<OrderModule> {
  const effects = orderEffects([reserveStockEffect, ...(ports.effects ?? [])]);
  const summary = orderSummaryService(deps, ports);
  const placing = placeOrderService(deps, summary, effects, ports.specials);
  const reads = {
    db: deps.db,
    groupsOf: ports.groupsOf,
    invoicesOf: ports.invoicesOf,
    refunds: ports.refunds,
    reviewedOf: ports.reviewedOf,
    appointmentOf: ports.appointmentOf,
  };
  const mine = myOrders(deps, effects, reads);
  const staff = staffOrders(deps, effects, ports.paymentsOf, reads, ports.notify);
  return {
    service: {
      mine,
      staff,
      groups: groupOrders(effects),
      afterSales: afterSalesOrders(effects),
      rewards: orderRewards(deps.db, ports.refunds),
      payments: {
        payable: payableOrders,
        markPaid: (tx, input) => markOrdersPaid(tx, effects, input),
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
