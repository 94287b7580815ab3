import { z } from 'zod';
import { PaymentType, PayResultStatus } from '../codes';
import { Messages } from '../messages';
import { PaymentRefundReason, PaymentRefundStatus, PaymentStatus } from '../payment-status';
import { intField } from '../zod-fields';
import { queryList } from './catalog';

/** Paying orders (issue 6; SPEC §2 pay-way and pay-result, §7 changePayingStatus, §9 payment types). */

const orderNumberText = z.string().trim().min(1, Messages.OrderNotFound).max(40, Messages.OrderNotFound);
const ORDERS_PER_PAYMENT_MAX = 10;

/** GET /api/p/order/payInfo?orderNumbers=a,b */
export const payInfoQuery = z.object({
  orderNumbers: queryList(orderNumberText).pipe(
    z
      .array(orderNumberText)
      .min(1, Messages.OrderNotFound)
      .max(ORDERS_PER_PAYMENT_MAX, Messages.OrderNotFound),
  ),
});
export type PayInfoQuery = z.infer<typeof payInfoQuery>;

/** A payment method the shop offers now: its switch is on and the configured gateway can take it. */
export const payMethod = z.object({
  payType: z.literal(Object.values(PaymentType)),
  label: z.string(),
  /** '4 interest-free installments' for the pay-later methods (Affirm, Klarna), else null. */
  installmentText: z.string().nullable(),
  /** Paid on the provider's own web page (SPEC §9: Affirm, Klarna, Cash App). */
  web: z.boolean(),
});
export type PayMethod = z.infer<typeof payMethod>;

export const payInfoAnswer = z.object({
  orders: z.array(z.object({ orderNumber: z.string(), total: z.number().int() })),
  /** Cents to pay across the orders. */
  total: z.number().int(),
  /** ISO time the earliest of the orders' payment windows closes. */
  payBefore: z.string(),
  remainingSeconds: z.number().int(),
  /** The shopper's balance in cents. */
  balance: z.number().int(),
  methods: z.array(payMethod),
});
export type PayInfoAnswer = z.infer<typeof payInfoAnswer>;

/** POST /api/p/order/pay */
export const payRequest = z.object({
  orderNumbers: z
    .array(orderNumberText)
    .min(1, Messages.OrderNotFound)
    .max(ORDERS_PER_PAYMENT_MAX, Messages.OrderNotFound),
  payType: intField({ message: Messages.ChoosePaymentMethod }),
});
export type PayRequest = z.infer<typeof payRequest>;

/**
 * How the web goes on after asking to pay: 'succeeded' (balance: paid at once) or 'redirect' (open
 * redirectUrl, the gateway's payment page: the sandbox's, or the shop's page around Stripe's Payment Element).
 */
export const PayNext = { Succeeded: 'succeeded', Redirect: 'redirect' } as const;
export type PayNext = (typeof PayNext)[keyof typeof PayNext];

export const payAnswer = z.object({
  payNumber: z.string(),
  status: z.enum(Object.values(PayNext)),
  /** The payment page to open when status is 'redirect', else null. */
  redirectUrl: z.string().nullable(),
});
export type PayAnswer = z.infer<typeof payAnswer>;

/** POST /api/p/order/payCancel: the shopper backed out of a gateway payment that has not completed. */
export const payCancelRequest = z.object({ payNumber: z.string().trim().min(1).max(40) });
export type PayCancelRequest = z.infer<typeof payCancelRequest>;

/** GET /api/p/order/changePayingStatus?orderNumber= (SPEC §7). */
export const payingStatusQuery = z.object({ orderNumber: orderNumberText });
export const payingStatusAnswer = z.object({
  /** 0 failed, 1 success, 2 processing (SPEC §4 'Payment result'). */
  payStatus: z.literal(Object.values(PayResultStatus)),
});
export type PayingStatusAnswer = z.infer<typeof payingStatusAnswer>;

/** One part of a payment given back (SPEC §4 refunds build on these). */
export const paymentRefundSummary = z.object({
  refundNumber: z.string(),
  amount: z.number().int(),
  reason: z.enum(Object.values(PaymentRefundReason)),
  status: z.enum(Object.values(PaymentRefundStatus)),
  createdAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type PaymentRefundSummary = z.infer<typeof paymentRefundSummary>;

const REFUND_NOTE_MAX = 140;

/** POST /api/admin/payments/:payNumber/refunds: staff give back part or all of a payment. */
export const refundPaymentRequest = z.object({
  amountCents: intField({ min: 1, message: Messages.AmountInvalid }),
  note: z.string().trim().max(REFUND_NOTE_MAX).default(''),
});
export type RefundPaymentRequest = z.input<typeof refundPaymentRequest>;

export const payNumberParams = z.object({ payNumber: z.string().regex(/^P\d{20}$/, Messages.NotFound) });

/** A payment as staff see it: what was paid, what went back, and each refund. */
export const adminPaymentAnswer = z.object({
  payNumber: z.string(),
  orderNumbers: z.array(z.string()),
  amount: z.number().int(),
  refunded: z.number().int(),
  status: z.enum(Object.values(PaymentStatus)),
  provider: z.string(),
  refunds: z.array(paymentRefundSummary),
});
export type AdminPaymentAnswer = z.infer<typeof adminPaymentAnswer>;
