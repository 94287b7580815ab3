import {
  ActivityType,
  type CouponCenterAnswer,
  CouponUnusable,
  Messages,
  type MyCouponsAnswer,
  PromotionMessages,
  type SubmitOrderAnswer,
  TireTier,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  LONG_SESSIONS,
  markPaid,
  myOrder,
  onePackage,
  staffCall,
  staffMember,
} from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import {
  claim,
  confirmed,
  createActivity,
  createCoupon,
  productOf,
  submit,
  summary,
  windowFor,
} from '../../../test/promotions';

let t: TestApp;
let pool: Customer[] = [];
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  // Each from its own address: sign-up is rate-limited per address.
  pool = await signUpShoppers(t, 240);
});
/** A shopper no other test has used. */
const shopper = () => nextShopper(pool);
afterAll(() => t.close());

const myCoupons = async (who: Customer, status: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/p/myCoupon/list?status=${status}`, headers: who.headers })
  ).json<MyCouponsAnswer>();

describe('coupon center and claiming', () => {
  it('shows coupons on offer and lets a shopper claim one, once', async () => {
    const coupon = await createCoupon(t, { amount: 1500, minSpend: 10_000, totalQuantity: 5 });
    const guest = (
      await t.app.inject({ method: 'GET', url: '/api/coupon/center' })
    ).json<CouponCenterAnswer>();
    const offered = guest.list.find((item) => item.couponId === coupon.couponId);
    expect(offered).toMatchObject({ title: '$15.00 off', condition: 'On orders of $100.00+', remaining: 5 });
    expect(offered?.claimState).toBe('claimable');

    const ann = shopper();
    await claim(t, ann, coupon.couponId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/p/coupon/claim',
      headers: ann.headers,
      payload: { couponId: coupon.couponId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PromotionMessages.AlreadyClaimed);
    const center = (
      await t.app.inject({ method: 'GET', url: '/api/coupon/center', headers: ann.headers })
    ).json<CouponCenterAnswer>();
    expect(center.list.find((item) => item.couponId === coupon.couponId)).toMatchObject({
      claimState: 'claimed',
      remaining: 4,
    });
    const mine = await myCoupons(ann, 'unused');
    expect(mine.list.map((c) => c.couponId)).toContain(coupon.couponId);
    expect(mine.counts.unused).toBeGreaterThan(0);
  });

  it("answers 'No more coupons' once all are handed out, and a paused or ended coupon is refused", async () => {
    const coupon = await createCoupon(t, { totalQuantity: 1 });
    await claim(t, shopper(), coupon.couponId);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/p/coupon/claim',
      headers: shopper().headers,
      payload: { couponId: coupon.couponId },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Messages.NoMoreCoupons);

    const ended = await createCoupon(t);
    const admin = await staffMember(t, UserRole.Operations);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${ended.couponId}/state`,
      headers: admin,
      payload: { action: 'end' },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/p/coupon/claim',
      headers: shopper().headers,
      payload: { couponId: ended.couponId },
    });
    expect(refused.json().message).toBe(Messages.PromotionEnded);
  });

  it('claims by code, with the spec messages for a blank or unknown code', async () => {
    const ann = shopper();
    const code = `CODE${Date.now() % 100000}`;
    await createCoupon(t, { code, inCenter: false, stackable: true });
    const call = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/p/coupon/claimByCode', headers: ann.headers, payload });
    const blank = await call({ code: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(Messages.CouponCodeRequired);
    const unknown = await call({ code: 'NOPE-NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.NoRelatedCoupons);
    const claimed = await call({ code: code.toLowerCase() });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().coupon.byCode).toBe(true);
  });

  it('hands out exactly 20 of 20 to 200 shoppers claiming at once', async () => {
    const coupon = await createCoupon(t, { totalQuantity: 20 });
    const shoppers = Array.from({ length: 200 }, shopper);
    const answers = await Promise.all(
      shoppers.map((who) =>
        t.app.inject({
          method: 'POST',
          url: '/api/p/coupon/claim',
          headers: who.headers,
          payload: { couponId: coupon.couponId },
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(20);
    expect(new Set(answers.filter((res) => res.statusCode !== 200).map((res) => res.json().message))).toEqual(
      new Set([Messages.NoMoreCoupons]),
    );
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/coupon/center' })
    ).json<CouponCenterAnswer>();
    expect(rows.list.find((item) => item.couponId === coupon.couponId)?.remaining).toBe(0);
  });
});

describe('activities and coupons at checkout', () => {
  it('gives the fourth of four identical tires free and takes an item coupon off the rest, taxed after both', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const prodId = await productOf(t, skuId);
    const window = windowFor(t);
    await createActivity(t, {
      name: 'Buy 3 get 1',
      type: ActivityType.BuyThreeReduceOne,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [prodId] },
    });
    const coupon = await createCoupon(t, { amount: 2000, minSpend: 25_000 });
    const ann = shopper();
    const userCouponId = await claim(t, ann, coupon.couponId);

    const answer = await confirmed(t, ann, { skuId, count: 4 });
    const [group] = answer.groups;
    expect(group?.amounts).toMatchObject({ itemTotal: 40_000, activityDiscount: 10_000, itemCoupon: 2000 });
    expect(group?.amounts.discount).toBe(12_000);
    // Tax on $280.00, the price after both (the pick-up point's rate).
    const rate = group?.amounts.taxRate ?? 0;
    expect(group?.amounts.salesTax).toBe(Math.round(28_000 * rate) / 100);
    expect(group?.promotions.activities[0]).toMatchObject({ label: 'Buy 3 get 1 free', amount: 10_000 });
    expect(group?.promotions.offers.find((o) => o.userCouponId === userCouponId)).toMatchObject({
      chosen: true,
      amount: 2000,
    });

    // Three tires: no free one, and $300.00 meets the coupon's minimum.
    const three = await confirmed(t, ann, { skuId, count: 2 });
    const offer = three.groups[0]?.promotions.offers.find((o) => o.userCouponId === userCouponId);
    expect(offer).toMatchObject({ chosen: false, reason: CouponUnusable.MinSpend });
    expect(offer?.reasonText).toBe('Spend $50.00 more to use it');
  });

  it('uses a coupon on one order only; canceling gives it back as unused', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const coupon = await createCoupon(t, { amount: 1000 });
    const ann = shopper();
    const userCouponId = await claim(t, ann, coupon.couponId);
    const placed = await submit(t, ann, { skuId, count: 1, coupons: [userCouponId] });
    expect(placed.statusCode).toBe(200);
    const { orderNumbers } = placed.json<SubmitOrderAnswer>();
    const used = await myCoupons(ann, 'used');
    expect(used.list.find((c) => c.userCouponId === userCouponId)?.orderNumber).toBe(orderNumbers[0]);

    const again = await submit(t, ann, { skuId, count: 1, coupons: [userCouponId] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(Messages.CouponAlreadyUsed);

    expect((await myOrder(t, ann, 'cancel', orderNumbers[0] ?? '')).statusCode).toBe(200);
    const back = await myCoupons(ann, 'unused');
    expect(back.list.map((c) => c.userCouponId)).toContain(userCouponId);
  });

  it('refuses a coupon the server finds unusable, whatever the client thinks', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 5000 });
    const coupon = await createCoupon(t, { amount: 1000, minSpend: 50_000 });
    const ann = shopper();
    const userCouponId = await claim(t, ann, coupon.couponId);
    const res = await submit(t, ann, { skuId, count: 1, coupons: [userCouponId] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COUPON_NOT_USABLE', message: 'Spend $450.00 more to use it' });
    const other = shopper();
    const notMine = await submit(t, other, { skuId, count: 1, coupons: [userCouponId] });
    expect(notMine.json().message).toBe(Messages.NoRelatedCoupons);
  });

  it('offers the best usable set: a non-stackable coupon alone, or stackable ones together', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const ann = shopper();
    const big = await claim(t, ann, (await createCoupon(t, { amount: 3000 })).couponId);
    const small = await claim(t, ann, (await createCoupon(t, { amount: 1000, stackable: true })).couponId);
    const small2 = await claim(t, ann, (await createCoupon(t, { amount: 1500, stackable: true })).couponId);
    const appOnly = await claim(t, ann, (await createCoupon(t, { amount: 9000, appOnly: true })).couponId);
    const answer = await confirmed(t, ann, { skuId, count: 2 });
    const offers = answer.groups[0]?.promotions.offers ?? [];
    expect(offers.filter((o) => o.chosen).map((o) => o.userCouponId)).toEqual([big]);
    expect(offers.find((o) => o.userCouponId === small)?.reason).toBe(CouponUnusable.NotStackable);
    expect(offers.find((o) => o.userCouponId === appOnly)?.reasonText).toBe('Only in the Tread app');
    const stacked = await confirmed(t, ann, { skuId, count: 2, coupons: [small, small2] });
    expect(stacked.groups[0]?.amounts.itemCoupon).toBe(2500);
  });

  it('takes an installation coupon off the installation only, never more than it costs', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const ann = shopper();
    const coupon = await claim(
      t,
      ann,
      (await createCoupon(t, { target: 'installation', amount: 1_000_000, stackable: true })).couponId,
    );
    const answer = await confirmed(t, ann, { skuId, count: 4, delivery: 'installer', coupons: [coupon] });
    const amounts = answer.groups[0]?.amounts;
    const installation =
      (amounts?.tireInstallationFee ?? 0) + (amounts?.installationSavings ?? 0) + (amounts?.serviceFee ?? 0);
    expect(installation).toBeGreaterThan(0);
    expect(amounts?.installationCoupon).toBe(installation);
    const goodsDiscount =
      (amounts?.activityDiscount ?? 0) + (amounts?.itemCoupon ?? 0) + (amounts?.storeCoupon ?? 0);
    expect(amounts?.total).toBe(
      (amounts?.itemTotal ?? 0) - goodsDiscount + (amounts?.salesTax ?? 0) + (amounts?.stateTireFee ?? 0),
    );
    const pickUp = await summary(t, ann, { skuId, count: 4, coupons: [coupon] });
    expect(pickUp.json().problem).toBe('For installation: choose an installer first');
  });

  it('gives exactly one of 50 racing submits the coupon', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 500 });
    const ann = shopper();
    const userCouponId = await claim(t, ann, (await createCoupon(t, { amount: 1000 })).couponId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit(t, ann, { skuId, count: 1, coupons: [userCouponId] })),
    );
    const placed = answers.filter((res) => res.statusCode === 200);
    expect(placed).toHaveLength(1);
    const messages = new Set(
      answers.filter((res) => res.statusCode !== 200).map((res) => res.json().message),
    );
    for (const message of messages) {
      expect([Messages.CouponAlreadyUsed, Messages.DuplicateSubmit]).toContain(message);
    }
    const used = await myCoupons(ann, 'used');
    expect(used.list.filter((c) => c.userCouponId === userCouponId)).toHaveLength(1);
  });
});

describe('rebates and the survey', () => {
  it('pays a rebate to the balance once, after the order completes and the return window passes', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const window = windowFor(t, 400);
    await createActivity(t, {
      name: 'Rebate',
      type: ActivityType.Rebate,
      amount: 1750,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [await productOf(t, skuId)] },
    });
    const ann = shopper();
    const placed = await submit(t, ann, { skuId, count: 4 });
    const { orderNumbers } = placed.json<SubmitOrderAnswer>();
    await markPaid(t, orderNumbers);
    const staff = await staffMember(t, UserRole.Merchant);
    const orderNumber = orderNumbers[0] ?? '';
    const shipped = await staffCall(t, staff, orderNumber, 'ship', onePackage);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const received = await myOrder(t, ann, 'confirmReceipt', orderNumber);
    expect(received.statusCode, received.body).toBe(200);
    const balance = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/p/wallet/balance', headers: ann.headers })).json()
        .balance;
    await t.runJobs();
    expect(await balance()).toBe(0);
    t.clock.advance(31 * DAY);
    await t.runJobs();
    await t.runJobs();
    expect(await balance()).toBe(7000);
    const rebates = (
      await t.app.inject({ method: 'GET', url: '/api/p/rebates/mine', headers: ann.headers })
    ).json();
    expect(rebates.list[0]).toMatchObject({ amount: 7000, state: 'paid' });
  });
});
