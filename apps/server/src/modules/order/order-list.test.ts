import { OrderButton, OrderDateFilter, type OrderPage, OrderStatus } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  detailOf,
  LONG_SESSIONS,
  markPaid,
  myOrder,
  onePackage,
  staffCall,
} from '../../../test/order-lifecycle';
import { placeOrder } from '../../../test/orders';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

type Delivery = 'installer' | 'pickup' | 'home';
async function anOrder(who: Customer, delivery: Delivery = 'home'): Promise<string> {
  const { orderNumbers } = await placeOrder(t, who, { delivery });
  return orderNumbers[0] ?? '';
}

async function list(who: Customer, query: Record<string, string> = {}): Promise<OrderPage> {
  const res = await t.app.inject({ method: 'GET', url: '/api/p/myOrder/list', headers: who.headers, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<OrderPage>();
}
const numbers = (page: OrderPage) => page.records.map((card) => card.orderNumber);

describe('order list tabs', () => {
  let ann: Customer;
  const placed: Record<string, string> = {};
  beforeAll(async () => {
    ann = await signUp(t);
    placed.canceled = await anOrder(ann);
    await myOrder(t, ann, 'cancel', placed.canceled);
    placed.received = await anOrder(ann);
    placed.installation = await anOrder(ann, 'installer');
    placed.shipped = await anOrder(ann);
    placed.processing = await anOrder(ann);
    placed.unpaid = await anOrder(ann);
    await markPaid(t, [placed.received, placed.installation, placed.shipped, placed.processing]);
    for (const orderNumber of [placed.received, placed.installation, placed.shipped]) {
      await staffCall(t, admin, orderNumber, 'ship', onePackage);
    }
    await myOrder(t, ann, 'confirmReceipt', placed.received);
  });

  it('lists every order newest first on the all tab, each with its status and buttons', async () => {
    const all = await list(ann);
    expect(numbers(all)).toEqual([
      placed.unpaid,
      placed.processing,
      placed.shipped,
      placed.installation,
      placed.received,
      placed.canceled,
    ]);
    expect(all.records[0]).toMatchObject({
      status: OrderStatus.Unpaid,
      statusLabel: 'Pending payment',
      buttons: [OrderButton.Cancel, OrderButton.PayNow],
      itemCount: expect.any(Number),
      items: [expect.objectContaining({ prodName: expect.any(String), price: expect.any(Number) })],
    });
    expect(all.records[0]).not.toHaveProperty('userId');
  });

  it.each([
    ['unpaid', 'unpaid'],
    ['processing', 'processing'],
    ['shipped', 'shipped'],
    ['installation', 'installation'],
    // Received orders wait for their reviews (status 4) until every item is reviewed.
    ['review', 'received'],
  ])('shows the %s tab', async (tab, key) => {
    expect(numbers(await list(ann, { tab }))).toEqual([placed[key]]);
  });

  it('has nothing on the completed and return tabs yet', async () => {
    expect((await list(ann, { tab: 'completed' })).records).toEqual([]);
    expect((await list(ann, { tab: 'return' })).total).toBe(0);
  });

  it('counts the orders of each tab for the personal center', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/p/myOrder/tabCounts', headers: ann.headers });
    expect(res.json()).toEqual({
      all: 6,
      unpaid: 1,
      processing: 1,
      shipped: 1,
      installation: 1,
      completed: 0,
      review: 1,
      return: 0,
    });
  });

  it("never shows another shopper's orders", async () => {
    const bob = await signUp(t);
    await anOrder(bob);
    expect((await list(ann)).total).toBe(6);
    expect((await list(bob)).total).toBe(1);
  });
});

describe('searching and filtering the list', () => {
  it('finds an order by the start of its number or by part of a product name, in any case', async () => {
    const ann = await signUp(t);
    const first = await anOrder(ann);
    const { items } = await detailOf(t, ann, first);
    const second = (await placeOrder(t, ann, { delivery: 'home', skuId: items[0]?.skuId ?? 0 }))
      .orderNumbers[0];
    expect(numbers(await list(ann, { keyword: first }))).toEqual([first]);
    expect(numbers(await list(ann, { keyword: first.slice(0, 6) }))).toEqual([second, first]);
    const name = items[0]?.prodName ?? '';
    const part = name.slice(1, Math.min(name.length, 8)).toUpperCase();
    expect(numbers(await list(ann, { keyword: part }))).toEqual([second, first]);
    expect((await list(ann, { keyword: 'no such tire anywhere' })).total).toBe(0);
    expect((await list(ann, { keyword: '%' })).total).toBe(0);
  });

  it('filters by the last seven days, the last three months, and older', async () => {
    const ann = await signUp(t);
    const old = await anOrder(ann);
    t.clock.advance(95 * DAY);
    const recent = await anOrder(ann);
    t.clock.advance(10 * DAY);
    const today = await anOrder(ann);
    expect(numbers(await list(ann, { dateFilter: OrderDateFilter.LastSevenDays }))).toEqual([today]);
    expect(numbers(await list(ann, { dateFilter: OrderDateFilter.LastThreeMonths }))).toEqual([
      today,
      recent,
    ]);
    expect(numbers(await list(ann, { dateFilter: OrderDateFilter.OlderThanThreeMonths }))).toEqual([old]);
  });

  it('pages for infinite scroll', async () => {
    const ann = await signUp(t);
    const placed = [await anOrder(ann), await anOrder(ann), await anOrder(ann)];
    const first = await list(ann, { size: '2' });
    expect(first).toMatchObject({ total: 3, current: 1, size: 2, pages: 2, hasMore: true });
    const second = await list(ann, { size: '2', current: '2' });
    expect(second).toMatchObject({ current: 2, hasMore: false });
    expect([...numbers(first), ...numbers(second)]).toEqual(placed.reverse());
  });
});
