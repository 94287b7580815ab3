import {
  OrderLabel,
  OrderStatus,
  REFUND_STATUS_STEPS,
  RefundServiceType,
  RefundStatus,
  RefundStep,
} from './codes';
import { RETURN_WINDOW_DAYS } from './constants';
import { fail, ok, type Result } from './result';
import type { OrderAmounts } from './schemas/checkout';

/** Refunds and returns (SPEC §3 'Refund request', §4 'Refund flow', §5, §8; issue 16). */

export const RefundMessages = {
  NotRefundable: 'This order cannot be refunded',
  WindowClosed: `Returns are accepted within ${RETURN_WINDOW_DAYS} days of receipt`,
  InProgress: 'A refund request for this item is already in progress',
  NothingLeft: 'Every unit of this item has already been refunded',
  StatusChanged: 'The refund request has changed, please refresh',
  RefuseReasonRequired: 'Please enter the reason for declining',
  LogisticsCompanyRequired: 'Please enter the logistics company',
  AmountInvalid: 'Please enter the correct refund amount',
  AmountFixed: 'The refund amount of this request cannot be changed',
  ReturnBeforeShipping: 'Nothing has shipped yet, so choose Refund only',
  Applied: 'Refund request submitted',
  Withdrawn: 'Refund request withdrawn',
  LogisticsSaved: 'Return logistics saved',
} as const;

/** The titles of the five steps (SPEC §4 'Refund flow'). */
export const REFUND_STEP_LABELS: Record<RefundStep, string> = {
  [RefundStep.BuyerApplication]: 'Request submitted',
  [RefundStep.SellerAcceptance]: 'Merchant review',
  [RefundStep.BuyerShipping]: 'Return shipped',
  [RefundStep.SellerReceipt]: 'Merchant received',
  [RefundStep.RefundSuccessful]: 'Refund successful',
};

export const REFUND_SERVICE_TYPE_LABELS: Record<RefundServiceType, string> = {
  [RefundServiceType.RefundOnly]: 'Refund only',
  [RefundServiceType.ReturnAndRefund]: 'Return and refund',
};

export const RefundAction = {
  /** A refund-only request accepted: its money is claimed from the payment in the same transaction. */
  AcceptRefund: 'acceptRefund',
  /** A return accepted: the shopper sends the goods back before the return deadline. */
  AcceptReturn: 'acceptReturn',
  Refuse: 'refuse',
  /** The shopper entered the return's logistics. */
  ShipReturn: 'shipReturn',
  /** The shopper corrected the logistics already entered. */
  EditLogistics: 'editLogistics',
  /** Staff received the goods: stock goes back and the money is claimed. */
  ConfirmReturn: 'confirmReturn',
  /** The payment provider gave the claimed money back. */
  MoneyBack: 'moneyBack',
  /** After a refusal the shopper edits the request and sends it again. */
  Reapply: 'reapply',
  Withdraw: 'withdraw',
  /** The return was not sent before its deadline. */
  Close: 'close',
} as const;
export type RefundAction = (typeof RefundAction)[keyof typeof RefundAction];

/** Every allowed move of a refund request; anything else is refused and changes nothing. */
export const REFUND_TRANSITIONS: Record<RefundAction, { from: readonly RefundStatus[]; to: RefundStatus }> = {
  [RefundAction.AcceptRefund]: { from: [RefundStatus.Applied], to: RefundStatus.AcceptedAwaitingRefund },
  [RefundAction.AcceptReturn]: { from: [RefundStatus.Applied], to: RefundStatus.AcceptedAwaitingReturn },
  [RefundAction.Refuse]: { from: [RefundStatus.Applied], to: RefundStatus.Rejected },
  [RefundAction.ShipReturn]: { from: [RefundStatus.AcceptedAwaitingReturn], to: RefundStatus.ReturnShipped },
  [RefundAction.EditLogistics]: { from: [RefundStatus.ReturnShipped], to: RefundStatus.ReturnShipped },
  [RefundAction.ConfirmReturn]: { from: [RefundStatus.ReturnShipped], to: RefundStatus.ReturnReceived },
  [RefundAction.MoneyBack]: {
    from: [RefundStatus.AcceptedAwaitingRefund, RefundStatus.ReturnReceived],
    to: RefundStatus.Refunded,
  },
  [RefundAction.Reapply]: { from: [RefundStatus.Rejected], to: RefundStatus.Applied },
  [RefundAction.Withdraw]: {
    from: [RefundStatus.Applied, RefundStatus.AcceptedAwaitingReturn, RefundStatus.Rejected],
    to: RefundStatus.Closed,
  },
  [RefundAction.Close]: { from: [RefundStatus.AcceptedAwaitingReturn], to: RefundStatus.Closed },
};

export const canRefundTransition = (action: RefundAction, from: RefundStatus): boolean =>
  REFUND_TRANSITIONS[action].from.includes(from);

/** The status `action` moves a request in status `from` to, or the refusal the person reads. */
export const nextRefundStatus = (action: RefundAction, from: RefundStatus): Result<RefundStatus> =>
  canRefundTransition(action, from) ? ok(REFUND_TRANSITIONS[action].to) : fail(RefundMessages.StatusChanged);

/** Accepting a request: refund-only requests go to the money, returns wait for the goods. */
export const acceptActionFor = (serviceType: RefundServiceType): RefundAction =>
  serviceType === RefundServiceType.RefundOnly ? RefundAction.AcceptRefund : RefundAction.AcceptReturn;

/** Requests that still hold their item: a second request for it waits until this one ends. */
export const OPEN_REFUND_STATUSES: readonly RefundStatus[] = [
  RefundStatus.Applied,
  RefundStatus.AcceptedAwaitingRefund,
  RefundStatus.AcceptedAwaitingReturn,
  RefundStatus.ReturnShipped,
  RefundStatus.ReturnReceived,
  RefundStatus.Rejected,
];

/** Requests whose units and money count against what is left to refund. */
export const CLAIMING_REFUND_STATUSES: readonly RefundStatus[] = [
  ...OPEN_REFUND_STATUSES.filter((status) => status !== RefundStatus.Rejected),
  RefundStatus.Refunded,
];

export type RefundDeadlineState = {
  status: RefundStatus;
  serviceType: RefundServiceType;
  /** The merchant answers by then, or the request is treated as accepted. */
  respondBy: Date;
  /** An accepted return is sent by then, or the request closes; null until accepted. */
  returnBy: Date | null;
};

/**
 * The status a request has now: its stored one, or what a deadline that passed has made of it (the
 * sweeper writes the same, a read never writes).
 */
export function effectiveRefundStatus(request: RefundDeadlineState, now: Date): RefundStatus {
  const t = now.getTime();
  if (request.status === RefundStatus.Applied && request.respondBy.getTime() <= t) {
    return REFUND_TRANSITIONS[acceptActionFor(request.serviceType)].to;
  }
  if (request.returnBy !== null && request.returnBy.getTime() <= t) {
    if (canRefundTransition(RefundAction.Close, request.status)) return RefundStatus.Closed;
  }
  return request.status;
}

/** The step and text the shopper reads for a status (SPEC §4). */
export const refundStatusText = (status: RefundStatus): string => REFUND_STATUS_STEPS[status].text;

/** Orders a refund can be asked on: paid and not given back whole (a group still filling refunds itself). */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Paid,
  OrderStatus.Shipped,
  OrderStatus.WaitingForInstall,
  OrderStatus.Comment,
  OrderStatus.Completed,
];

/** Within the return window: 30 days from receipt (SPEC §9); an order not received yet is always inside. */
export function insideReturnWindow(receivedAt: Date | null, now: Date): boolean {
  return receivedAt === null || now.getTime() < returnWindowEnd(receivedAt).getTime();
}

export type RefundableLine = {
  itemId: number;
  priceCents: number;
  count: number;
  discountCents: number;
  /** Units already held by open or refunded requests. */
  claimedCount: number;
};

export type RefundQuoteInput = {
  amounts: Pick<
    OrderAmounts,
    | 'itemTotal'
    | 'activityDiscount'
    | 'itemCoupon'
    | 'storeCoupon'
    | 'salesTax'
    | 'stateTireFee'
    | 'pointsDeduction'
    | 'total'
  >;
  lines: readonly RefundableLine[];
  /** Cents already held by open or refunded requests of the order. */
  claimedCents: number;
  itemId: number;
  quantity: number;
};

export type RefundQuote = {
  /** The most this request may ask for, in cents. */
  maxCents: number;
  /** The last units of the order: the refund includes delivery and fees, and its amount cannot change. */
  includesDelivery: boolean;
};

/**
 * What `quantity` units of a line may get back: their share of the goods actually paid (net of their
 * discounts, with their tax and tire fee); the order's last units take whatever is left of its total,
 * delivery included (SPEC §5). Never more than what the order has left.
 */
export function refundQuote(input: RefundQuoteInput): RefundQuote {
  const { amounts, lines } = input;
  const left = Math.max(0, amounts.total - input.claimedCents);
  const line = lines.find((l) => l.itemId === input.itemId);
  if (!line) return { maxCents: 0, includesDelivery: false };
  const unitsLeft = lines.reduce((n, l) => n + l.count - l.claimedCount, 0);
  if (input.quantity >= unitsLeft) return { maxCents: left, includesDelivery: true };
  const goodsNet = amounts.itemTotal - amounts.activityDiscount - amounts.itemCoupon - amounts.storeCoupon;
  // Points paid part of the goods: that part comes back as points (the order's points effect), not money.
  const goodsPaid = goodsNet + amounts.salesTax + amounts.stateTireFee - amounts.pointsDeduction;
  const lineNet = line.priceCents * line.count - line.discountCents;
  const share =
    goodsNet > 0 ? Math.round(((lineNet * input.quantity) / line.count) * (goodsPaid / goodsNet)) : 0;
  return { maxCents: Math.min(share, left), includesDelivery: false };
}

export type OrderRefundSummary = { status: RefundStatus; quantity: number }[];

/** Units of an item a new request may ask for: none while one is open, else what refunds did not take. */
export function refundableUnits(count: number, requests: OrderRefundSummary): number {
  if (requests.some((r) => OPEN_REFUND_STATUSES.includes(r.status))) return 0;
  const held = requests
    .filter((r) => CLAIMING_REFUND_STATUSES.includes(r.status))
    .reduce((n, r) => n + r.quantity, 0);
  return Math.max(0, count - held);
}

/** The end of the return window of an order received at `receivedAt` (SPEC §9). */
export const returnWindowEnd = (receivedAt: Date): Date =>
  new Date(receivedAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);

/**
 * The order's refund label (SPEC §4 'Order labels'): refunding while a request is open, refund complete
 * when every unit went back, partial refund completed when some did, refund closed when every request ended
 * without money; null without requests.
 */
export function orderRefundLabel(requests: OrderRefundSummary, orderUnits: number): string | null {
  if (requests.length === 0) return null;
  if (requests.some((r) => OPEN_REFUND_STATUSES.includes(r.status))) return OrderLabel.Refunding;
  const refunded = requests
    .filter((r) => r.status === RefundStatus.Refunded)
    .reduce((n, r) => n + r.quantity, 0);
  if (refunded >= orderUnits) return OrderLabel.RefundComplete;
  if (refunded > 0) return OrderLabel.PartialRefundCompleted;
  return OrderLabel.RefundClosed;
}

/** Every unit of the order went back: nothing is left to send or fit. */
export const refundedWhole = (refundLabel: string | null): boolean =>
  refundLabel === OrderLabel.RefundComplete;
