import { randomBytes } from 'node:crypto';
import { PaymentType } from '@tread/domain';
import { z } from 'zod';
import { type PaymentGateway, type PaymentNotification, UnverifiedNotification } from './provider';
import { signNotification, verifyNotification } from './signing';

/**
 * The built-in gateway of the embedded default and the tests: a payment page served by this server
 * (modules/payment/sandbox-routes.ts) where the shopper approves or declines, and HMAC-signed notifications.
 */

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox/checkout';

/** Test card numbers, as the page hints them. */
export const SandboxCard = { Approves: '4242424242424242', Declines: '4000000000000002' } as const;

export type SandboxAction = 'pay' | 'cancel';
export type SandboxDecision = { status: PaymentNotification['status']; failureReason: string | null };

/** What the gateway decides for what the shopper did on its page. */
export function decideSandboxPayment(action: SandboxAction, cardNumber: string): SandboxDecision {
  if (action === 'cancel') return { status: 'failed', failureReason: 'Canceled on the payment page' };
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SandboxCard.Approves) return { status: 'succeeded', failureReason: null };
  if (digits === SandboxCard.Declines) return { status: 'failed', failureReason: 'Your card was declined' };
  return { status: 'failed', failureReason: 'Not a sandbox test card' };
}

const notificationBody = z.object({
  eventId: z.string().min(1).max(100),
  payNumber: z.string().min(1).max(40),
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int(),
  currency: z.string().min(3).max(3),
  failureReason: z.string().max(200).nullable(),
});

/** The JSON body of a notification for one decision about one payment, with a fresh event id. */
export function sandboxNotificationBody(
  payment: { payNumber: string; amountCents: number; currency: string },
  decision: SandboxDecision,
): string {
  const notification: PaymentNotification = {
    eventId: `sbevt_${randomBytes(12).toString('hex')}`,
    payNumber: payment.payNumber,
    amountCents: payment.amountCents,
    currency: payment.currency,
    ...decision,
  };
  return JSON.stringify(notification);
}

/** Every web payment type: the sandbox shows the method's name on its page. */
const SANDBOX_PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.PayPal,
  PaymentType.StripeCard,
  PaymentType.StripeGooglePay,
  PaymentType.StripeApplePay,
  PaymentType.Affirm,
  PaymentType.Klarna,
  PaymentType.CashApp,
];

export type SandboxGateway = PaymentGateway & {
  name: 'sandbox';
  /** The signature header value the page's gateway sends with a body. */
  sign(body: string, at: Date): string;
};

export function sandboxGateway(options: { signingSecret: string; publicBaseUrl: string }): SandboxGateway {
  return {
    name: 'sandbox',
    paymentTypes: SANDBOX_PAYMENT_TYPES,
    sign: (body, at) => signNotification(options.signingSecret, body, at),

    async createCheckout({ payNumber }) {
      return {
        providerRef: `sbpay_${payNumber}`,
        redirectUrl: `${options.publicBaseUrl}${SANDBOX_CHECKOUT_PATH}/${payNumber}`,
      };
    },

    parseNotification(rawBody, headers, now) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof header !== 'string' || !verifyNotification(options.signingSecret, rawBody, header, now)) {
        throw new UnverifiedNotification('bad sandbox signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new UnverifiedNotification('sandbox notification is not JSON');
      }
      const parsed = notificationBody.safeParse(json);
      if (!parsed.success) throw new UnverifiedNotification('sandbox notification has the wrong shape');
      return parsed.data;
    },

    async refund() {
      return `sbre_${randomBytes(12).toString('hex')}`;
    },
  };
}
