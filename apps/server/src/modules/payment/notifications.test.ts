import { OrderStatus } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import {
  notifySandbox,
  orderRow,
  paymentRow,
  refundRows,
  startCardPayment,
  submitSandboxPage,
} from '../../../test/payments';
import {
  decideSandboxPayment,
  sandboxGateway,
  sandboxNotificationBody,
} from '../../platform/payments/sandbox';
import { paymentEvents } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approved = decideSandboxPayment('pay', '4242424242424242');

/** An order with a card payment started on it, and a notification body approving exactly that payment. */
async function pendingCardPayment() {
  const shopper = await signUp(t);
  const placed = await placeOrder(t, shopper);
  const started = await startCardPayment(t, shopper, placed.orderNumbers);
  const payment = await paymentRow(t, started.payNumber);
  const approval = (change: Partial<typeof payment> = {}) =>
    sandboxNotificationBody({ ...payment, ...change }, approved);
  return { shopper, placed, orderNumber: placed.orderNumbers[0] ?? '', ...started, approval };
}

const eventsOf = (eventId: string) =>
  t.handle.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));

describe('repeated notifications', () => {
  it('processes the same event once however often it arrives', async () => {
    const { orderNumber, payNumber, approval } = await pendingCardPayment();
    const body = approval();
    const first = await notifySandbox(t, body);
    expect(first.json()).toEqual({ outcome: 'paid' });
    const again = await notifySandbox(t, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ outcome: 'duplicate' });
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Paid);
    expect((await paymentRow(t, payNumber)).status).toBe('succeeded');
    expect(await eventsOf(JSON.parse(body).eventId)).toHaveLength(1);
  });

  it('processes it once when 20 copies arrive at the same moment', async () => {
    const { orderNumber, approval } = await pendingCardPayment();
    const body = approval();
    const results = await Promise.all(Array.from({ length: 20 }, () => notifySandbox(t, body)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().outcome === 'paid')).toHaveLength(1);
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Paid);
  });
});

describe('forged notifications', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { orderNumber, payNumber, approval } = await pendingCardPayment();
    const body = approval();
    const forger = sandboxGateway({ signingSecret: 'a-secret-the-shop-never-had', publicBaseUrl: '' });
    const forged = await notifySandbox(t, body, forger);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Unpaid);
    expect((await paymentRow(t, payNumber)).status).toBe('pending');
    expect(await eventsOf(JSON.parse(body).eventId)).toHaveLength(0);
  });

  it('rejects a validly signed notification whose amount or currency is not the payment’s', async () => {
    const { orderNumber, payNumber, approval } = await pendingCardPayment();
    const payment = await paymentRow(t, payNumber);
    const cheaper = approval({ amountCents: payment.amountCents - 1 });
    const res = await notifySandbox(t, cheaper);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOTIFICATION_REJECTED');
    expect((await eventsOf(JSON.parse(cheaper).eventId))[0]?.outcome).toBe('rejected');
    expect((await notifySandbox(t, approval({ currency: 'cny' }))).statusCode).toBe(400);
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Unpaid);
    expect((await paymentRow(t, payNumber)).status).toBe('pending');
  });

  it('rejects a notification about a payment it never started', async () => {
    const body = sandboxNotificationBody({ payNumber: 'P404', amountCents: 100, currency: 'usd' }, approved);
    expect((await notifySandbox(t, body)).json().code).toBe('NOTIFICATION_REJECTED');
  });
});

describe('money taken for orders that can no longer be paid', () => {
  it('refunds a payment approved after the order expired, and leaves the order unpaid', async () => {
    const { orderNumber, payNumber, pagePath } = await pendingCardPayment();
    t.clock.advance(31 * 60_000);
    const done = await submitSandboxPage(t, pagePath, '4242424242424242');
    expect(new URL(String(done.headers.location), 'http://shop.test').searchParams.get('sts')).toBe('0');
    const payment = await paymentRow(t, payNumber);
    expect(payment).toMatchObject({
      status: 'refunded',
      refundedCents: payment.amountCents,
      failureReason: 'Order has expired, please place a new order',
    });
    const [refund] = await refundRows(t, payNumber);
    expect(refund).toMatchObject({
      amountCents: payment.amountCents,
      status: 'succeeded',
      reason: 'orders_not_payable',
    });
    expect(refund?.providerRef).toMatch(/^sbre_/);
    // No sweep ran: the late payment closed the order itself.
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Canceled);
  });

  it('pays the order once and refunds a second approved attempt', async () => {
    const { shopper, placed, orderNumber, pagePath } = await pendingCardPayment();
    const second = await startCardPayment(t, shopper, placed.orderNumbers);
    await submitSandboxPage(t, pagePath, '4242424242424242');
    const late = await submitSandboxPage(t, second.pagePath, '4242424242424242');
    expect(new URL(String(late.headers.location), 'http://shop.test').searchParams.get('sts')).toBe('0');
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Paid);
    expect(await paymentRow(t, second.payNumber)).toMatchObject({
      status: 'refunded',
      failureReason: 'Order status has changed',
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/p/order/changePayingStatus?orderNumber=${orderNumber}`,
      headers: shopper.headers,
    });
    expect(status.json()).toEqual({ payStatus: 1 });
  });
});
