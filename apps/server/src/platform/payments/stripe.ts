import { PaymentType } from '@tread/domain';
import Stripe from 'stripe';
import { type PaymentGateway, type PaymentNotification, UnverifiedNotification } from './provider';

/**
 * Stripe Payment Intents for card, Google Pay and Apple Pay (both wallets pay through the card method), paid
 * on our own page around Stripe's Payment Element (modules/payment/stripe-routes.ts).
 */

export const STRIPE_CHECKOUT_PATH = '/api/payment/stripe/checkout';

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Origin of the payment page link; '' keeps it relative to this server. */
  publicBaseUrl: string;
  /** Tests answer Stripe's calls themselves; production uses the package's own client. */
  httpClient?: Stripe.HttpClient;
};

const STRIPE_PAYMENT_TYPES: readonly PaymentType[] = [
  PaymentType.StripeCard,
  PaymentType.StripeGooglePay,
  PaymentType.StripeApplePay,
];

/** Maps a verified Stripe event to a payment outcome; events about anything else are not ours to act on. */
export function notificationFromStripeEvent(event: Stripe.Event): PaymentNotification | null {
  if (
    event.type !== 'payment_intent.succeeded' &&
    event.type !== 'payment_intent.payment_failed' &&
    event.type !== 'payment_intent.canceled'
  ) {
    return null;
  }
  const intent = event.data.object;
  const payNumber = intent.metadata?.payNumber;
  if (!payNumber) return null;
  const succeeded = event.type === 'payment_intent.succeeded';
  return {
    eventId: event.id,
    payNumber,
    status: succeeded ? 'succeeded' : 'failed',
    amountCents: succeeded ? intent.amount_received : intent.amount,
    currency: intent.currency,
    failureReason: succeeded
      ? null
      : (intent.last_payment_error?.message ?? intent.cancellation_reason ?? 'Payment failed'),
  };
}

/** What our payment page needs to mount the Payment Element for an intent. */
export type StripeIntentForPage = { clientSecret: string; status: Stripe.PaymentIntent.Status };

export type StripeGateway = PaymentGateway & {
  name: 'stripe';
  publishableKey: string;
  /** Read from Stripe each time the page opens: Stripe asks that client secrets are not stored. */
  intentForPage(providerRef: string): Promise<StripeIntentForPage>;
};

export function stripeGateway(options: StripeOptions): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    name: 'stripe',
    paymentTypes: STRIPE_PAYMENT_TYPES,
    publishableKey: options.publishableKey,

    async createCheckout({ payNumber, amountCents, currency, orderNumbers }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency,
          allowed_payment_method_types: ['card'],
          description: `Tread order ${orderNumbers.join(', ')}`,
          metadata: { payNumber, orderNumbers: orderNumbers.join(',') },
        },
        // A retried create answers the same intent instead of charging twice.
        { idempotencyKey: `pay-${payNumber}` },
      );
      return {
        providerRef: intent.id,
        redirectUrl: `${options.publicBaseUrl}${STRIPE_CHECKOUT_PATH}/${payNumber}`,
      };
    },

    async intentForPage(providerRef) {
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      if (!intent.client_secret) throw new Error(`Stripe answered no client secret for ${providerRef}`);
      return { clientSecret: intent.client_secret, status: intent.status };
    },

    parseNotification(rawBody, headers, now) {
      const header = headers['stripe-signature'];
      if (typeof header !== 'string') throw new UnverifiedNotification('missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          options.webhookSecret,
          undefined,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new UnverifiedNotification(error instanceof Error ? error.message : 'bad Stripe signature');
      }
      return notificationFromStripeEvent(event);
    },

    async refund({ refundNumber, payNumber, providerRef, amountCents }) {
      if (!providerRef) throw new Error(`Payment ${payNumber} has no Stripe payment intent to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: providerRef, amount: amountCents },
        { idempotencyKey: `refund-${refundNumber}` },
      );
      return refund.id;
    },
  };
}
