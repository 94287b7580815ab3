import {
  type FlashSaleDetail,
  type FlashSaleList,
  FlashSaleStatus,
  Messages,
  OrderType,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, LONG_SESSIONS, MINUTE } from '../../../test/order-lifecycle';
import { nearestStation, nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import { buySpecial, closeFlashSale, confirmSpecial, createFlashSale, today } from '../../../test/specials';
import { skus } from '../catalog';

let t: TestApp;
let pool: Customer[] = [];
let stationId: number;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 40);
  stationId = await nearestStation(t, 'pickup');
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);

const snapUpList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/seckill/list' })).json<FlashSaleList>();
const snapUpDetail = async (seckillId: number, who?: Customer) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/seckill/${seckillId}`, headers: who?.headers })
  ).json<FlashSaleDetail>();
const stockOf = async (skuId: number) =>
  (await t.handle.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]?.stock;

describe('snap-up list and detail', () => {
  it("lists today's sale with its flash price against the usual price, the limit, what is left and the session", async () => {
    const skuId = await skuForSale(t, { price: 12_000 });
    const sale = await createFlashSale(t, skuId, { flashPrice: 7_999, dailyStock: 30, perShopperLimit: 3 });
    const listed = (await snapUpList()).list.find((card) => card.seckillId === sale.seckillId);
    expect(listed).toMatchObject({
      price: 7_999,
      oriPrice: 12_000,
      perShopperLimit: 3,
      stock: 30,
      left: 30,
      status: FlashSaleStatus.Ongoing,
      message: null,
      sessionStart: '00:00',
      sessionEnd: '24:00',
    });
    // The session closes at the next Los Angeles midnight: 08:00 UTC in November.
    expect(listed?.closesAt).toBe('2026-11-22T08:00:00.000Z');
  });

  it('says when a sale has not started, has ended, or was closed by staff, and will not sell then', async () => {
    const ann = shopper();
    const later = await createFlashSale(t, await skuForSale(t, { price: 9_000 }), {
      sessionStart: '23:00',
      sessionEnd: '24:00',
    });
    const over = await createFlashSale(t, await skuForSale(t, { price: 9_000 }), {
      sessionStart: '06:00',
      sessionEnd: '08:00',
    });
    const closing = await createFlashSale(t, await skuForSale(t, { price: 9_000 }));
    expect((await closeFlashSale(t, closing.seckillId)).status).toBe(FlashSaleStatus.Closed);

    expect(await snapUpDetail(later.seckillId)).toMatchObject({
      status: FlashSaleStatus.NotStarted,
      message: Messages.EventNotStarted,
      opensAt: '2026-11-22T07:00:00.000Z',
    });
    // Today's session is over and the sale runs no other day.
    expect(await snapUpDetail(over.seckillId)).toMatchObject({
      status: FlashSaleStatus.Ended,
      message: Messages.EventEnded,
    });
    expect(await snapUpDetail(closing.seckillId)).toMatchObject({ message: Messages.FlashSaleClosed });
    const refusals = await Promise.all(
      [later, over, closing].map((sale) =>
        buySpecial(t, ann, {
          special: { kind: 'seckill', seckillId: sale.seckillId },
          skuId: sale.skuId,
          stationId,
        }),
      ),
    );
    expect(refusals.map((res) => [res.statusCode, res.json().message])).toEqual([
      [409, Messages.EventNotStarted],
      [409, Messages.EventEnded],
      [409, Messages.FlashSaleClosed],
    ]);
    const listed = (await snapUpList()).list.map((card) => card.seckillId);
    expect(listed).toContain(later.seckillId);
    expect(listed).not.toContain(over.seckillId);
    expect(listed).not.toContain(closing.seckillId);
  });
});

const seckill = (seckillId: number) => ({ kind: 'seckill' as const, seckillId });

describe('buying a flash sale', () => {
  it("places a 'second' order at the flash price, never past the shopper's limit, and sells out for the next shopper", async () => {
    const [ann, ben, cal] = [shopper(), shopper(), shopper()];
    const skuId = await skuForSale(t, { price: 15_000, stock: 40 });
    const sale = await createFlashSale(t, skuId, { flashPrice: 9_900, dailyStock: 3, perShopperLimit: 2 });
    const special = seckill(sale.seckillId);

    const summary = await confirmSpecial(t, ann, { special, skuId, count: 2 });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().amounts.itemTotal).toBe(19_800);
    const placed = await buySpecial(t, ann, { special, skuId, stationId, count: 2 });
    expect(placed.statusCode).toBe(200);
    const order = await detailOf(t, ann, placed.json<SubmitOrderAnswer>().orderNumbers[0] ?? '');
    expect(order).toMatchObject({ orderType: OrderType.FlashSale, group: null });
    expect(order.items[0]).toMatchObject({ price: 9_900, count: 2 });

    const overLimit = await buySpecial(t, ann, { special, skuId, stationId });
    expect([overLimit.statusCode, overLimit.json().message]).toEqual([400, Messages.purchaseLimit(2)]);
    expect(await snapUpDetail(sale.seckillId, ann)).toMatchObject({ boughtToday: 2, left: 1 });

    expect((await buySpecial(t, ben, { special, skuId, stationId })).statusCode).toBe(200);
    const soldOut = await buySpecial(t, cal, { special, skuId, stationId });
    expect([soldOut.statusCode, soldOut.json().message]).toEqual([409, Messages.FlashSaleSoldOutToday]);
    expect(await snapUpDetail(sale.seckillId)).toMatchObject({
      status: FlashSaleStatus.SoldOut,
      message: Messages.FlashSaleSoldOutToday,
      left: 0,
    });
    // The flash stock is its own: the tire's stock for everyone else is untouched.
    expect(await stockOf(skuId)).toBe(40);
  });

  it("gives an unpaid flash order's units back to the flash stock when it expires, not to the tire's stock", async () => {
    const [ann, ben] = [shopper(), shopper()];
    const skuId = await skuForSale(t, { price: 15_000, stock: 10 });
    const sale = await createFlashSale(t, skuId, { dailyStock: 1 });
    const special = seckill(sale.seckillId);
    expect((await buySpecial(t, ann, { special, skuId, stationId })).statusCode).toBe(200);
    expect((await buySpecial(t, ben, { special, skuId, stationId })).json().message).toBe(
      Messages.FlashSaleSoldOutToday,
    );

    t.clock.advance(31 * MINUTE);
    await t.runJobs();
    expect(await snapUpDetail(sale.seckillId)).toMatchObject({ status: FlashSaleStatus.Ongoing, left: 1 });
    expect(await stockOf(skuId)).toBe(10);
    expect((await buySpecial(t, ben, { special, skuId, stationId })).statusCode).toBe(200);
  });

  it('answers a repeated submit with the order it placed, without taking another unit', async () => {
    const ann = shopper();
    const skuId = await skuForSale(t, { price: 15_000 });
    const sale = await createFlashSale(t, skuId, { dailyStock: 5, perShopperLimit: 1 });
    const special = seckill(sale.seckillId);
    const submitId = 'flash-repeat-0001';
    const first = await buySpecial(t, ann, { special, skuId, stationId, submitId });
    const again = await buySpecial(t, ann, { special, skuId, stationId, submitId });
    expect(again.json()).toEqual(first.json());
    expect(await snapUpDetail(sale.seckillId, ann)).toMatchObject({ boughtToday: 1, left: 4 });
  });
});

describe('the stock gate and the database', () => {
  it('gives a unit back to the gate when the order it was let through for is refused', async () => {
    const [ann, ben] = [shopper(), shopper()];
    const skuId = await skuForSale(t, { price: 15_000 });
    const sale = await createFlashSale(t, skuId, { dailyStock: 1 });
    const special = seckill(sale.seckillId);
    const nowhere = await buySpecial(t, ann, { special, skuId, stationId: 999_999 });
    expect(nowhere.statusCode).toBe(400);
    expect((await buySpecial(t, ben, { special, skuId, stationId })).statusCode).toBe(200);
  });

  it('reads the gate again from the orders after a restart: sold out stays sold out, a limit stays reached', async () => {
    const [ann, ben] = [shopper(), shopper()];
    const skuId = await skuForSale(t, { price: 15_000 });
    const sale = await createFlashSale(t, skuId, { dailyStock: 2, perShopperLimit: 1 });
    const special = seckill(sale.seckillId);
    expect((await buySpecial(t, ann, { special, skuId, stationId })).statusCode).toBe(200);
    // A new instance starts with an empty gate and loads it from what the orders hold.
    const restarted = await t.another({});
    try {
      const again = await buySpecial(t, ann, { special, skuId, stationId }, restarted.app);
      expect([again.statusCode, again.json().message]).toEqual([400, Messages.purchaseLimit(1)]);
      const last = await buySpecial(t, ben, { special, skuId, stationId }, restarted.app);
      expect(last.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
    expect((await snapUpDetail(sale.seckillId)).left).toBe(0);
  });

  it('tags the product card with its flash sale', async () => {
    const skuId = await skuForSale(t, { price: 15_000 });
    const sale = await createFlashSale(t, skuId);
    const [facts] = await t.handle.db.select({ size: skus.size }).from(skus).where(eq(skus.id, skuId));
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/search/tires?tireSize=${encodeURIComponent(facts?.size ?? '')}&size=100`,
    });
    const card = search.json().records.find((c: { prodId: number }) => c.prodId === sale.prodId);
    expect(card?.flashSaleStatus).toBe(FlashSaleStatus.Ongoing);
  });
});

describe('the daily reset', () => {
  it('gives every sale its stock again at 12:00am Los Angeles time, also across the daylight-saving change', async () => {
    const skuId = await skuForSale(t, { price: 15_000 });
    // Runs from today (Nov 21, 2026) to Mar 15, 2027: the clocks spring forward on Mar 14.
    const sale = await createFlashSale(t, skuId, {
      dailyStock: 1,
      perShopperLimit: 1,
      lastDay: '2027-03-15',
    });
    const special = seckill(sale.seckillId);
    const buyOne = async () => (await buySpecial(t, shopper(), { special, skuId, stationId })).statusCode;
    const moveTo = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    const left = async () => (await snapUpDetail(sale.seckillId)).left;

    expect(today(t)).toBe('2026-11-21');
    expect(await buyOne()).toBe(200);
    moveTo('2026-11-22T07:59:00Z'); // 11:59pm in Los Angeles (PST, UTC-8)
    expect(await left()).toBe(0);
    moveTo('2026-11-22T08:00:00Z'); // 12:00am
    expect(await left()).toBe(1);

    moveTo('2027-03-14T12:00:00Z'); // Mar 14, 5:00am PDT: the clocks went forward at 2:00am
    expect(await buyOne()).toBe(200);
    moveTo('2027-03-15T06:59:00Z'); // 11:59pm PDT (UTC-7): an hour earlier in UTC than in winter
    expect(await left()).toBe(0);
    moveTo('2027-03-15T07:00:00Z'); // 12:00am PDT
    expect(await left()).toBe(1);
  });
});
