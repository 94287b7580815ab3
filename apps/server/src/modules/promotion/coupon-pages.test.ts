import {
  ActivityType,
  type ChannelCouponAnswer,
  Messages,
  type MyCouponsAnswer,
  PromotionMessages,
  type SubmitOrderAnswer,
  type TireSearchAnswer,
  TireTier,
  UserRole,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, LONG_SESSIONS, myOrder, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers, skuForSale } from '../../../test/orders';
import { claim, createActivity, createCoupon, productOf, submit, windowFor } from '../../../test/promotions';
import { skus } from '../catalog';
import { SURVEY_COUPON_KEY } from '.';

let t: TestApp;
let pool: Customer[] = [];
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 20);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);

const post = (url: string, payload: object, who?: Customer) =>
  t.app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });

describe('channel coupons (SPEC §4 channel coupon flow)', () => {
  it('tells a guest and a shopper whether they qualify, have it, or used it; claims it once', async () => {
    const coupon = await createCoupon(t, { channelKey: 'FALL-DEAL', inCenter: false, amount: 2500 });
    const guest = (
      await post('/api/area/getAdsCouponInfo', { weakAuthToken: 'FALL-DEAL' })
    ).json<ChannelCouponAnswer>();
    expect(guest).toMatchObject({
      couponId: coupon.couponId,
      meetAttendActivityCondition: true,
      hasReceivedCoupon: false,
      hasUsedCoupon: false,
      appOnlyActivity: false,
      appLink: null,
    });
    const guestClaim = await post('/api/p/coupon/claimChannel', { weakAuthToken: 'FALL-DEAL' });
    expect(guestClaim.statusCode).toBe(401);

    const ann = shopper();
    expect((await post('/api/p/coupon/claimChannel', { weakAuthToken: 'FALL-DEAL' }, ann)).statusCode).toBe(
      200,
    );
    const twice = await post('/api/p/coupon/claimChannel', { weakAuthToken: 'FALL-DEAL' }, ann);
    expect(twice.json().message).toBe(PromotionMessages.AlreadyClaimed);
    const held = (
      await post('/api/area/getAdsCouponInfo', { weakAuthToken: 'FALL-DEAL' }, ann)
    ).json<ChannelCouponAnswer>();
    expect(held).toMatchObject({ hasReceivedCoupon: true, hasUsedCoupon: false });

    const unknown = await post('/api/area/getAdsCouponInfo', { weakAuthToken: 'NO-SUCH-KEY' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(Messages.NoRelatedCoupons);
  });

  it('sends an app-only channel coupon to the app with its key', async () => {
    await createCoupon(t, { channelKey: 'APP-ONLY-1', inCenter: false, appOnly: true });
    const info = (
      await post('/api/area/getAdsCouponInfo', { weakAuthToken: 'APP-ONLY-1' })
    ).json<ChannelCouponAnswer>();
    expect(info.appOnlyActivity).toBe(true);
    expect(info.appLink).toContain('channelCouponKey=APP-ONLY-1');
  });

  it('says which products a coupon covers, and answers a campaign by name', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const prodId = await productOf(t, skuId);
    const only = await createCoupon(t, { scope: { prodIds: [prodId] }, name: 'Only this tire' });
    const canUse = (id: number) =>
      post('/api/area/getCouponProdUseInfo', { activityId: only.couponId, prodId: id }).then((r) => r.json());
    expect(await canUse(prodId)).toEqual({ prodCanUse: true });
    expect(await canUse(prodId + 1)).toEqual({ prodCanUse: false });
    const reach = await t.app.inject({
      method: 'GET',
      url: '/api/marking/reach/getReachByActivityName/Only%20this%20tire',
    });
    expect(reach.json()).toMatchObject({
      popupEnabled: true,
      bannerEnabled: true,
      coupon: { couponId: only.couponId },
    });
  });
});

describe('my coupons over time', () => {
  it('moves a coupon to expired at its end, and one given back after its end stays expired', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const window = windowFor(t, 2);
    const coupon = await createCoupon(t, { validFrom: window.from, validTo: window.to, amount: 1000 });
    const ann = shopper();
    const userCouponId = await claim(t, ann, coupon.couponId);
    const placed = (
      await submit(t, ann, { skuId, count: 1, coupons: [userCouponId] })
    ).json<SubmitOrderAnswer>();
    t.clock.advance(3 * DAY);
    // The unpaid order expires and gives its coupon back, but the coupon's own window has closed.
    await t.runJobs();
    const tabs = (
      await t.app.inject({ method: 'GET', url: '/api/p/myCoupon/list?status=expired', headers: ann.headers })
    ).json<MyCouponsAnswer>();
    expect(tabs.list.map((c) => c.userCouponId)).toContain(userCouponId);
    expect(tabs.counts.used).toBe(0);
    const reuse = await submit(t, ann, { skuId, count: 1, coupons: [userCouponId] });
    expect(reuse.json().message).toBe(Messages.couponStatus('expired'));
    expect(placed.orderNumbers).toHaveLength(1);
  });
});

describe('the empty-result survey (SPEC §1)', () => {
  it('grants its $10 coupon once per shopper', async () => {
    await createCoupon(t, {
      channelKey: SURVEY_COUPON_KEY,
      inCenter: false,
      amount: 1000,
      ...windowFor(t, 365),
    });
    const ann = shopper();
    const answer = { lookingFor: 'Tires for a 1998 Land Cruiser', when: 'this_month' };
    const first = await post('/api/p/survey/emptyResult', answer, ann);
    expect(first.statusCode).toBe(200);
    expect(first.json().coupon).toMatchObject({ title: '$10.00 off', status: 'unused' });
    const second = await post('/api/p/survey/emptyResult', answer, ann);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(PromotionMessages.SurveyDone);
    const blank = await post('/api/p/survey/emptyResult', { lookingFor: ' ', when: 'later' }, shopper());
    expect(blank.json().message).toBe(PromotionMessages.SurveyRequired);
  });
});

describe('cards and the console', () => {
  it('shows an activity and the best coupon on the cards of the products it covers, as soon as staff add them', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 20_000 });
    const [sku] = await t.handle.db.select({ size: skus.size }).from(skus).where(eq(skus.id, skuId));
    const search = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/search/tires?tireSize=${encodeURIComponent(sku?.size ?? '')}&size=100`,
        })
      ).json<TireSearchAnswer>();
    const before = (await search()).records.find((card) => card.skuId === skuId);
    expect(before?.activityList).toEqual([]);
    const window = windowFor(t);
    const activity = await createActivity(t, {
      name: 'Ten percent',
      type: ActivityType.Discount,
      percent: 10,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [await productOf(t, skuId)] },
    });
    await createCoupon(t, { amount: 4000, minSpend: 50_000, name: 'Set savings' });
    const after = (await search()).records.find((card) => card.skuId === skuId);
    expect(after?.activityList).toEqual([
      {
        activityId: activity.activityId,
        activityType: ActivityType.Discount,
        activityName: 'Ten percent',
        membersOnly: false,
      },
    ]);
    expect(after?.priceSettle).toBe(18_000);
    // Four at $180.00 come to $720.00; $40.00 off leaves $170.00 each.
    expect(after?.couponTag).toBe('$40.00 off');
    expect(after?.extraCouponPrice).toBe(17_000);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/prod/prodInfo?prodId=${after?.prodId}&skuId=${skuId}`,
    });
    expect(page.json().activityList.map((a: { activityId: number }) => a.activityId)).toContain(
      activity.activityId,
    );
    expect(page.json().sku).toMatchObject({ skuId, priceSettle: 18_000, extraCouponPrice: 17_000 });
  });

  it("narrows a tire list to a rebate's tires through the Rebate filter group", async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 15_000 });
    const [sku] = await t.handle.db.select({ size: skus.size }).from(skus).where(eq(skus.id, skuId));
    const url = (extra = '') =>
      `/api/search/tires?tireSize=${encodeURIComponent(sku?.size ?? '')}&size=100${extra}`;
    const window = windowFor(t);
    const rebate = await createActivity(t, {
      name: 'Size rebate',
      type: ActivityType.Rebate,
      amount: 2000,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [await productOf(t, skuId)] },
    });
    const all = (await t.app.inject({ method: 'GET', url: url() })).json<TireSearchAnswer>();
    const group = all.filterGroups.find((g) => g.groupType === 'REBATE_GROUP');
    const item = group?.filterItemList.find((i) => i.filterValue === String(rebate.activityId));
    expect(item).toMatchObject({ filterName: 'Size rebate', checked: false });
    const narrowed = (
      await t.app.inject({ method: 'GET', url: url(`&rebateIds=${rebate.activityId}`) })
    ).json<TireSearchAnswer>();
    expect(narrowed.total).toBe(item?.prodCnt);
    expect(narrowed.records.map((card) => card.skuId)).toContain(skuId);
    expect(narrowed.total).toBeLessThan(all.total);
  });

  it('lists running activities by type and pages the products one covers', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 12_000 });
    const prodId = await productOf(t, skuId);
    const window = windowFor(t);
    const activity = await createActivity(t, {
      name: 'Half off the second',
      type: ActivityType.SecondHalfPrice,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [prodId] },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/activities?type=${ActivityType.SecondHalfPrice}`,
    });
    expect(list.json().list.map((a: { activityId: number }) => a.activityId)).toContain(activity.activityId);
    const detail = await t.app.inject({ method: 'GET', url: `/api/activities/${activity.activityId}` });
    expect(detail.json().activity).toMatchObject({ label: '2nd half price', name: 'Half off the second' });
    expect(detail.json().products.records.map((card: { prodId: number }) => card.prodId)).toEqual([prodId]);
    const operations = await staffMember(t, UserRole.Operations);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/activities/${activity.activityId}/state`,
      headers: operations,
      payload: { action: 'end' },
    });
    const ended = await t.app.inject({ method: 'GET', url: `/api/activities/${activity.activityId}` });
    expect(ended.json().message).toBe(Messages.PromotionEnded);
  });

  it('lets operations run promotions, refuses customer service, and refuses bad input with its message', async () => {
    const service = await staffMember(t, UserRole.CustomerService);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: service });
    expect(refused.statusCode).toBe(403);
    const operations = await staffMember(t, UserRole.Operations);
    const window = windowFor(t);
    const both = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: operations,
      payload: {
        name: 'Both',
        target: 'items',
        amount: 100,
        percent: 10,
        validFrom: window.from,
        validTo: window.to,
      },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(PromotionMessages.AmountOrPercent);
    const code = await createCoupon(t, { code: 'SAMECODE' });
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: operations,
      payload: {
        name: 'Again',
        target: 'items',
        amount: 100,
        percent: null,
        code: 'samecode',
        validFrom: window.from,
        validTo: window.to,
      },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PromotionMessages.CodeTaken);
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/coupons/${code.couponId}/state`,
      headers: operations,
      payload: { action: 'pause' },
    });
    expect(paused.json().state).toBe('paused');
    const noScope = await t.app.inject({
      method: 'POST',
      url: '/api/admin/activities',
      headers: operations,
      payload: { name: 'Everything', type: 2, startsAt: window.from, endsAt: window.to, scope: {} },
    });
    expect(noScope.json().message).toBe(PromotionMessages.ScopeRequired);
  });

  it('counts uses and the discount given, not those of canceled orders', async () => {
    const skuId = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000 });
    const coupon = await createCoupon(t, { amount: 1500 });
    const [ann, bob] = [shopper(), shopper()];
    for (const who of [ann, bob]) {
      const id = await claim(t, who, coupon.couponId);
      expect((await submit(t, who, { skuId, count: 1, coupons: [id] })).statusCode).toBe(200);
    }
    const bobs = await t.app.inject({
      method: 'GET',
      url: '/api/p/myCoupon/list?status=used',
      headers: bob.headers,
    });
    await myOrder(t, bob, 'cancel', bobs.json<MyCouponsAnswer>().list[0]?.orderNumber ?? '');
    const operations = await staffMember(t, UserRole.Operations);
    const rows = (
      await t.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: operations })
    ).json();
    const row = rows.list.find((r: { couponId: number }) => r.couponId === coupon.couponId);
    expect(row).toMatchObject({ claimed: 2, used: 1, discountGiven: 1500 });
  });
});
