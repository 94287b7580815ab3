/**
 * The payment state machine (ARCHITECTURE.md 'State machines'). A payment is one attempt to pay one or
 * more orders; its refunds are rows of their own, each moving the payment towards refunded.
 */
export const PaymentStatus = {
  /** Waiting for the gateway's word. */
  Pending: 'pending',
  /** Money taken and the orders paid. */
  Succeeded: 'succeeded',
  Failed: 'failed',
  /** The shopper backed out before paying. */
  Canceled: 'canceled',
  /** Money taken for orders that could no longer be paid (expired, already paid): all of it is owed back. */
  Unapplied: 'unapplied',
  PartiallyRefunded: 'partially_refunded',
  Refunded: 'refunded',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const PaymentAction = {
  /** The gateway took the money and the orders were paid (a late success after a failure or cancel counts). */
  Settle: 'settle',
  /** The gateway took the money but the orders could not be paid. */
  Strand: 'strand',
  Fail: 'fail',
  Cancel: 'cancel',
  /** A refund went through and money is still left on the payment. */
  RefundPart: 'refundPart',
  /** A refund went through and nothing is left. */
  RefundAll: 'refundAll',
} as const;
export type PaymentAction = (typeof PaymentAction)[keyof typeof PaymentAction];

const { Pending, Succeeded, Failed, Canceled, Unapplied, PartiallyRefunded, Refunded } = PaymentStatus;
/** Where money was taken and some of it may still be given back. */
export const REFUNDABLE_STATUSES = [Succeeded, Unapplied, PartiallyRefunded] as const;

export const PAYMENT_TRANSITIONS: Record<
  PaymentAction,
  { from: readonly PaymentStatus[]; to: PaymentStatus }
> = {
  [PaymentAction.Settle]: { from: [Pending, Failed, Canceled], to: Succeeded },
  [PaymentAction.Strand]: { from: [Pending, Failed, Canceled], to: Unapplied },
  [PaymentAction.Fail]: { from: [Pending], to: Failed },
  [PaymentAction.Cancel]: { from: [Pending], to: Canceled },
  [PaymentAction.RefundPart]: { from: REFUNDABLE_STATUSES, to: PartiallyRefunded },
  [PaymentAction.RefundAll]: { from: REFUNDABLE_STATUSES, to: Refunded },
};

export const paymentStatusesAllowing = (action: PaymentAction): readonly PaymentStatus[] =>
  PAYMENT_TRANSITIONS[action].from;

export const paymentStatusAfter = (action: PaymentAction): PaymentStatus => PAYMENT_TRANSITIONS[action].to;

/** Once money was taken, another success event for the same attempt adds nothing. */
export const tookMoney = (status: PaymentStatus): boolean =>
  (REFUNDABLE_STATUSES as readonly PaymentStatus[]).includes(status) || status === Refunded;

/** A refund's own states: owed until the provider confirms it. */
export const PaymentRefundStatus = { Pending: 'pending', Succeeded: 'succeeded' } as const;
export type PaymentRefundStatus = (typeof PaymentRefundStatus)[keyof typeof PaymentRefundStatus];

/** Why money went back. */
export const PaymentRefundReason = {
  /** The orders could not be paid when the money arrived. */
  OrdersNotPayable: 'orders_not_payable',
  /** Staff gave money back (after-sales builds on this). */
  Staff: 'staff',
  /** The order's group buy did not fill in time, or staff closed the group (issue 15). */
  GroupFailed: 'group_failed',
  /** A refund request accepted (after-sales, issue 16). */
  AfterSales: 'after_sales',
} as const;
export type PaymentRefundReason = (typeof PaymentRefundReason)[keyof typeof PaymentRefundReason];

/** Top-ups and membership purchases: paid like orders, within the same window. */
export type PayableStatus = 'unpaid' | 'paid' | 'closed';

/** One left unpaid past its window reads as closed: it can no longer be paid (§9 payment window). */
export const payableStatusAt = (status: PayableStatus, payBefore: Date, now: Date): PayableStatus =>
  status === 'unpaid' && payBefore.getTime() <= now.getTime() ? 'closed' : status;
