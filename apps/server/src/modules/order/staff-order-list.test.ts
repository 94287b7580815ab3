import {
  type AdminOrderPage,
  BusinessLine,
  CheckoutDelivery,
  isoCalendarDate,
  laCalendarDate,
  OrderBusinessLine,
  OrderStatus,
  StaffOrderMessages,
  usCalendarDate,
} from '@tread/domain';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf, LONG_SESSIONS, markPaid } from '../../../test/order-lifecycle';
import { nearestStation, placeOrder, skuForSale } from '../../../test/orders';
import { orderItems, orders } from './tables';

let t: TestApp;
let admin: { authorization: string };
let ann: Customer;
let bob: Customer;
/** Ann's orders placed a week ago (a tire to an installer, paid) and today (a part, home, unpaid); Bob's tire today. */
const placed = { oldTire: '', newPart: '', bobTire: '' };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  admin = await signInAsAdmin(t);
  ann = await signUp(t);
  bob = await signUp(t);
  t.clock.advance(-7 * DAY);
  placed.oldTire = (await placeOrder(t, ann, { delivery: 'installer' })).orderNumbers[0] ?? '';
  await markPaid(t, [placed.oldTire]);
  t.clock.advance(7 * DAY);
  const part = await skuForSale(t, { bizType: BusinessLine.Goods, price: 2500 });
  placed.newPart =
    (await placeOrder(t, ann, { delivery: 'home', skuId: part, count: 1 })).orderNumbers[0] ?? '';
  placed.bobTire = (await placeOrder(t, bob, { delivery: 'pickup' })).orderNumbers[0] ?? '';
});
afterAll(() => t.close());

const listed = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: admin, query });
async function numbers(query: Record<string, string>): Promise<string[]> {
  const res = await listed(query);
  expect(res.statusCode, res.body).toBe(200);
  const mine = new Set(Object.values(placed));
  return res
    .json<AdminOrderPage>()
    .records.map((card) => card.orderNumber)
    .filter((orderNumber) => mine.has(orderNumber));
}
const laDay = (time: Date) => isoCalendarDate(laCalendarDate(time));

describe('the console order list', () => {
  it('lists every shopper’s orders newest first, with the shopper’s e-mail and the shop', async () => {
    const res = await listed({ size: '100' });
    const cards = res
      .json<AdminOrderPage>()
      .records.filter((card) => Object.values(placed).includes(card.orderNumber));
    expect(cards.map((card) => card.orderNumber)).toEqual([placed.bobTire, placed.newPart, placed.oldTire]);
    expect(cards[0]?.customerEmail).toBe(bob.email);
    expect(cards[0]?.stationName).toBeTruthy();
    expect(cards[1]).toMatchObject({ customerEmail: ann.email, stationName: null });
  });

  it('filters by status as shown now, Los Angeles days, delivery type and installer', async () => {
    expect(await numbers({ status: String(OrderStatus.Paid) })).toEqual([placed.oldTire]);
    expect(await numbers({ status: String(OrderStatus.Unpaid) })).toEqual([placed.bobTire, placed.newPart]);
    const today = laDay(t.clock.now());
    const weekAgo = laDay(new Date(t.clock.now().getTime() - 7 * DAY));
    expect(await numbers({ from: today, to: today })).toEqual([placed.bobTire, placed.newPart]);
    expect(await numbers({ from: weekAgo, to: weekAgo })).toEqual([placed.oldTire]);
    expect(await numbers({ deliveryType: String(CheckoutDelivery.Home) })).toEqual([placed.newPart]);
    const installer = await nearestStation(t, 'installer');
    expect(await numbers({ stationId: String(installer) })).toEqual([placed.oldTire]);
  });

  it('shows an unpaid order whose window passed under Canceled before any sweep', async () => {
    t.clock.advance(31 * 60_000);
    try {
      expect(await numbers({ status: String(OrderStatus.Canceled) })).toEqual([
        placed.bobTire,
        placed.newPart,
      ]);
      expect(await numbers({ status: String(OrderStatus.Unpaid) })).toEqual([]);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });

  it('filters by business line: tires, parts, installation services', async () => {
    expect(await numbers({ businessLine: OrderBusinessLine.Tires })).toEqual([
      placed.bobTire,
      placed.oldTire,
    ]);
    expect(await numbers({ businessLine: OrderBusinessLine.Parts })).toEqual([placed.newPart]);
    expect(await numbers({ businessLine: OrderBusinessLine.Services })).toEqual([placed.oldTire]);
  });

  it('searches by the start of an order number, a customer’s e-mail, or any part of a product name', async () => {
    expect(await numbers({ keyword: placed.newPart.slice(0, -2) })).toEqual([placed.newPart]);
    expect(await numbers({ keyword: bob.email.toUpperCase() })).toEqual([placed.bobTire]);
    const [item] = await t.handle.db
      .select({ prodName: orderItems.prodName })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNumber, placed.newPart));
    const name = item?.prodName ?? '';
    expect(await numbers({ keyword: name.slice(2, 10).toLowerCase() })).toContain(placed.newPart);
    expect(await numbers({ keyword: '100%_' })).toEqual([]);
  });

  it('refuses malformed filters with 400 and the field', async () => {
    for (const [query, field, message] of [
      [{ from: 'yesterday' }, 'from', StaffOrderMessages.DayInvalid],
      [{ from: '2026-11-20', to: '2026-11-19' }, 'to', StaffOrderMessages.DaysReversed],
      [{ status: '99' }, 'status', undefined],
      [{ businessLine: 'food' }, 'businessLine', undefined],
      [{ stationId: '-1' }, 'stationId', undefined],
    ] as const) {
      const res = await listed(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ field, ...(message ? { message } : {}) });
    }
  });
});

describe('the CSV export', () => {
  const exported = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv', headers: admin, query });

  it('exports the filtered list with dollars and Los Angeles MM/DD/YYYY days', async () => {
    const res = await exported({ keyword: ann.email });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.headers['x-export-truncated']).toBe('false');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Order number'])).toEqual([placed.newPart, placed.oldTire]);
    const oldTire = await detailOf(t, ann, placed.oldTire);
    const paidDay = usCalendarDate(laCalendarDate(new Date(oldTire.paidAt ?? '')));
    expect(rows[1]).toMatchObject({
      'Placed (MM/DD/YYYY)': paidDay,
      Status: 'Pending delivery',
      'Customer e-mail': ann.email,
      Delivery: 'Installer shop',
      'Total ($)': (oldTire.amounts.total / 100).toFixed(2),
      'Paid (MM/DD/YYYY)': paidDay,
      'Shipped (MM/DD/YYYY)': '',
    });
    expect(rows[0]?.Items).toMatch(/ x1$/);
  });

  it('refuses a malformed filter with 400, and shoppers with 403', async () => {
    expect((await exported({ to: '11/20/2026' })).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv',
      headers: ann.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
