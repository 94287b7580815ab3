import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { fakeStripeHttp, type StripeCall } from '../../../test/fake-stripe';
import { UnverifiedNotification } from './provider';
import { stripeGateway } from './stripe';

const webhookSecret = 'whsec_test_secret';
const now = new Date('2026-11-21T18:00:00Z');
const timestamp = Math.floor(now.getTime() / 1000);

/** The adapter on a fake Stripe API that answers `answer(call)`. */
function fakeStripe(answer: (call: StripeCall) => object) {
  const { calls, httpClient } = fakeStripeHttp(answer);
  return {
    calls,
    gateway: stripeGateway({
      secretKey: 'sk_test_x',
      webhookSecret,
      publishableKey: 'pk_test_x',
      publicBaseUrl: 'https://shop.test',
      httpClient,
    }),
  };
}

const { gateway } = fakeStripe(() => ({}));

function intentEvent(type: string, intent: object) {
  return JSON.stringify({
    id: `evt_${type}`,
    object: 'event',
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  });
}

const signed = (payload: string, secret = webhookSecret) => ({
  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
});

const intent = {
  id: 'pi_1',
  amount: 25_000,
  amount_received: 25_000,
  currency: 'usd',
  metadata: { payNumber: 'P77' },
};

describe('Stripe webhooks', () => {
  it('maps a verified payment_intent.succeeded to a succeeded payment', () => {
    const payload = intentEvent('payment_intent.succeeded', intent);
    expect(gateway.parseNotification(payload, signed(payload), now)).toEqual({
      eventId: 'evt_payment_intent.succeeded',
      payNumber: 'P77',
      status: 'succeeded',
      amountCents: 25_000,
      currency: 'usd',
      failureReason: null,
    });
  });

  it('maps payment_failed to a failed payment with Stripe’s reason', () => {
    const payload = intentEvent('payment_intent.payment_failed', {
      ...intent,
      amount_received: 0,
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect(gateway.parseNotification(payload, signed(payload), now)).toMatchObject({
      status: 'failed',
      amountCents: 25_000,
      failureReason: 'Your card was declined.',
    });
  });

  it('ignores events about other things, or intents that are not the shop’s', () => {
    const charge = JSON.stringify({
      id: 'evt_c',
      object: 'event',
      type: 'charge.refunded',
      data: { object: {} },
    });
    expect(gateway.parseNotification(charge, signed(charge), now)).toBeNull();
    const foreign = intentEvent('payment_intent.succeeded', { ...intent, metadata: {} });
    expect(gateway.parseNotification(foreign, signed(foreign), now)).toBeNull();
  });

  it('refuses a wrong secret, a changed body, a missing header and an old signature', () => {
    const payload = intentEvent('payment_intent.succeeded', intent);
    expect(() => gateway.parseNotification(payload, signed(payload, 'whsec_other'), now)).toThrow(
      UnverifiedNotification,
    );
    expect(() => gateway.parseNotification(payload.replace('25000', '1'), signed(payload), now)).toThrow(
      UnverifiedNotification,
    );
    expect(() => gateway.parseNotification(payload, {}, now)).toThrow(UnverifiedNotification);
    const anHourLater = new Date(now.getTime() + 3_600_000);
    expect(() => gateway.parseNotification(payload, signed(payload), anHourLater)).toThrow(
      UnverifiedNotification,
    );
  });
});

describe('Stripe payments', () => {
  it('creates a card Payment Intent keyed by the pay number and sends the shopper to our payment page', async () => {
    const stripe = fakeStripe(() => ({
      id: 'pi_9',
      object: 'payment_intent',
      client_secret: 'pi_9_secret_abc',
    }));
    const checkout = await stripe.gateway.createCheckout({
      payNumber: 'P42',
      amountCents: 12_345,
      currency: 'usd',
      paymentType: 11,
      orderNumbers: ['2611210000000001'],
    });
    expect(checkout).toEqual({
      providerRef: 'pi_9',
      redirectUrl: 'https://shop.test/api/payment/stripe/checkout/P42',
    });
    const [call] = stripe.calls;
    expect(call?.url).toMatch(/\/v1\/payment_intents$/);
    expect(call?.idempotencyKey).toBe('pay-P42');
    expect(call?.body.get('amount')).toBe('12345');
    expect(call?.body.get('metadata[payNumber]')).toBe('P42');
  });

  it('reads the intent’s client secret and status for the payment page', async () => {
    const stripe = fakeStripe(() => ({
      id: 'pi_9',
      object: 'payment_intent',
      client_secret: 'pi_9_secret_abc',
      status: 'requires_payment_method',
    }));
    expect(await stripe.gateway.intentForPage('pi_9')).toEqual({
      clientSecret: 'pi_9_secret_abc',
      status: 'requires_payment_method',
    });
    expect(stripe.calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([
      ['GET', '/v1/payment_intents/pi_9'],
    ]);
  });

  it('refunds part of the intent, once per refund however often it is asked', async () => {
    const stripe = fakeStripe(() => ({ id: 're_1', object: 'refund' }));
    const input = {
      refundNumber: 'R7',
      payNumber: 'P42',
      providerRef: 'pi_9',
      amountCents: 2_345,
      currency: 'usd',
    };
    expect(await stripe.gateway.refund(input)).toBe('re_1');
    await stripe.gateway.refund(input);
    await stripe.gateway.refund({ ...input, refundNumber: 'R8', amountCents: 1_000 });
    expect(
      stripe.calls.map((c) => [c.body.get('payment_intent'), c.body.get('amount'), c.idempotencyKey]),
    ).toEqual([
      ['pi_9', '2345', 'refund-R7'],
      ['pi_9', '2345', 'refund-R7'],
      ['pi_9', '1000', 'refund-R8'],
    ]);
  });
});
