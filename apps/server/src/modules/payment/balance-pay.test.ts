import { OrderStatus, type PayInfoAnswer, PaymentType, paySwitchAnswer } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import { adjustBalance, ledgerOf, orderRow, pay, tireInStock, userIdOf } from '../../../test/payments';
import { sysConfig } from '../config';
import { payments } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payInfo = (headers: { authorization: string }, orderNumbers: string[]) =>
  t.app.inject({
    method: 'GET',
    url: `/api/p/order/payInfo?orderNumbers=${orderNumbers.join(',')}`,
    headers,
  });

describe('pay-way', () => {
  it('shows what is due, by when, the balance and the methods switched on', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    await adjustBalance(t, shopper.email, 1234);
    const res = await payInfo(shopper.headers, placed.orderNumbers);
    expect(res.statusCode).toBe(200);
    const info = res.json<PayInfoAnswer>();
    expect(info).toMatchObject({
      total: placed.total,
      payBefore: placed.payBefore,
      remainingSeconds: 30 * 60,
    });
    expect(info.balance).toBe(1234);
    expect(info.methods.map((m) => m.label)).toEqual([
      'Balance',
      'PayPal',
      'Credit or debit card',
      'Google Pay',
      'Apple Pay',
      'Affirm',
      'Klarna',
      'Cash App Pay',
    ]);
    const affirm = info.methods.find((m) => m.payType === PaymentType.Affirm);
    expect(affirm).toEqual({
      payType: 17,
      label: 'Affirm',
      installmentText: '4 interest-free installments',
      web: true,
    });
  });

  it('refuses a method that is switched off', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const [stored] = await t.handle.db.select().from(sysConfig).where(eq(sysConfig.key, 'paySwitch'));
    const switches = paySwitchAnswer.parse(stored?.value);
    await t.handle.db
      .update(sysConfig)
      .set({ value: { ...switches, klarnaPaySwitch: false } })
      .where(eq(sysConfig.key, 'paySwitch'));
    // Written behind the shop's back: the config cache drops it once the change feed has heard the write.
    await t.handle.changes.caughtUp();
    try {
      const res = await pay(t, shopper, placed.orderNumbers, PaymentType.Klarna);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please choose payment method');
      const points = await pay(t, shopper, placed.orderNumbers, PaymentType.Score);
      expect(points.json().message).toBe('Please choose payment method');
      const info = (await payInfo(shopper.headers, placed.orderNumbers)).json<PayInfoAnswer>();
      expect(info.methods.map((m) => m.payType)).not.toContain(PaymentType.Klarna);
    } finally {
      await t.handle.db.update(sysConfig).set({ value: switches }).where(eq(sysConfig.key, 'paySwitch'));
    }
  });

  it('says the order has expired once its 30 minutes have passed', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    t.clock.advance(31 * 60_000);
    const res = await payInfo(shopper.headers, placed.orderNumbers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Order has expired, please place a new order');
  });

  it("does not show or pay another shopper's order", async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const placed = await placeOrder(t, owner);
    await adjustBalance(t, stranger.email, placed.total);
    expect((await payInfo(stranger.headers, placed.orderNumbers)).statusCode).toBe(404);
    const res = await pay(t, stranger, placed.orderNumbers, PaymentType.Balance);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order does not exist');
    expect((await orderRow(t, placed.orderNumbers[0] ?? '')).status).toBe(OrderStatus.Unpaid);
    expect((await ledgerOf(t, await userIdOf(t, stranger.email))).balance).toBe(placed.total);
  });
});

describe('paying with the balance', () => {
  it('asks to recharge at zero, and names the balance when it is short', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const empty = await pay(t, shopper, placed.orderNumbers, PaymentType.Balance);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Insufficient balance, Please recharge first!');
    await adjustBalance(t, shopper.email, 1234);
    const short = await pay(t, shopper, placed.orderNumbers, PaymentType.Balance);
    expect(short.json().message).toBe('Insufficient balance! The current balance is: $12.34');
    expect((await orderRow(t, placed.orderNumbers[0] ?? '')).status).toBe(OrderStatus.Unpaid);
  });

  it('pays the order at once, takes the total off the balance and records it', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    await adjustBalance(t, shopper.email, placed.total + 500);
    const res = await pay(t, shopper, placed.orderNumbers, PaymentType.Balance);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', redirectUrl: null });
    const order = await orderRow(t, placed.orderNumbers[0] ?? '');
    expect(order).toMatchObject({ status: OrderStatus.Paid, paymentType: PaymentType.Balance });
    const records = await t.app.inject({
      method: 'GET',
      url: '/api/p/wallet/records',
      headers: shopper.headers,
    });
    expect(records.json().records[0]).toMatchObject({
      kind: 'payment',
      title: 'Order payment',
      change: -placed.total,
      reference: placed.orderNumbers.join(','),
    });
    expect(await ledgerOf(t, await userIdOf(t, shopper.email))).toEqual({ balance: 500, entriesTotal: 500 });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/p/order/changePayingStatus?orderNumber=${placed.orderNumbers[0]}`,
      headers: shopper.headers,
    });
    expect(status.json()).toEqual({ payStatus: 1 });
  });
});

describe('racing balance payments', () => {
  it('charges once when one order is paid 20 times at once', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    await adjustBalance(t, shopper.email, placed.total * 3);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(t, shopper, placed.orderNumbers, PaymentType.Balance)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect(refused.json().message).toBe('Order status has changed');
    }
    const userId = await userIdOf(t, shopper.email);
    expect(await ledgerOf(t, userId)).toEqual({ balance: placed.total * 2, entriesTotal: placed.total * 2 });
    const succeeded = await t.handle.db.select().from(payments).where(eq(payments.userId, userId));
    expect(succeeded.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('never drives the balance below zero when 20 orders are paid from it at once', async () => {
    const shopper = await signUp(t);
    const skuId = await tireInStock(t, 20);
    const placed = [];
    for (let i = 0; i < 20; i++) placed.push(await placeOrder(t, shopper, { skuId, count: 1 }));
    const total = placed[0]?.total ?? 0;
    expect(placed.every((p) => p.total === total)).toBe(true);
    await adjustBalance(t, shopper.email, total * 7 + total - 1);

    const results = await Promise.all(
      placed.map((p) => pay(t, shopper, p.orderNumbers, PaymentType.Balance)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    const userId = await userIdOf(t, shopper.email);
    expect(await ledgerOf(t, userId)).toEqual({ balance: total - 1, entriesTotal: total - 1 });
    const statuses = await Promise.all(placed.map((p) => orderRow(t, p.orderNumbers[0] ?? '')));
    expect(statuses.filter((o) => o.status === OrderStatus.Paid)).toHaveLength(7);
  });
});
