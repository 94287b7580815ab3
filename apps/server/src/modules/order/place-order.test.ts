import { randomUUID } from 'node:crypto';
import {
  type BasketAnswer,
  BusinessLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  CheckoutGroup,
  type DeliveryChoice,
  InstallStatus,
  Messages,
  ORDER_NUMBER_PATTERN,
  OrderStatus,
  type SubmitOrderAnswer,
  TireTier,
} from '@tread/domain';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LA_ADDRESS, nearestStation, skuForSale } from '../../../test/orders';
import { users } from '../account';
import { skus } from '../catalog';
import { claimSubmit, isOrderNumberTaken } from './placed-orders';
import { orderItems, orderSubmits, orders } from './tables';

let t: TestApp;
let installer: number;
let pickUp: number;
beforeAll(async () => {
  t = await createTestApp();
  installer = await nearestStation(t, 'installer');
  pickUp = await nearestStation(t, 'pickup');
});
afterAll(() => t.close());

const post = (who: Customer, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/p/${url}`, headers: who.headers, payload });
const submit = (who: Customer, payload: object) => post(who, 'order/submit', payload);

const atInstaller = (): DeliveryChoice => ({
  group: CheckoutGroup.Tires,
  deliveryType: CheckoutDelivery.Installer,
  stationId: installer,
});
const pickUpOf = (group: CheckoutGroup): DeliveryChoice => ({
  group,
  deliveryType: CheckoutDelivery.PickUp,
  stationId: pickUp,
});

const rowCounts = async () => {
  const db = t.handle.db;
  const [[o], [i], [s]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderItems),
    db.select({ n: count() }).from(orderSubmits),
  ]);
  return { orders: o?.n, items: i?.n, submits: s?.n };
};
const stockOf = async (skuId: number) =>
  (await t.handle.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]?.stock;
const ordersNumbered = (numbers: string[]) =>
  t.handle.db.select().from(orders).where(inArray(orders.orderNumber, numbers)).orderBy(orders.id);

describe('placing orders', () => {
  it('places one unpaid order per group, takes the stock and removes those lines from the cart', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 20 });
    const part = await skuForSale(t, { bizType: BusinessLine.Goods, price: 2599, stock: 20 });
    const keptPart = await skuForSale(t, { bizType: BusinessLine.Goods, price: 999, stock: 20 });
    for (const [skuId, n] of [
      [tire, 4],
      [part, 2],
      [keptPart, 1],
    ] as const) {
      expect((await post(ann, 'shopCart/changeItem', { skuId, count: n })).statusCode).toBe(200);
    }
    const request = {
      items: [
        { skuId: tire, count: 4 },
        { skuId: part, count: 2 },
      ],
      deliveries: [atInstaller(), pickUpOf(CheckoutGroup.Parts)],
      remark: 'Please call before',
    };
    const summary = (await post(ann, 'order/confirm', request)).json<CheckoutAnswer>();
    expect(summary.canSubmit).toBe(true);

    const res = await submit(ann, { ...request, submitId: randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<SubmitOrderAnswer>();
    expect(answer).toEqual({
      orderNumbers: [
        expect.stringMatching(ORDER_NUMBER_PATTERN),
        expect.stringMatching(ORDER_NUMBER_PATTERN),
      ],
      total: summary.amounts.total,
      payBefore: new Date(t.clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    expect(new Set(answer.orderNumbers).size).toBe(2);
    // The clock stands at 10:00 on 11/21/2026 in Los Angeles.
    expect(answer.orderNumbers.every((n) => n.startsWith('261121'))).toBe(true);

    const placed = await ordersNumbered(answer.orderNumbers);
    expect(placed.map((o) => [o.status, o.deliveryType, o.stationId, o.installStatus, o.remark])).toEqual([
      [
        OrderStatus.Unpaid,
        CheckoutDelivery.Installer,
        installer,
        InstallStatus.NotInstalled,
        'Please call before',
      ],
      [OrderStatus.Unpaid, CheckoutDelivery.PickUp, pickUp, null, 'Please call before'],
    ]);
    expect(placed.map((o) => o.amounts)).toEqual(summary.groups.map((g) => g.amounts));
    expect(placed.map((o) => o.totalCents)).toEqual(summary.groups.map((g) => g.amounts.total));
    expect(placed[0]?.services.map((s) => s.code)).toEqual([summary.groups[0]?.delivery?.serviceCodes?.[0]]);
    const lines = await t.handle.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          placed.map((o) => o.id),
        ),
      );
    expect(lines.map((l) => [l.skuId, l.priceCents, l.count]).sort()).toEqual(
      [
        [tire, 10_000, 4],
        [part, 2599, 2],
      ].sort(),
    );

    expect([await stockOf(tire), await stockOf(part), await stockOf(keptPart)]).toEqual([16, 18, 20]);
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/p/shopCart/info', headers: ann.headers })
    ).json<BasketAnswer>();
    expect(cart.lines.map((l) => l.skuId)).toEqual([keptPart]);
  });

  it('answers a repeated submit id with the same orders and places nothing more', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 20 });
    const payload = {
      items: [{ skuId: tire, count: 2 }],
      deliveries: [atInstaller()],
      submitId: randomUUID(),
    };
    const first = await submit(ann, payload);
    const before = await rowCounts();
    const again = await submit(ann, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(tire)).toBe(18);
    // Sold out since: the repeat still answers the orders it placed.
    await t.handle.db.update(skus).set({ stock: 0 }).where(eq(skus.id, tire));
    const soldOut = await submit(ann, payload);
    expect(soldOut.json()).toEqual(first.json());
    await t.handle.db.update(skus).set({ stock: 18 }).where(eq(skus.id, tire));
    const other = await signUp(t);
    const theirs = await submit(other, payload);
    expect(theirs.json<SubmitOrderAnswer>().orderNumbers).not.toEqual(
      first.json<SubmitOrderAnswer>().orderNumbers,
    );
  });
});

describe('order numbers', () => {
  it('tells a drawn number another order has from other failures, so placing draws again', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 5 });
    const res = await submit(ann, {
      items: [{ skuId: tire, count: 1 }],
      deliveries: [atInstaller()],
      submitId: randomUUID(),
    });
    const [placed] = await ordersNumbered(res.json<SubmitOrderAnswer>().orderNumbers);
    if (!placed) throw new Error('no order placed');
    const { id: _id, ...again } = placed;
    const clash = await t.handle.db
      .insert(orders)
      .values(again)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isOrderNumberTaken(clash)).toBe(true);
    const otherSubmit = await t.handle.db
      .insert(orders)
      .values({ ...again, orderNumber: `${placed.orderNumber}x`, userId: randomUUID() })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(otherSubmit).toBeInstanceOf(Error);
    expect(isOrderNumberTaken(otherSubmit)).toBe(false);
  });
});

describe('query budget', () => {
  it('places an installer order of one tire in 9 SQL statements, transaction included', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 5 });
    const statements = async (coupons: object[] | undefined) => {
      const before = t.handle.queryCount();
      const res = await submit(ann, {
        items: [{ skuId: tire, count: 1 }],
        deliveries: [atInstaller()],
        ...(coupons ? { coupons } : {}),
        submitId: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(200);
      return t.handle.queryCount() - before;
    };
    // Session, lines, shop; begin, claim (with the shopper's locks), orders with their lines, cart, stock, commit.
    expect(await statements([{ group: CheckoutGroup.Tires, userCouponIds: [] }])).toBeLessThanOrEqual(9);
    // Coupons left to the shop: one more, the shopper's coupons read for the best set.
    expect(await statements(undefined)).toBeLessThanOrEqual(10);
  });
});

describe('refusals', () => {
  it('refuses with the reason and creates nothing, leaving the submit id free', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 3 });
    const plenty = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 20 });
    const phoenix = await post(ann, 'address/addAddr', {
      ...LA_ADDRESS,
      addressLine1: '200 W Washington St',
      zipCode: '85004',
    });
    const home = {
      group: CheckoutGroup.Tires,
      deliveryType: CheckoutDelivery.Home,
      addressId: phoenix.json().addrId,
    };
    const items = [{ skuId: tire, count: 3 }];
    const cases: [object, string][] = [
      [{ items }, Messages.ChooseDeliveryType],
      [{ items, deliveries: [home] }, Messages.DeliveryOutOfRange],
      [{ items: [{ skuId: tire, count: 4 }], deliveries: [atInstaller()] }, Messages.InsufficientInventory],
      [{ items: [{ skuId: plenty, count: 9 }], deliveries: [atInstaller()] }, Messages.purchaseLimit(8)],
      [{ items, deliveries: [{ ...atInstaller(), stationId: pickUp }] }, Messages.StationNotFound],
      [{ items: [{ skuId: tire, count: 51 }], deliveries: [atInstaller()] }, Messages.CartCheckoutLimit],
    ];
    const before = await rowCounts();
    const submitId = randomUUID();
    for (const [payload, message] of cases) {
      const res = await submit(ann, { ...payload, submitId });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await rowCounts()).toEqual(before);
    expect(await stockOf(tire)).toBe(3);
    const placed = await submit(ann, { items, deliveries: [atInstaller()], submitId });
    expect(placed.statusCode).toBe(200);
    expect(await stockOf(tire)).toBe(0);
  });

  it('refuses a disabled customer', async () => {
    const ann = await signUp(t);
    const tire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 5 });
    const { userId } = (
      await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: ann.headers })
    ).json();
    const admin = await signInAsAdmin(t);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/disabled`,
      headers: admin,
      payload: { disabled: true },
    });
    const before = await rowCounts();
    const res = await submit(ann, {
      items: [{ skuId: tire, count: 1 }],
      deliveries: [atInstaller()],
      submitId: randomUUID(),
    });
    expect(res.statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
    // Disabled after signing in, while the submit is on its way: the order's transaction still refuses.
    await t.handle.db.update(users).set({ disabled: true }).where(eq(users.id, userId));
    const claim = { userId, submitId: randomUUID(), orderNumbers: [], now: t.clock.now() };
    expect(await t.handle.db.transaction((tx) => claimSubmit(tx, claim))).toBe('disabled');
    expect(await stockOf(tire)).toBe(5);
  });
});
