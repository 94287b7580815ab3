import {
  type AdminCustomerMember,
  DEFAULT_MEMBERSHIP,
  type GrowthRecordsAnswer,
  type MemberCenter,
  MemberMessages,
  type MyCouponsAnswer,
  PaymentType,
  UserRole,
  type VipOffer,
  type VipPurchaseAnswer,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  adjustBalance,
  notifySandbox,
  pay,
  paymentRow,
  startCardPayment,
  userIdOf,
} from '../../../test/payments';
import { buyVip, paidMembership, setConfig } from '../../../test/points';
import { createCoupon, windowFor } from '../../../test/promotions';
import { paidOrder, receivedOrder, refused } from '../../../test/refunds';
import { decideSandboxPayment, sandboxNotificationBody } from '../../platform/payments/sandbox';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  // The clock moves past return windows and months: sessions outlive it.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String((400 * DAY) / 1000) });
  pool = await signUpShoppers(t, 6);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const get = <T>(who: Customer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers }).then((res) => res.json<T>());
const buy = (who: Customer, planId: string) => buyVip(t, who, planId);
const approved = decideSandboxPayment('pay', '4242424242424242');
const boughtAndPaid = (who: Customer, planId: string, times = 1) => paidMembership(t, who, planId, times);

describe('member levels and growth', () => {
  it('starts a shopper at the first level, saying what the next needs', async () => {
    const center = await get<MemberCenter>(shopper(), '/api/p/member');
    expect(center).toMatchObject({
      growth: 0,
      level: { name: 'Member' },
      next: { name: 'Silver', growth: 500, needed: 500 },
      growthPerDollar: 1,
      vip: { active: false, expiresAt: null },
    });
    expect(center.levels.map((l) => l.name)).toEqual(DEFAULT_MEMBERSHIP.levels.map((l) => l.name));
  });

  it('grows with completed spending once the return window passed, and with top-up bonuses', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann, { count: 4 });
    await receivedOrder(t, ann, order.orderNumber);
    await t.runJobs();
    expect((await get<MemberCenter>(ann, '/api/p/member')).growth).toBe(0);
    t.clock.advance(31 * DAY);
    await t.runJobs();
    const dollars = Math.floor(order.total / 100);
    const center = await get<MemberCenter>(ann, '/api/p/member');
    expect(center.growth).toBe(dollars);
    expect(center.level.name).toBe(dollars >= 500 ? 'Silver' : 'Member');
    const records = await get<GrowthRecordsAnswer>(ann, '/api/p/member/growth');
    expect(records.records).toEqual([
      expect.objectContaining({
        sourceLabel: 'Completed order',
        change: dollars,
        reference: order.orderNumber,
      }),
    ]);

    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/p/wallet/topUp',
      headers: ann.headers,
      payload: { amountCents: 100_00 },
    });
    const { payNumber } = await startCardPayment(t, ann, [topUp.json().number]);
    await notifySandbox(t, sandboxNotificationBody(await paymentRow(t, payNumber), approved));
    expect((await get<MemberCenter>(ann, '/api/p/member')).growth).toBe(dollars + 100);
  });
});

describe('paid membership (buy-vip)', () => {
  it('offers the plans and the seven privileges, and refuses a plan it does not offer', async () => {
    const ben = shopper();
    const offer = await get<VipOffer>(ben, '/api/p/vip');
    expect(offer.plans.map((p) => [p.id, p.priceCents, p.months])).toEqual([
      ['monthly', 4_99, 1],
      ['yearly', 49_99, 12],
    ]);
    expect(offer.privileges).toHaveLength(7);
    expect(refused(await buy(ben, 'lifetime'))).toEqual([404, MemberMessages.PlanNotFound, 'planId']);
  });

  it('is paid through the gateway, runs a year from now, then renews from its end, once per payment', async () => {
    const cat = shopper();
    const coupon = await createCoupon(t, { totalQuantity: 10 });
    await setConfig(t, admin, 'membership', {
      ...DEFAULT_MEMBERSHIP,
      plans: DEFAULT_MEMBERSHIP.plans.map((p) =>
        p.id === 'yearly' ? { ...p, couponIds: [coupon.couponId] } : p,
      ),
    });
    await adjustBalance(t, cat.email, 100_00);
    const asked = (await buy(cat, 'yearly')).json<VipPurchaseAnswer>();
    expect(asked).toMatchObject({ planName: 'Tread Plus yearly', amountCents: 49_99, status: 'unpaid' });
    expect(asked.number).toMatch(/^V\d{16}$/);
    expect((await pay(t, cat, [asked.number], PaymentType.Balance)).json().code).toBe('PAYMENT_METHOD_OFF');

    const start = t.clock.now();
    const yearly = await boughtAndPaid(cat, 'yearly', 20);
    const aYearOn = new Date(start);
    aYearOn.setUTCMonth(aYearOn.getUTCMonth() + 12);
    expect(yearly.status).toBe('paid');
    expect(new Date(yearly.expiresAt ?? 0).getTime()).toBe(aYearOn.getTime());
    expect((await get<MemberCenter>(cat, '/api/p/member')).vip).toEqual({
      active: true,
      expiresAt: aYearOn.toISOString(),
    });
    const coupons = await get<MyCouponsAnswer>(cat, '/api/p/myCoupon/list?status=unused');
    expect(coupons.list.filter((c) => c.couponId === coupon.couponId)).toHaveLength(1);

    // Double sign-in points while the membership runs.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/p/points/signIn',
      headers: cat.headers,
    });
    expect(signedIn.json()).toMatchObject({ points: 20, streak: 1 });

    const monthly = await boughtAndPaid(cat, 'monthly');
    const aMonthMore = new Date(aYearOn);
    aMonthMore.setUTCMonth(aMonthMore.getUTCMonth() + 1);
    expect(monthly.expiresAt).toBe(aMonthMore.toISOString());

    // Customer service sees the memberships and the level; a merchant may not.
    const userId = await userIdOf(t, cat.email);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${userId}/member`,
      headers: await staffMember(t, UserRole.CustomerService),
    });
    expect(history.json<AdminCustomerMember>()).toMatchObject({
      center: { level: { name: 'Member' }, vip: { active: true, expiresAt: aMonthMore.toISOString() } },
      purchases: [
        { planName: 'Tread Plus monthly', status: 'paid' },
        { planName: 'Tread Plus yearly', status: 'paid' },
        { planName: 'Tread Plus yearly', status: 'unpaid' },
      ],
    });
    const merchant = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${userId}/member`,
      headers: await staffMember(t, UserRole.Merchant),
    });
    expect(merchant.statusCode).toBe(403);
    await setConfig(t, admin, 'membership', DEFAULT_MEMBERSHIP);
  });

  it('gives paying members the monthly coupons once a month, and others none', async () => {
    const dan = shopper();
    const eve = shopper();
    const coupon = await createCoupon(t, {
      totalQuantity: 100,
      perUserLimit: 5,
      validTo: windowFor(t, 90).to,
    });
    await boughtAndPaid(dan, 'yearly');
    await setConfig(t, admin, 'membership', { ...DEFAULT_MEMBERSHIP, monthlyCouponIds: [coupon.couponId] });
    // Counted used or not: the test coupon's own window may have closed by next month.
    const mine = async (who: Customer) => {
      const lists = await Promise.all(
        ['unused', 'expired'].map((status) =>
          get<MyCouponsAnswer>(who, `/api/p/myCoupon/list?status=${status}`),
        ),
      );
      return lists.flatMap((l) => l.list).filter((c) => c.couponId === coupon.couponId).length;
    };
    await Promise.all([t.runJobs(), t.runJobs()]);
    await t.runJobs();
    expect([await mine(dan), await mine(eve)]).toEqual([1, 0]);
    // The next Los Angeles month: one more, however often the sweep runs.
    t.clock.advance(32 * DAY);
    await Promise.all([t.runJobs(), t.runJobs()]);
    expect([await mine(dan), await mine(eve)]).toEqual([2, 0]);
    await setConfig(t, admin, 'membership', DEFAULT_MEMBERSHIP);
  });
});
