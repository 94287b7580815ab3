import { OrderStatus, type PayInfoAnswer, PaymentType } from '@tread/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import { orderRow, pay, paymentRow, userIdOf } from '../../../test/payments';
import { newPayNumber } from './references';
import { payments } from './tables';

const WEBHOOK_SECRET = 'whsec_tread_test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_tread',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_tread',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(() => t.close());

/** An order with a pending Stripe attempt, as POST /pay leaves it once Stripe has created the intent. */
async function pendingStripePayment() {
  const shopper = await signUp(t);
  const placed = await placeOrder(t, shopper);
  const payNumber = newPayNumber();
  const now = t.clock.now();
  await t.handle.db.insert(payments).values({
    payNumber,
    userId: await userIdOf(t, shopper.email),
    orderNumbers: placed.orderNumbers,
    paymentType: PaymentType.StripeGooglePay,
    amountCents: placed.total,
    currency: 'usd',
    provider: 'stripe',
    providerRef: `pi_${payNumber}`,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  return { shopper, placed, payNumber };
}

function succeededEvent(payNumber: string, amount: number) {
  return JSON.stringify({
    id: `evt_${payNumber}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: `pi_${payNumber}`,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'usd',
        metadata: { payNumber },
      },
    },
  });
}

const notifyStripe = (payload: string, secret = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/notify/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(t.clock.now().getTime() / 1000),
      }),
    },
    payload,
  });

describe('with STRIPE_SECRET_KEY set', () => {
  it('offers the balance and the card methods Stripe takes, nothing through the sandbox', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/p/order/payInfo?orderNumbers=${placed.orderNumbers[0]}`,
      headers: shopper.headers,
    });
    expect(info.json<PayInfoAnswer>().methods.map((m) => m.payType)).toEqual([
      PaymentType.Balance,
      PaymentType.StripeCard,
      PaymentType.StripeGooglePay,
      PaymentType.StripeApplePay,
    ]);
    expect((await pay(t, shopper, placed.orderNumbers, PaymentType.Affirm)).json().message).toBe(
      'Please choose payment method',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/checkout/P1' })).statusCode).toBe(404);
  });

  it('reports the pay switches of methods Stripe cannot take as off', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sys/config/info/getSysPaySwitch' });
    expect(res.json()).toEqual({
      scorePaySwitch: false,
      balancePaySwitch: true,
      paypalPaySwitch: false,
      stripeCardPaySwitch: true,
      stripeGooglePaySwitch: true,
      stripeApplePaySwitch: true,
      authorizeCardPaySwitch: false,
      authorizeApplePaySwitch: false,
      authorizeGooglePaySwitch: false,
      affirmPaySwitch: false,
      klarnaPaySwitch: false,
      cashAppPaySwitch: false,
    });
  });

  it('pays the order on a verified payment_intent.succeeded, once', async () => {
    const { placed, payNumber } = await pendingStripePayment();
    const event = succeededEvent(payNumber, placed.total);
    expect((await notifyStripe(event)).json()).toEqual({ outcome: 'paid' });
    expect((await notifyStripe(event)).json()).toEqual({ outcome: 'duplicate' });
    expect((await orderRow(t, placed.orderNumbers[0] ?? '')).status).toBe(OrderStatus.Paid);
    expect((await paymentRow(t, payNumber)).status).toBe('succeeded');
  });

  it('refuses a webhook signed with another secret, and one for another amount', async () => {
    const { placed, payNumber } = await pendingStripePayment();
    const forged = await notifyStripe(succeededEvent(payNumber, placed.total), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    const cheaper = await notifyStripe(succeededEvent(payNumber, placed.total - 100));
    expect(cheaper.json().code).toBe('NOTIFICATION_REJECTED');
    expect((await orderRow(t, placed.orderNumbers[0] ?? '')).status).toBe(OrderStatus.Unpaid);
  });

  it('does not take the sandbox gateway’s notifications', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
