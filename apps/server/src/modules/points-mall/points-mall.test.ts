import {
  type AdminMallGoods,
  BusinessLine,
  type CheckoutAnswer,
  CheckoutDelivery,
  CheckoutGroup,
  type ExchangeAnswer,
  type ExchangeRecordsPage,
  type MallGoodsDetail,
  type MallGoodsEdit,
  type MallGoodsPage,
  MallMessages,
  type MyCouponsAnswer,
  OrderStatus,
  OrderType,
  PaymentType,
  PointsMessages,
  type SubmitOrderAnswer,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, myOrder, staffMember } from '../../../test/order-lifecycle';
import { nearestStation, nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import { confirm, givePoints, pointsOf, submit } from '../../../test/points';
import { createCoupon } from '../../../test/promotions';
import { applied, claimFor, refused, staffMove } from '../../../test/refunds';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  pool = await signUpShoppers(t, 24);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const get = <T>(who: Customer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers }).then((res) => res.json<T>());
const addGoods = (headers: { authorization: string }, edit: Partial<MallGoodsEdit>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/pointsMall/goods',
    headers,
    payload: {
      kind: 'coupon',
      name: 'A mall item',
      description: 'For the tests',
      skuId: null,
      couponId: null,
      pointsPrice: 100,
      cashCents: 0,
      stock: 10,
      perUserLimit: 1,
      active: true,
      ...edit,
    },
  });
async function goods(edit: Partial<MallGoodsEdit>): Promise<AdminMallGoods> {
  const res = await addGoods(admin, edit);
  if (res.statusCode !== 200) throw new Error(`goods: ${res.body}`);
  return res.json<AdminMallGoods>();
}
async function couponGoods(edit: Partial<MallGoodsEdit> = {}) {
  const coupon = await createCoupon(t, { totalQuantity: 100, perUserLimit: 5 });
  return { coupon, item: await goods({ couponId: coupon.couponId, ...edit }) };
}
const exchange = (who: Customer, goodsId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/pointsMall/exchange',
    headers: who.headers,
    payload: { goodsId },
  });
/** A mall product to the nearest pick-up point. */
const mallCheckout = async (skuId: number, goodsId: number, count = 1) => ({
  items: [{ skuId, count }],
  deliveries: [
    {
      group: CheckoutGroup.Parts,
      deliveryType: CheckoutDelivery.PickUp,
      stationId: await nearestStation(t, 'pickup'),
    },
  ],
  special: { kind: 'points', goodsId },
});

describe('the points mall’s goods (staff)', () => {
  it('checks what an item sells and who may keep the mall', async () => {
    expect(refused(await addGoods(admin, { kind: 'product', skuId: null }))).toEqual([
      400,
      'Choose the product this item sells',
      'skuId',
    ]);
    expect(refused(await addGoods(admin, { couponId: 1, cashCents: 100 }))).toEqual([
      400,
      'A coupon is exchanged for points only',
      'cashCents',
    ]);
    const merchant = await staffMember(t, UserRole.Merchant);
    expect((await addGoods(merchant, { couponId: 1 })).statusCode).toBe(403);
  });
});

describe('exchanging a coupon', () => {
  it('takes the points and gives the coupon at once, within the shopper’s limit', async () => {
    const ann = shopper();
    const { coupon, item } = await couponGoods({ pointsPrice: 300 });
    await givePoints(t, admin, ann, 500);
    const list = await get<MallGoodsPage>(ann, '/api/p/pointsMall/goods?kind=coupon');
    expect(list.balance).toBe(500);
    expect(list.records).toContainEqual(
      expect.objectContaining({ id: item.id, pointsPrice: 300, stockLeft: 10 }),
    );

    const res = await exchange(ann, item.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ExchangeAnswer>()).toMatchObject({ balance: 200, message: MallMessages.Exchanged });
    const coupons = await get<MyCouponsAnswer>(ann, '/api/p/myCoupon/list?status=unused');
    expect(coupons.list.map((c) => c.couponId)).toContain(coupon.couponId);
    expect(refused(await exchange(ann, item.id))).toEqual([409, MallMessages.LimitReached(1), undefined]);
    const detail = await get<MallGoodsDetail>(ann, `/api/p/pointsMall/goods/${item.id}`);
    expect(detail).toMatchObject({ exchangedByMe: 1, stockLeft: 9, problem: MallMessages.LimitReached(1) });
    const history = await get<ExchangeRecordsPage>(ann, '/api/p/pointsMall/exchanges');
    expect(history.records).toEqual([
      expect.objectContaining({ kind: 'coupon', points: 300, status: 'done' }),
    ]);
  });

  it('refuses a shopper short of points and changes nothing', async () => {
    const ben = shopper();
    const { item } = await couponGoods({ pointsPrice: 300 });
    await givePoints(t, admin, ben, 100);
    expect((await get<MallGoodsDetail>(ben, `/api/p/pointsMall/goods/${item.id}`)).problem).toBe(
      PointsMessages.NotEnough,
    );
    expect(refused(await exchange(ben, item.id))).toEqual([409, PointsMessages.NotEnough, undefined]);
    expect(await pointsOf(t, ben)).toBe(100);
    expect((await get<MallGoodsDetail>(ben, `/api/p/pointsMall/goods/${item.id}`)).stockLeft).toBe(10);
  });

  it('never oversells: 16 exchanges racing for 3 coupons give 3', async () => {
    const { item } = await couponGoods({ stock: 3, pointsPrice: 50 });
    const racers = Array.from({ length: 8 }, shopper);
    for (const who of racers) await givePoints(t, admin, who, 100);
    const results = await Promise.all(
      racers.flatMap((who) => [exchange(who, item.id), exchange(who, item.id)]),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const spent = await Promise.all(racers.map((who) => pointsOf(t, who)));
    expect(spent.reduce((sum, left) => sum + (100 - left), 0)).toBe(150);
  });
});

describe('exchanging a product (a points order)', () => {
  it('pays a points-only item with points when placed: a paid points order with nothing to pay', async () => {
    const cat = shopper();
    const skuId = await skuForSale(t, { bizType: BusinessLine.Goods, price: 12_00 });
    const item = await goods({ kind: 'product', skuId, pointsPrice: 800, cashCents: 0, stock: 5 });
    await givePoints(t, admin, cat, 1_000);
    const summary = (await confirm(t, cat, await mallCheckout(skuId, item.id))).json<CheckoutAnswer>();
    expect(summary.amounts).toMatchObject({ itemTotal: 0, pointsUsed: 800, pointsDeduction: 0, total: 0 });
    const res = await submit(t, cat, await mallCheckout(skuId, item.id));
    expect(res.statusCode).toBe(200);
    const [orderNumber = ''] = res.json<SubmitOrderAnswer>().orderNumbers;
    const order = await detailOf(t, cat, orderNumber);
    expect(order).toMatchObject({ status: OrderStatus.Paid, orderType: OrderType.Points, total: 0 });
    expect(order.paymentType).toBe(PaymentType.Score);
    expect(await pointsOf(t, cat)).toBe(200);
    const history = await get<ExchangeRecordsPage>(cat, '/api/p/pointsMall/exchanges');
    expect(history.records[0]).toMatchObject({ kind: 'product', status: 'placed', orderNumber, points: 800 });
  });

  it('gives a refunded unit of a points-only item its share of the points, and the last unit the rest', async () => {
    const eve = shopper();
    const skuId = await skuForSale(t, { bizType: BusinessLine.Goods, price: 12_00 });
    const item = await goods({
      kind: 'product',
      skuId,
      pointsPrice: 300,
      cashCents: 0,
      stock: 5,
      perUserLimit: 3,
    });
    await givePoints(t, admin, eve, 900);
    const res = await submit(t, eve, await mallCheckout(skuId, item.id, 3));
    const [orderNumber = ''] = res.json<SubmitOrderAnswer>().orderNumbers;
    expect(await pointsOf(t, eve)).toBe(0);
    const staff = await staffMember(t, UserRole.Merchant);
    const refundUnits = async (quantity: number) => {
      const claim = await claimFor(t, eve, await detailOf(t, eve, orderNumber), quantity);
      const refundNumber = await applied(t, eve, claim);
      expect((await staffMove(t, staff, refundNumber, 'accept')).statusCode).toBe(200);
    };
    await refundUnits(1);
    expect(await pointsOf(t, eve)).toBe(300);
    await refundUnits(2);
    expect(await pointsOf(t, eve)).toBe(900);
  });

  it('takes points and money for a points-plus-money item, and gives both stock and points back on cancel', async () => {
    const dan = shopper();
    const skuId = await skuForSale(t, { bizType: BusinessLine.Goods, price: 30_00 });
    const item = await goods({
      kind: 'product',
      skuId,
      pointsPrice: 500,
      cashCents: 4_99,
      stock: 5,
      perUserLimit: 2,
    });
    await givePoints(t, admin, dan, 1_000);
    const res = await submit(t, dan, await mallCheckout(skuId, item.id, 2));
    expect(res.statusCode).toBe(200);
    const [orderNumber = ''] = res.json<SubmitOrderAnswer>().orderNumbers;
    const order = await detailOf(t, dan, orderNumber);
    expect(order.status).toBe(OrderStatus.Unpaid);
    expect(order.amounts).toMatchObject({ itemTotal: 9_98, pointsUsed: 1_000 });
    expect(await pointsOf(t, dan)).toBe(0);
    expect((await get<MallGoodsDetail>(dan, `/api/p/pointsMall/goods/${item.id}`)).stockLeft).toBe(3);

    expect((await myOrder(t, dan, 'cancel', orderNumber)).statusCode).toBe(200);
    expect(await pointsOf(t, dan)).toBe(1_000);
    expect((await get<MallGoodsDetail>(dan, `/api/p/pointsMall/goods/${item.id}`)).stockLeft).toBe(5);
    const history = await get<ExchangeRecordsPage>(dan, '/api/p/pointsMall/exchanges');
    expect(history.records[0]?.status).toBe('canceled');
  });

  it('never oversells: 6 shoppers racing for the last 2 place 2 orders', async () => {
    const skuId = await skuForSale(t, { bizType: BusinessLine.Goods, price: 8_00 });
    const item = await goods({ kind: 'product', skuId, pointsPrice: 100, stock: 2 });
    const racers = Array.from({ length: 6 }, shopper);
    for (const who of racers) await givePoints(t, admin, who, 100);
    const payload = await mallCheckout(skuId, item.id);
    const results = await Promise.all(racers.map((who) => submit(t, who, payload)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().message)).toEqual(
      Array.from({ length: 4 }, () => MallMessages.SoldOut),
    );
  });
});
