import { CancelReason, Messages, OrderStatus, PAYMENT_WINDOW_MINUTES } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, LONG_SESSIONS, MINUTE, markPaid, myOrder, stockOf } from '../../../test/order-lifecycle';
import { placeOrder } from '../../../test/orders';
import { orders } from './tables';

let t: TestApp;
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  ann = await signUp(t);
});
afterAll(() => t.close());

/** An unpaid order of `count` pieces and the stock of its SKU before and after placing it. */
async function anUnpaidOrder(count = 2) {
  const { orderNumbers } = await placeOrder(t, ann, { delivery: 'home', count });
  const orderNumber = orderNumbers[0] ?? '';
  const { items } = await detailOf(t, ann, orderNumber);
  const skuId = items[0]?.skuId ?? 0;
  const stockAfterPlacing = await stockOf(t, skuId);
  return { orderNumber, skuId, stockAfterPlacing, restored: stockAfterPlacing + count };
}

async function statusRow(orderNumber: string) {
  const [row] = await t.handle.db
    .select({ status: orders.status, cancelReason: orders.cancelReason })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return row;
}

describe('the payment window', () => {
  it('counts down on the order page while the order is unpaid', async () => {
    const { orderNumber } = await anUnpaidOrder();
    expect((await detailOf(t, ann, orderNumber)).remainingSeconds).toBe(PAYMENT_WINDOW_MINUTES * 60);
    t.clock.advance(10 * MINUTE);
    expect((await detailOf(t, ann, orderNumber)).remainingSeconds).toBe(20 * 60);
  });

  it('closes 30 minutes after placing: the list shows it canceled at once, the sweep gives its stock back', async () => {
    const { orderNumber, skuId, stockAfterPlacing, restored } = await anUnpaidOrder();
    t.clock.advance(PAYMENT_WINDOW_MINUTES * MINUTE - 1000);
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Unpaid);
    expect(await stockOf(t, skuId)).toBe(stockAfterPlacing);

    t.clock.advance(MINUTE);
    const list = await t.app.inject({ method: 'GET', url: '/api/p/myOrder/list', headers: ann.headers });
    const card = list.json().records.find((c: { orderNumber: string }) => c.orderNumber === orderNumber);
    expect(card).toMatchObject({
      status: OrderStatus.Canceled,
      statusLabel: 'Canceled',
      cancelReason: CancelReason.Expired,
      buttons: [],
    });
    // Reading wrote nothing: the order row and the stock wait for the sweep.
    expect(await statusRow(orderNumber)).toMatchObject({ status: OrderStatus.Unpaid });
    expect(await stockOf(t, skuId)).toBe(stockAfterPlacing);
    await t.runJobs();
    expect(await statusRow(orderNumber)).toMatchObject({ status: OrderStatus.Canceled });
    expect(await stockOf(t, skuId)).toBe(restored);
  });

  it('refuses to cancel or pay an expired order with the expiry message', async () => {
    const { orderNumber, skuId, restored } = await anUnpaidOrder();
    t.clock.advance(31 * MINUTE);
    const cancel = await myOrder(t, ann, 'cancel', orderNumber);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toMatchObject({ message: Messages.OrderExpired });
    await expect(markPaid(t, [orderNumber])).rejects.toMatchObject({ message: Messages.OrderExpired });
    await t.runJobs();
    expect(await stockOf(t, skuId)).toBe(restored);
  });

  it('is refused by payment before any read or sweep has closed the order', async () => {
    const { orderNumber } = await anUnpaidOrder();
    t.clock.advance(31 * MINUTE);
    await expect(markPaid(t, [orderNumber])).rejects.toMatchObject({ message: Messages.OrderExpired });
    expect(await statusRow(orderNumber)).toMatchObject({ status: OrderStatus.Unpaid });
  });
});

describe('the sweeper', () => {
  it('closes orders past their window and releases their stock exactly once', async () => {
    const due = await anUnpaidOrder();
    t.clock.advance(20 * MINUTE);
    const notDue = await anUnpaidOrder();
    t.clock.advance(11 * MINUTE);

    await t.runJobs();
    await t.runJobs();
    expect(await statusRow(due.orderNumber)).toEqual({
      status: OrderStatus.Canceled,
      cancelReason: CancelReason.Expired,
    });
    expect(await statusRow(notDue.orderNumber)).toMatchObject({ status: OrderStatus.Unpaid });
    const sameSku = due.skuId === notDue.skuId;
    expect(await stockOf(t, due.skuId)).toBe(sameSku ? notDue.stockAfterPlacing + 2 : due.restored);
  });

  it('never releases stock twice when several instances sweep at once', async () => {
    const placed = [await anUnpaidOrder(1), await anUnpaidOrder(1), await anUnpaidOrder(1)];
    const skuId = placed[0]!.skuId;
    const expected = (await stockOf(t, skuId)) + placed.filter((p) => p.skuId === skuId).length;
    t.clock.advance(31 * MINUTE);
    await Promise.all(Array.from({ length: 6 }, () => t.runJobs()));
    expect(await stockOf(t, skuId)).toBe(expected);
    for (const { orderNumber } of placed) {
      expect(await statusRow(orderNumber)).toMatchObject({ status: OrderStatus.Canceled });
    }
  });

  it.each([
    ['inside the window', 29],
    ['past the window', 31],
  ])('releases stock once when the shopper cancels %s while the sweeper runs', async (_when, minutes) => {
    const { orderNumber, skuId, restored } = await anUnpaidOrder(1);
    t.clock.advance(minutes * MINUTE);
    const [cancels] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => myOrder(t, ann, 'cancel', orderNumber))),
      Promise.all(Array.from({ length: 3 }, () => t.runJobs())),
    ]);
    expect(await stockOf(t, skuId)).toBe(restored);
    expect(await statusRow(orderNumber)).toMatchObject({ status: OrderStatus.Canceled });
    const canceled = cancels.filter((res) => res.statusCode === 200);
    expect(canceled.length).toBe(minutes < 30 ? 1 : 0);
    for (const refused of cancels.filter((res) => res.statusCode !== 200)) {
      expect(refused.json().message).toBe(minutes < 30 ? Messages.OrderStatusChanged : Messages.OrderExpired);
    }
  });
});
