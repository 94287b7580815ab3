import { CancelReason, OrderStatus } from '@tread/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, LONG_SESSIONS, MINUTE, myOrder, stockOf } from '../../../test/order-lifecycle';
import { placeOrder } from '../../../test/orders';
import { orderRow, paymentRow, startCardPayment, submitSandboxPage } from '../../../test/payments';
import { refuse } from '../../platform/errors';
import type { OrderEffect } from '.';

/**
 * A later capability's effect (a coupon, a group seat) stands in as a ledger of what each order holds: taken
 * once when placed, given back once on every path that gives an order back.
 */
const held = new Map<string, number>();
const released: string[] = [];
let refuseNext = false;
const seatEffect: OrderEffect = {
  name: 'test seat',
  async apply(_tx, placed) {
    if (refuseNext) throw refuse('INSUFFICIENT_INVENTORY');
    for (const order of placed.orders) held.set(order.orderNumber, order.lines.length);
  },
  async release(_tx, orders) {
    for (const order of orders) {
      expect(held.has(order.orderNumber), `${order.orderNumber} released twice`).toBe(true);
      held.delete(order.orderNumber);
      released.push(order.orderNumber);
    }
  },
};

let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS, { orderEffects: [seatEffect] });
  ann = await signUp(t);
});
afterAll(() => t.close());
beforeEach(() => {
  refuseNext = false;
});

async function anOrder() {
  const { orderNumbers } = await placeOrder(t, ann, { delivery: 'home', count: 2 });
  const orderNumber = orderNumbers[0] ?? '';
  const skuId = (await detailOf(t, ann, orderNumber)).items[0]?.skuId ?? 0;
  expect(held.has(orderNumber)).toBe(true);
  return { orderNumber, skuId, stock: await stockOf(t, skuId) };
}

describe('order effects', () => {
  it('are released, with the stock, when the shopper cancels', async () => {
    const { orderNumber, skuId, stock } = await anOrder();
    expect((await myOrder(t, ann, 'cancel', orderNumber)).statusCode).toBe(200);
    expect(released).toContain(orderNumber);
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    // Canceling again gives nothing back twice.
    expect((await myOrder(t, ann, 'cancel', orderNumber)).statusCode).toBe(400);
  });

  it('are released by the sweep when the payment window passes, once however often it runs', async () => {
    const { orderNumber, skuId, stock } = await anOrder();
    t.clock.advance(31 * MINUTE);
    expect(released).not.toContain(orderNumber);
    await Promise.all([t.runJobs(), t.runJobs()]);
    expect(released.filter((n) => n === orderNumber)).toHaveLength(1);
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    expect(await orderRow(t, orderNumber)).toMatchObject({ cancelReason: CancelReason.Expired });
  });

  it('are released when money arrives after the window, before any sweep, and the money goes back', async () => {
    const { orderNumber, skuId, stock } = await anOrder();
    const { payNumber, pagePath } = await startCardPayment(t, ann, [orderNumber]);
    t.clock.advance(31 * MINUTE);
    await submitSandboxPage(t, pagePath, '4242424242424242');
    expect(released).toContain(orderNumber);
    expect(await stockOf(t, skuId)).toBe(stock + 2);
    expect((await orderRow(t, orderNumber)).status).toBe(OrderStatus.Canceled);
    expect((await paymentRow(t, payNumber)).status).toBe('refunded');
    await t.runJobs();
    expect(released.filter((n) => n === orderNumber)).toHaveLength(1);
  });

  it('roll the whole order back when one of them refuses', async () => {
    const before = await anOrder();
    refuseNext = true;
    const countsBefore = await t.app.inject({
      method: 'GET',
      url: '/api/p/myOrder/tabCounts',
      headers: ann.headers,
    });
    await expect(placeOrder(t, ann, { delivery: 'home', count: 2, skuId: before.skuId })).rejects.toThrow(
      /Insufficient inventory/,
    );
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/p/myOrder/tabCounts',
      headers: ann.headers,
    });
    expect(after.json<{ all: number }>().all).toBe(countsBefore.json<{ all: number }>().all);
    expect(await stockOf(t, before.skuId)).toBe(before.stock);
  });
});
