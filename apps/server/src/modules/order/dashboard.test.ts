import {
  DASHBOARD_DAYS,
  type DashboardAnswer,
  isoCalendarDate,
  LOW_STOCK_BELOW,
  laCalendarDate,
  UserRole,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  detailOf,
  LONG_SESSIONS,
  markPaid,
  onePackage,
  staffCall,
  staffMember,
} from '../../../test/order-lifecycle';
import { placeOrder, skuForSale } from '../../../test/orders';
import { skus } from '../catalog';

let t: TestApp;
let admin: { authorization: string };
let ann: Customer;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  admin = await signInAsAdmin(t);
  ann = await signUp(t);
});
afterAll(() => t.close());

async function figures(headers = admin): Promise<DashboardAnswer> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardAnswer>();
}
async function placed(delivery: 'home' | 'installer'): Promise<{ orderNumber: string; total: number }> {
  const orderNumber = (await placeOrder(t, ann, { delivery })).orderNumbers[0] ?? '';
  return { orderNumber, total: (await detailOf(t, ann, orderNumber)).amounts.total };
}

describe('the dashboard', () => {
  it('counts paid orders and revenue per Los Angeles day, today and the last seven days', async () => {
    const before = await figures();
    t.clock.advance(-3 * DAY);
    const earlier = await placed('home');
    await markPaid(t, [earlier.orderNumber]);
    t.clock.advance(3 * DAY);
    const today = await placed('home');
    await markPaid(t, [today.orderNumber]);
    await placed('home');

    const after = await figures();
    expect(after.today.orders - before.today.orders).toBe(1);
    expect(after.today.revenue - before.today.revenue).toBe(today.total);
    expect(after.lastSevenDays.orders - before.lastSevenDays.orders).toBe(2);
    expect(after.lastSevenDays.revenue - before.lastSevenDays.revenue).toBe(today.total + earlier.total);
    expect(after.days).toHaveLength(DASHBOARD_DAYS);
    expect(after.days.at(-1)?.day).toBe(isoCalendarDate(laCalendarDate(t.clock.now())));
    const threeDaysAgo = isoCalendarDate(laCalendarDate(new Date(t.clock.now().getTime() - 3 * DAY)));
    const dayBefore = before.days.find((day) => day.day === threeDaysAgo);
    const dayAfter = after.days.find((day) => day.day === threeDaysAgo);
    expect((dayAfter?.revenue ?? 0) - (dayBefore?.revenue ?? 0)).toBe(earlier.total);
  });

  it('counts what waits on staff: unpaid in their window, to ship, to install', async () => {
    const before = await figures();
    await placed('home');
    const toShip = await placed('home');
    await markPaid(t, [toShip.orderNumber]);
    const toInstall = await placed('installer');
    await markPaid(t, [toInstall.orderNumber]);
    expect((await staffCall(t, admin, toInstall.orderNumber, 'ship', onePackage)).statusCode).toBe(200);

    const after = await figures();
    expect([
      after.unpaid - before.unpaid,
      after.toShip - before.toShip,
      after.toInstall - before.toInstall,
    ]).toEqual([1, 1, 1]);
    t.clock.advance(31 * 60_000);
    expect((await figures()).unpaid).toBe(0);
  });

  it('counts SKUs on sale running low', async () => {
    const before = await figures();
    expect(before.lowStockBelow).toBe(LOW_STOCK_BELOW);
    const low = await skuForSale(t, { price: 9900, stock: LOW_STOCK_BELOW - 1 });
    expect((await figures()).lowStockSkus).toBe(before.lowStockSkus + 1);
    await t.handle.db.update(skus).set({ active: false }).where(eq(skus.id, low));
    expect((await figures()).lowStockSkus).toBe(before.lowStockSkus);
  });

  it('is for every staff role and no shopper', async () => {
    for (const role of [UserRole.Merchant, UserRole.Operations, UserRole.CustomerService]) {
      await figures(await staffMember(t, role));
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: ann.headers });
    expect(res.statusCode).toBe(403);
  });
});
