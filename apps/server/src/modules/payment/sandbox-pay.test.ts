import { formatPrice, OrderStatus, PaymentType } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { cspOf, expectPageRunsUnderItsCsp } from '../../../test/csp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import {
  adjustBalance,
  orderRow,
  pay,
  paymentRow,
  startCardPayment,
  submitSandboxPage,
} from '../../../test/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payingStatus = async (customer: Customer, orderNumber: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/p/order/changePayingStatus?orderNumber=${orderNumber}`,
      headers: customer.headers,
    })
  ).json();

const resultOf = (location: unknown) => new URL(String(location), 'http://shop.test');

describe('paying on the sandbox payment page', () => {
  it('approves 4242 4242 4242 4242: back to pay-result with sts=1 and the order paid', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const orderNumber = placed.orderNumbers[0] ?? '';
    const { payNumber, pagePath } = await startCardPayment(t, shopper, placed.orderNumbers);
    expect(pagePath).toBe(`/api/sandbox/checkout/${payNumber}`);
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 2 });

    const page = await t.app.inject({ method: 'GET', url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Tread Sandbox Pay</title>');
    expectPageRunsUnderItsCsp(page);
    expect(cspOf(page.headers).get('script-src')).toEqual(["'self'"]);
    expect(page.body).toContain('lang="en"');
    expect(page.body).toContain(`Pay ${formatPrice(placed.total)}`);
    expect(page.body).toContain('Credit or debit card');
    expect(page.body).toContain('<label for="cardNumber">');

    const done = await submitSandboxPage(t, pagePath, '4242 4242 4242 4242');
    expect(done.statusCode).toBe(303);
    const result = resultOf(done.headers.location);
    expect(result.pathname).toBe('/pages/pay-result/pay-result');
    expect(result.searchParams.get('orderNumbers')).toBe(orderNumber);
    expect(result.searchParams.get('sts')).toBe('1');

    expect(await orderRow(t, orderNumber)).toMatchObject({
      status: OrderStatus.Paid,
      paymentType: PaymentType.StripeCard,
    });
    expect((await paymentRow(t, payNumber)).status).toBe('succeeded');
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 1 });
    const closed = await t.app.inject({ method: 'GET', url: pagePath });
    expect(closed.body).toContain('already closed');
  });

  it('declines 4000 0000 0000 0002: sts=0, the order stays unpaid and can be paid with the balance', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const orderNumber = placed.orderNumbers[0] ?? '';
    const { payNumber, pagePath } = await startCardPayment(t, shopper, placed.orderNumbers);

    const done = await submitSandboxPage(t, pagePath, '4000 0000 0000 0002');
    expect(resultOf(done.headers.location).searchParams.get('sts')).toBe('0');
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Unpaid);
    expect(await paymentRow(t, payNumber)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined',
    });
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 0 });

    await adjustBalance(t, shopper.email, placed.total);
    const again = await pay(t, shopper, placed.orderNumbers, PaymentType.Balance);
    expect(again.json()).toMatchObject({ status: 'succeeded' });
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Paid);
  });

  it('treats Cancel on the page as a failed payment', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const { pagePath } = await startCardPayment(t, shopper, placed.orderNumbers);
    const done = await submitSandboxPage(t, pagePath, '', 'cancel');
    expect(resultOf(done.headers.location).searchParams.get('sts')).toBe('0');
    expect((await orderRow(t, placed.orderNumbers[0] ?? '')).status).toBe(OrderStatus.Unpaid);
  });

  it('offers the pay-later methods through the same page, named on it', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const res = await pay(t, shopper, placed.orderNumbers, PaymentType.Klarna);
    expect(res.json()).toMatchObject({ status: 'redirect' });
    const page = await t.app.inject({ method: 'GET', url: res.json().redirectUrl });
    expect(page.body).toContain('Klarna');
  });
});

describe('backing out and the paying status', () => {
  it('stops counting a canceled attempt as processing', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const orderNumber = placed.orderNumbers[0] ?? '';
    const { payNumber } = await startCardPayment(t, shopper, placed.orderNumbers);
    const cancel = (customer: Customer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/p/order/payCancel',
        headers: customer.headers,
        payload: { payNumber },
      });

    const stranger = await signUp(t);
    expect((await cancel(stranger)).statusCode).toBe(404);
    expect((await cancel(shopper)).json()).toEqual({ ok: true });
    expect(await payingStatus(shopper, orderNumber)).toEqual({ payStatus: 0 });
    expect((await cancel(shopper)).json().message).toBe('Order status has changed');
  });

  it('counts an attempt left open as failed once its order has expired or been canceled', async () => {
    const shopper = await signUp(t);
    const expiring = await placeOrder(t, shopper);
    const canceled = await placeOrder(t, shopper);
    await startCardPayment(t, shopper, expiring.orderNumbers);
    await startCardPayment(t, shopper, canceled.orderNumbers);
    const expiringNumber = expiring.orderNumbers[0] ?? '';
    const canceledNumber = canceled.orderNumbers[0] ?? '';
    expect(await payingStatus(shopper, canceledNumber)).toEqual({ payStatus: 2 });

    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/p/myOrder/cancel',
      headers: shopper.headers,
      payload: { orderNumber: canceledNumber },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await payingStatus(shopper, canceledNumber)).toEqual({ payStatus: 0 });

    expect(await payingStatus(shopper, expiringNumber)).toEqual({ payStatus: 2 });
    t.clock.advance(31 * 60_000);
    expect(await payingStatus(shopper, expiringNumber)).toEqual({ payStatus: 0 });
  });

  it("answers only the owner's orders", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const placed = await placeOrder(t, owner);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/p/order/changePayingStatus?orderNumber=${placed.orderNumbers[0]}`,
      headers: stranger.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await payingStatus(owner, placed.orderNumbers[0] ?? '')).toEqual({ payStatus: 0 });
  });

  it('answers 404 for a page of an unknown payment', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/checkout/P000' })).statusCode).toBe(404);
  });
});
