import type { PaymentType } from '@tread/domain';

/** Card, wallet and pay-later payments sit behind this interface; config picks the adapter (gateway.ts). */

export type GatewayName = 'sandbox' | 'stripe';

export type CheckoutInput = {
  payNumber: string;
  amountCents: number;
  currency: string;
  paymentType: PaymentType;
  orderNumbers: readonly string[];
};

/** Where the shopper pays: the gateway's payment page (the sandbox's, or ours around Stripe's Payment Element). */
export type Checkout = { providerRef: string; redirectUrl: string };

/** A verified notification about one payment attempt, in the shop's terms. */
export type PaymentNotification = {
  eventId: string;
  payNumber: string;
  status: 'succeeded' | 'failed';
  amountCents: number;
  currency: string;
  failureReason: string | null;
};

export type RefundInput = {
  /** Ours: the provider's idempotency key, so a refund tried again is made once. */
  refundNumber: string;
  payNumber: string;
  providerRef: string | null;
  amountCents: number;
  currency: string;
};

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** A notification whose signature or shape does not check out: nothing may change because of it. */
export class UnverifiedNotification extends Error {}

export type PaymentGateway = {
  name: GatewayName;
  /** Payment types this gateway can take (balance is the shop's own ledger, never a gateway's). */
  paymentTypes: readonly PaymentType[];
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /** Verifies and reads a notification; null for a verified event that is not about a payment's outcome. */
  parseNotification(rawBody: string, headers: NotificationHeaders, now: Date): PaymentNotification | null;
  /** Gives `amountCents` of the payment back; safe to call again for the same refund. Answers the provider's reference. */
  refund(input: RefundInput): Promise<string>;
};
