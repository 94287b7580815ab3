/** The order status machine of SPEC §4: which action moves an order from which status to which, and what it shows. */
import {
  DeliveryType,
  LogisticsState,
  ORDER_LIST_TABS,
  OrderInvoiceStatus,
  type OrderListTab,
  OrderMold,
  OrderStatus,
  TrackingStage,
} from './codes';
import { Messages } from './messages';
import { fail, ok, type Result } from './result';

export const OrderAction = {
  Pay: 'pay',
  /** The shopper, or staff, cancel an unpaid order. */
  Cancel: 'cancel',
  /** The payment window closed. */
  Expire: 'expire',
  /** Staff hand a home-delivery or pick-up order to the carrier. */
  Ship: 'ship',
  /** Staff send an installer order to the shop: the staff 'ship' call on an installer order. */
  DeliverToInstaller: 'deliverToInstaller',
  /** The installer fitted the tires. */
  Install: 'install',
  /** The shopper confirms receipt. */
  ConfirmReceipt: 'confirmReceipt',
  /** Nobody confirmed receipt in time. */
  AutoConfirm: 'autoConfirm',
  /** Every item of a received order has its review: the order is completed (issue 16). */
  Reviewed: 'reviewed',
  /** A group-buy order is paid: it waits for its group to fill (issue 15). */
  PayIntoGroup: 'payIntoGroup',
  /** The group's last seat was paid: every member's order moves on to processing. */
  GroupFilled: 'groupFilled',
  /** The group's time limit passed unfilled, or staff closed it: members' orders close (paid ones are refunded). */
  GroupFailed: 'groupFailed',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

/** Every allowed transition, one row per action; anything else is refused with 'Order status has changed'. */
export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  [OrderAction.Pay]: { from: [OrderStatus.Unpaid], to: OrderStatus.Paid },
  [OrderAction.Cancel]: { from: [OrderStatus.Unpaid], to: OrderStatus.Canceled },
  [OrderAction.Expire]: { from: [OrderStatus.Unpaid], to: OrderStatus.Canceled },
  [OrderAction.Ship]: { from: [OrderStatus.Paid], to: OrderStatus.Shipped },
  [OrderAction.DeliverToInstaller]: { from: [OrderStatus.Paid], to: OrderStatus.WaitingForInstall },
  // A received order waits for its reviews (status 4, pending evaluation, SPEC §4) before it is completed.
  [OrderAction.Install]: { from: [OrderStatus.WaitingForInstall], to: OrderStatus.Comment },
  [OrderAction.ConfirmReceipt]: { from: [OrderStatus.Shipped], to: OrderStatus.Comment },
  [OrderAction.AutoConfirm]: { from: [OrderStatus.Shipped], to: OrderStatus.Comment },
  [OrderAction.Reviewed]: { from: [OrderStatus.Comment], to: OrderStatus.Completed },
  [OrderAction.PayIntoGroup]: { from: [OrderStatus.Unpaid], to: OrderStatus.WaitingForGroup },
  [OrderAction.GroupFilled]: { from: [OrderStatus.WaitingForGroup], to: OrderStatus.Paid },
  [OrderAction.GroupFailed]: {
    from: [OrderStatus.Unpaid, OrderStatus.WaitingForGroup],
    to: OrderStatus.Canceled,
  },
};

/** The statuses `action` may start from. */
export const statusesAllowing = (action: OrderAction): readonly OrderStatus[] =>
  ORDER_TRANSITIONS[action].from;

/** The status `action` leaves an order in. */
export const statusAfter = (action: OrderAction): OrderStatus => ORDER_TRANSITIONS[action].to;

export const canTransition = (action: OrderAction, from: OrderStatus): boolean =>
  statusesAllowing(action).includes(from);

/** The status `action` moves an order in status `from` to, or the refusal the shopper reads. */
export const nextStatus = (action: OrderAction, from: OrderStatus): Result<OrderStatus> =>
  canTransition(action, from) ? ok(statusAfter(action)) : fail(Messages.OrderStatusChanged);

/** Deadlines that move an order on by themselves (SPEC §4, §9): the sweeper writes them, reads derive them. */
export const ORDER_DEADLINES = [
  { action: OrderAction.Expire, deadline: 'payBefore' },
  { action: OrderAction.AutoConfirm, deadline: 'autoConfirmAt' },
] as const;

export type OrderDeadlineState = { status: OrderStatus; payBefore: Date; autoConfirmAt: Date | null };

/** The status an order has now: its stored one, or what a deadline that passed has made of it. */
export function effectiveOrderStatus(order: OrderDeadlineState, now: Date): OrderStatus {
  for (const { action, deadline } of ORDER_DEADLINES) {
    const due = order[deadline];
    if (due !== null && due.getTime() <= now.getTime() && canTransition(action, order.status)) {
      return statusAfter(action);
    }
  }
  return order.status;
}

/** Closed because its payment window passed, swept or not yet. */
export const isExpiredOrder = (
  order: OrderDeadlineState & { cancelReason: CancelReason | null },
  now: Date,
): boolean =>
  order.cancelReason === CancelReason.Expired ||
  (order.status === OrderStatus.Unpaid && order.payBefore.getTime() <= now.getTime());

/** Staff 'ship' sends installer orders to the shop to be fitted, everything else to the shopper. */
export const shipActionFor = (deliveryType: DeliveryType): OrderAction =>
  deliveryType === DeliveryType.InstallerShop ? OrderAction.DeliverToInstaller : OrderAction.Ship;

/** Installer orders are service orders (SPEC §3 'mold'); everything else is physical goods. */
export const orderMoldOf = (deliveryType: DeliveryType): OrderMold =>
  deliveryType === DeliveryType.InstallerShop ? OrderMold.Service : OrderMold.Physical;

export const OrderButton = {
  Cancel: 'cancel',
  PayNow: 'payNow',
  Invoice: 'invoice',
  ViewLogistics: 'viewLogistics',
  ConfirmReceipt: 'confirmReceipt',
  /** Write reviews (prod-comm) for a received order's items. */
  Review: 'review',
} as const;
export type OrderButton = (typeof OrderButton)[keyof typeof OrderButton];

/**
 * SPEC §4 'Buttons by status'; an order waiting for installation is still being processed, and a received
 * one offers its reviews ('Service orders offer an evaluation (review) button', and goods orders too).
 */
const BUTTONS_BY_STATUS: Partial<Record<OrderStatus, readonly OrderButton[]>> = {
  [OrderStatus.Unpaid]: [OrderButton.Cancel, OrderButton.PayNow],
  [OrderStatus.Paid]: [OrderButton.Invoice],
  [OrderStatus.WaitingForInstall]: [OrderButton.Invoice],
  [OrderStatus.Shipped]: [OrderButton.Invoice, OrderButton.ViewLogistics, OrderButton.ConfirmReceipt],
  [OrderStatus.Comment]: [OrderButton.Invoice, OrderButton.Review],
  [OrderStatus.Completed]: [OrderButton.Invoice],
};

export const orderButtons = (status: OrderStatus): readonly OrderButton[] => BUTTONS_BY_STATUS[status] ?? [];

/** The invoice button's text (SPEC §4): Reviewing, View Invoice or Invoice. */
export const INVOICE_BUTTON_TEXT: Record<OrderInvoiceStatus, string> = {
  [OrderInvoiceStatus.None]: 'Invoice',
  [OrderInvoiceStatus.Reviewing]: 'Reviewing',
  [OrderInvoiceStatus.ViewInvoice]: 'View Invoice',
};

/**
 * The statuses an order-list tab shows: null for every status, none for the return tab (it lists
 * refunds), else the tab's status.
 */
export function tabStatuses(tab: OrderListTab): readonly OrderStatus[] | null {
  const { status } = ORDER_LIST_TABS.find((t) => t.key === tab) ?? ORDER_LIST_TABS[0];
  if (status === null) return [];
  if (status === 0) return null;
  return [status];
}

/** Why an unpaid order was closed. */
export const CancelReason = {
  Expired: 'expired',
  Shopper: 'shopper',
  Staff: 'staff',
  /** Its group buy did not fill in time or staff closed the group. */
  GroupFailed: 'groupFailed',
} as const;
export type CancelReason = (typeof CancelReason)[keyof typeof CancelReason];

export const LOGISTICS_STATE_LABELS: Record<LogisticsState, string> = {
  [LogisticsState.InTransit]: 'In transit',
  [LogisticsState.Signed]: 'Signed received',
  [LogisticsState.Questionable]: 'Questionable delivery',
  [LogisticsState.ArrivedDestinationCity]: 'Arrived at destination city',
};

export const TRACKING_STAGE_LABELS: Record<TrackingStage, string> = {
  [TrackingStage.Delivery]: 'Delivery',
  [TrackingStage.Tracking]: 'Tracking',
  [TrackingStage.Received]: 'Received',
};

/** Orders the shopper has: received (awaiting reviews) or completed. */
export const RECEIVED_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.Comment, OrderStatus.Completed];
export const isReceived = (status: OrderStatus): boolean => RECEIVED_ORDER_STATUSES.includes(status);

/** Without a carrier feed, a package is in transit until its order is received. */
export const logisticsStateOf = (status: OrderStatus): LogisticsState =>
  isReceived(status) ? LogisticsState.Signed : LogisticsState.InTransit;

/**
 * A group-buy order as read while its group has ended unfilled (its time ran out, or staff closed it) but the
 * sweep has not closed the order yet: already canceled, as the sweep will make it (a read never writes).
 */
export function groupOrderState(
  order: { status: OrderStatus; cancelReason: CancelReason | null },
  groupEnded: boolean,
): { status: OrderStatus; cancelReason: CancelReason | null } {
  if (!groupEnded || !canTransition(OrderAction.GroupFailed, order.status)) return order;
  return { status: statusAfter(OrderAction.GroupFailed), cancelReason: CancelReason.GroupFailed };
}
