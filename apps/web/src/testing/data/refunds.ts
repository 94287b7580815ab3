import {
  CargoStatus,
  insideReturnWindow,
  type OrderDetail,
  type OrderDetailItem,
  OrderStatus,
  orderRefundLabel,
  REFUND_SERVICE_TYPE_LABELS,
  REFUND_STATUS_STEPS,
  REFUND_STEP_LABELS,
  REFUNDABLE_ORDER_STATUSES,
  type RefundDetail,
  RefundServiceType,
  RefundShopperAction,
  RefundStatus,
  RefundStep,
  refundableUnits,
  returnWindowEnd,
} from '@tread/domain';

/** Refund requests of web tests, with what the server derives from their status (its refund-views). */

export const RETURN_ADDRESS = 'Tread Returns, 2150 E 7th St, Los Angeles, CA 90021';
const HOUR = 3_600_000;

/** What the shopper can do in each status, as the server offers it. */
const ACTIONS: Partial<Record<RefundStatus, RefundShopperAction[]>> = {
  [RefundStatus.Applied]: [RefundShopperAction.Withdraw],
  [RefundStatus.Rejected]: [RefundShopperAction.Edit, RefundShopperAction.Withdraw],
  [RefundStatus.AcceptedAwaitingReturn]: [RefundShopperAction.Logistics, RefundShopperAction.Withdraw],
  [RefundStatus.ReturnShipped]: [RefundShopperAction.Logistics],
};

/** Refund-only requests skip the return's two steps. */
function stepsOf(serviceType: RefundServiceType, status: RefundStatus) {
  const current = REFUND_STATUS_STEPS[status].step;
  return Object.values(RefundStep)
    .filter(
      (step) =>
        serviceType === RefundServiceType.ReturnAndRefund ||
        (step !== RefundStep.BuyerShipping && step !== RefundStep.SellerReceipt),
    )
    .map((step) => ({
      step,
      label: REFUND_STEP_LABELS[step],
      done: status === RefundStatus.Refunded || step < current,
      current: step === current,
    }));
}

/** Moves `refund` to `status` with everything the status decides: texts, steps, deadlines, actions. */
export function setRefundStatus(refund: RefundDetail, status: RefundStatus, now = new Date()): void {
  const returning = refund.serviceType === RefundServiceType.ReturnAndRefund;
  const accepted = status !== RefundStatus.Applied && status !== RefundStatus.Rejected;
  const refunded = status === RefundStatus.Refunded;
  Object.assign(refund, {
    status,
    statusText: REFUND_STATUS_STEPS[status].text,
    step: REFUND_STATUS_STEPS[status].step,
    steps: stepsOf(refund.serviceType, status),
    returnAddress: returning && accepted ? RETURN_ADDRESS : null,
    respondBy: status === RefundStatus.Applied ? new Date(now.getTime() + 48 * HOUR).toISOString() : null,
    returnBy:
      status === RefundStatus.AcceptedAwaitingReturn
        ? new Date(now.getTime() + 7 * 24 * HOUR).toISOString()
        : null,
    refundedAt: refunded ? now.toISOString() : null,
    refundTo: refunded ? 'Your Tread balance' : null,
    actions: ACTIONS[status] ?? [],
  });
}

/** An order's item as a request shows it: without the order's after-sales state. */
export function soldItem({
  refundableCount: _count,
  refund: _refund,
  reviewed: _reviewed,
  ...sold
}: OrderDetailItem) {
  return sold;
}

/** A request for one unit of the order's first item, in `status`. */
export function sampleRefund(
  order: OrderDetail,
  status: RefundStatus = RefundStatus.Applied,
  changes: Partial<RefundDetail> = {},
): RefundDetail {
  const item = order.items[0];
  if (!item) throw new Error('an order without items');
  const refund: RefundDetail = {
    refundNumber: `R${order.orderNumber}`,
    orderNumber: order.orderNumber,
    status,
    statusText: '',
    step: RefundStep.BuyerApplication,
    serviceType: RefundServiceType.RefundOnly,
    serviceTypeLabel: REFUND_SERVICE_TYPE_LABELS[RefundServiceType.RefundOnly],
    item: soldItem(item),
    quantity: 1,
    amount: 11_436,
    appliedAt: '2025-06-04T17:00:00.000Z',
    cargoStatus: CargoStatus.Received,
    reason: 'Item damaged or defective',
    description: 'The sidewall has a bulge.',
    images: [],
    includesDelivery: false,
    steps: [],
    sellerReason: null,
    sellerRemark: null,
    returnAddress: null,
    logistics: null,
    respondBy: null,
    returnBy: null,
    refundedAt: null,
    refundTo: null,
    actions: [],
    ...changes,
  };
  refund.serviceTypeLabel = REFUND_SERVICE_TYPE_LABELS[refund.serviceType];
  setRefundStatus(refund, status);
  return refund;
}

/** The order as the server answers it: items' refundable units and latest request, its label and return window. */
export function withAfterSales(order: OrderDetail, refunds: readonly RefundDetail[]): OrderDetail {
  const mine = refunds.filter((refund) => refund.orderNumber === order.orderNumber);
  const received = order.status === OrderStatus.Comment || order.status === OrderStatus.Completed;
  const receivedAt = received && order.completedAt ? new Date(order.completedAt) : null;
  const refundable =
    REFUNDABLE_ORDER_STATUSES.includes(order.status) && insideReturnWindow(receivedAt, new Date());
  return {
    ...order,
    items: order.items.map((item) => {
      const ofItem = mine.filter((refund) => refund.item.itemId === item.itemId);
      const latest = ofItem.at(-1);
      return {
        ...item,
        refundableCount: refundable ? refundableUnits(item.count, ofItem) : 0,
        refund: latest
          ? { refundNumber: latest.refundNumber, status: latest.status, statusText: latest.statusText }
          : null,
      };
    }),
    refundLabel: orderRefundLabel(mine, order.itemCount),
    returnWindowEndsAt: receivedAt ? returnWindowEnd(receivedAt).toISOString() : null,
  };
}
