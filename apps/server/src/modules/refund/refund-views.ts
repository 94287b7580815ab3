import {
  effectiveRefundStatus,
  type OrderItem,
  REFUND_SERVICE_TYPE_LABELS,
  REFUND_STATUS_STEPS,
  REFUND_STEP_LABELS,
  type RefundCard,
  type RefundDetail,
  RefundServiceType,
  RefundShopperAction,
  RefundStatus,
  RefundStep,
} from '@tread/domain';
import type { RefundRow } from './refund-moves';

const iso = (time: Date | null): string | null => time?.toISOString() ?? null;

/** What the money side knows of a request's payment refund. */
export type MoneyStanding = { provider: string; refundedAt: Date | null } | undefined;

/** The request as the after-sales list shows it, its deadlines applied. */
export function refundCardOf(row: RefundRow, item: OrderItem, now: Date): RefundCard {
  const status = effectiveRefundStatus(row, now);
  const { step, text } = REFUND_STATUS_STEPS[status];
  return {
    refundNumber: row.refundNumber,
    orderNumber: row.orderNumber,
    status,
    statusText: text,
    step,
    serviceType: row.serviceType,
    serviceTypeLabel: REFUND_SERVICE_TYPE_LABELS[row.serviceType],
    item,
    quantity: row.quantity,
    amount: row.amountCents,
    appliedAt: row.createdAt.toISOString(),
  };
}

/** The steps a request walks: refund-only requests skip the return's two. */
function stepsOf(serviceType: RefundServiceType, current: RefundStep, status: RefundStatus) {
  const steps = Object.values(RefundStep).filter(
    (step) =>
      serviceType === RefundServiceType.ReturnAndRefund ||
      (step !== RefundStep.BuyerShipping && step !== RefundStep.SellerReceipt),
  );
  const finished = status === RefundStatus.Refunded;
  return steps.map((step) => ({
    step,
    label: REFUND_STEP_LABELS[step],
    done: finished || step < current,
    current: step === current,
  }));
}

/** What the shopper can do now (SPEC §4): withdraw or edit after a refusal, enter or correct the return's logistics. */
function shopperActions(status: RefundStatus): RefundShopperAction[] {
  switch (status) {
    case RefundStatus.Applied:
      return [RefundShopperAction.Withdraw];
    case RefundStatus.Rejected:
      return [RefundShopperAction.Edit, RefundShopperAction.Withdraw];
    case RefundStatus.AcceptedAwaitingReturn:
      return [RefundShopperAction.Logistics, RefundShopperAction.Withdraw];
    case RefundStatus.ReturnShipped:
      return [RefundShopperAction.Logistics];
    default:
      return [];
  }
}

/** details-of-refund: the card, the steps, the seller's answer, the return and where the money goes. */
export function refundDetailOf(
  row: RefundRow,
  item: OrderItem,
  { money, returnAddress }: { money: MoneyStanding; returnAddress: string },
  now: Date,
): RefundDetail {
  const card = refundCardOf(row, item, now);
  const accepted = card.status !== RefundStatus.Applied && card.status !== RefundStatus.Rejected;
  return {
    ...card,
    cargoStatus: row.cargoStatus,
    reason: row.reason,
    description: row.description,
    images: row.images,
    includesDelivery: row.includesDelivery,
    steps: stepsOf(row.serviceType, card.step, card.status),
    sellerReason: row.sellerReason,
    sellerRemark: row.sellerRemark,
    returnAddress:
      row.serviceType === RefundServiceType.ReturnAndRefund && accepted
        ? (row.returnAddress ?? returnAddress)
        : null,
    logistics:
      row.trackingNumber && row.logisticsCompany && row.logisticsPhone && row.shippedAt
        ? {
            company: row.logisticsCompany,
            trackingNumber: row.trackingNumber,
            phone: row.logisticsPhone,
            shippedAt: row.shippedAt.toISOString(),
          }
        : null,
    respondBy: card.status === RefundStatus.Applied ? row.respondBy.toISOString() : null,
    returnBy: card.status === RefundStatus.AcceptedAwaitingReturn ? iso(row.returnBy) : null,
    refundedAt: iso(row.refundedAt ?? money?.refundedAt ?? null),
    refundTo: money
      ? money.provider === 'balance'
        ? 'Your Tread balance'
        : 'Your original payment method'
      : null,
    actions: shopperActions(card.status),
  };
}
