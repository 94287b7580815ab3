import { describe, expect, it } from 'vitest';
import { DeliveryType, LogisticsState, OrderMold, OrderStatus } from './codes';
import { Messages } from './messages';
import {
  CancelReason,
  canTransition,
  groupOrderState,
  logisticsStateOf,
  nextStatus,
  OrderAction,
  OrderButton,
  orderButtons,
  orderMoldOf,
  shipActionFor,
  tabStatuses,
} from './order-status';

const { Unpaid, Paid, Shipped, Comment, Completed, Canceled, WaitingForGroup, WaitingForInstall } =
  OrderStatus;

/** The whole machine, written out: the status each action reaches from each status it may start from. */
const expected: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  pay: { [Unpaid]: Paid },
  cancel: { [Unpaid]: Canceled },
  expire: { [Unpaid]: Canceled },
  ship: { [Paid]: Shipped },
  deliverToInstaller: { [Paid]: WaitingForInstall },
  install: { [WaitingForInstall]: Comment },
  confirmReceipt: { [Shipped]: Comment },
  autoConfirm: { [Shipped]: Comment },
  reviewed: { [Comment]: Completed },
  payIntoGroup: { [Unpaid]: WaitingForGroup },
  groupFilled: { [WaitingForGroup]: Paid },
  groupFailed: { [Unpaid]: Canceled, [WaitingForGroup]: Canceled },
};

const pairs = Object.values(OrderAction).flatMap((action) =>
  Object.values(OrderStatus).map((from) => [action, from] as const),
);

describe('the order status machine', () => {
  it.each(pairs)('%s from status %i is allowed only where the spec table says', (action, from) => {
    const to = expected[action][from];
    expect(canTransition(action, from)).toBe(to !== undefined);
    expect(nextStatus(action, from)).toEqual(
      to === undefined ? { ok: false, message: Messages.OrderStatusChanged } : { ok: true, value: to },
    );
  });

  it('never moves an order out of canceled or completed, and a received one only when its reviews are in', () => {
    for (const from of [Canceled, Completed]) {
      expect(Object.values(OrderAction).filter((action) => canTransition(action, from))).toEqual([]);
    }
    expect(Object.values(OrderAction).filter((action) => canTransition(action, Comment))).toEqual([
      OrderAction.Reviewed,
    ]);
  });

  it('moves an order waiting for its group only when the group fills or fails', () => {
    expect(Object.values(OrderAction).filter((action) => canTransition(action, WaitingForGroup))).toEqual([
      OrderAction.GroupFilled,
      OrderAction.GroupFailed,
    ]);
  });

  it('ships installer orders to the shop and every other order to the shopper', () => {
    expect(shipActionFor(DeliveryType.InstallerShop)).toBe(OrderAction.DeliverToInstaller);
    expect(shipActionFor(DeliveryType.GeneralDelivery)).toBe(OrderAction.Ship);
    expect(shipActionFor(DeliveryType.PickUpPoint)).toBe(OrderAction.Ship);
    expect(orderMoldOf(DeliveryType.InstallerShop)).toBe(OrderMold.Service);
    expect(orderMoldOf(DeliveryType.PickUpPoint)).toBe(OrderMold.Physical);
  });
});

describe('buttons by status', () => {
  it.each([
    [Unpaid, [OrderButton.Cancel, OrderButton.PayNow]],
    [Paid, [OrderButton.Invoice]],
    [WaitingForInstall, [OrderButton.Invoice]],
    [Shipped, [OrderButton.Invoice, OrderButton.ViewLogistics, OrderButton.ConfirmReceipt]],
    [Completed, [OrderButton.Invoice]],
    [Canceled, []],
    [WaitingForGroup, []],
  ])('status %i offers %j', (status, buttons) => {
    expect(orderButtons(status)).toEqual(buttons);
  });
});

describe('order list tabs', () => {
  it('list every status on all, one status per tab, and nothing on return until refunds exist', () => {
    expect(tabStatuses('all')).toBeNull();
    expect(tabStatuses('unpaid')).toEqual([Unpaid]);
    expect(tabStatuses('processing')).toEqual([Paid]);
    expect(tabStatuses('shipped')).toEqual([Shipped]);
    expect(tabStatuses('installation')).toEqual([WaitingForInstall]);
    expect(tabStatuses('completed')).toEqual([Completed]);
    expect(tabStatuses('review')).toEqual([Comment]);
    expect(tabStatuses('return')).toEqual([]);
  });
});

describe('logistics state', () => {
  it('is in transit until the order is received', () => {
    expect(logisticsStateOf(Shipped)).toBe(LogisticsState.InTransit);
    expect(logisticsStateOf(WaitingForInstall)).toBe(LogisticsState.InTransit);
    expect(logisticsStateOf(Completed)).toBe(LogisticsState.Signed);
  });
});

describe('a group-buy order whose group ended unfilled', () => {
  const waiting = { status: OrderStatus.WaitingForGroup, cancelReason: null };
  it('reads as canceled for the group before the sweep closes it', () => {
    expect(groupOrderState(waiting, true)).toEqual({
      status: OrderStatus.Canceled,
      cancelReason: CancelReason.GroupFailed,
    });
    expect(groupOrderState({ status: OrderStatus.Unpaid, cancelReason: null }, true).status).toBe(
      OrderStatus.Canceled,
    );
  });

  it('is left as it is while the group runs, or once it moved on', () => {
    expect(groupOrderState(waiting, false)).toEqual(waiting);
    expect(groupOrderState({ status: OrderStatus.Paid, cancelReason: null }, true).status).toBe(
      OrderStatus.Paid,
    );
  });
});
