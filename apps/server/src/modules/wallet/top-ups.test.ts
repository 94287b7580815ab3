import {
  DEFAULT_TOP_UP_OPTIONS,
  Messages,
  type MyCouponsAnswer,
  type PayInfoAnswer,
  PaymentType,
  PayResultStatus,
  type TopUpAnswer,
  type TopUpOptionsAnswer,
  TopUpStatus,
  type WalletRecordsAnswer,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  adjustBalance,
  notifySandbox,
  pay,
  paymentRow,
  startCardPayment,
  submitSandboxPage,
} from '../../../test/payments';
import { pointsOf, setConfig } from '../../../test/points';
import { createCoupon } from '../../../test/promotions';
import { refused } from '../../../test/refunds';
import { decideSandboxPayment, sandboxNotificationBody } from '../../platform/payments/sandbox';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  pool = await signUpShoppers(t, 8);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const get = <T>(who: Customer, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers }).then((res) => res.json<T>());
const askTopUp = (who: Customer, amountCents: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/wallet/topUp',
    headers: who.headers,
    payload: { amountCents },
  });
async function topUp(who: Customer, amountCents: number): Promise<TopUpAnswer> {
  const res = await askTopUp(who, amountCents);
  if (res.statusCode !== 200) throw new Error(`top-up: ${res.body}`);
  return res.json<TopUpAnswer>();
}
const balanceOf = async (who: Customer) =>
  (await get<{ balance: number }>(who, '/api/p/wallet/balance')).balance;

describe('top-ups (recharge-balance)', () => {
  it('offers the options with their bonuses, and takes any amount from $0.01 to $100,000', async () => {
    const ann = shopper();
    const options = await get<TopUpOptionsAnswer>(ann, '/api/p/wallet/topUp/options');
    expect(options).toMatchObject({ balance: 0, minCents: 1, maxCents: 10_000_000 });
    expect(options.options.map((o) => o.amountCents)).toEqual(
      DEFAULT_TOP_UP_OPTIONS.map((o) => o.amountCents),
    );
    for (const [amount, message] of [
      [0, Messages.TopUpTooSmall],
      [10_000_001, Messages.TopUpTooLarge],
      [12.5, Messages.AmountInvalid],
      [null, Messages.TopUpRequired],
    ] as const) {
      expect(refused(await askTopUp(ann, amount))).toEqual([400, message, 'amountCents']);
    }
    expect(await topUp(ann, 1)).toMatchObject({ amountCents: 1, status: TopUpStatus.Unpaid, bonusPoints: 0 });
    expect(await topUp(ann, 10_000_000)).toMatchObject({ amountCents: 10_000_000 });
  });

  it('is paid through the gateway, never from the balance, and credits the amount and its bonus once', async () => {
    const ben = shopper();
    const coupon = await createCoupon(t, { totalQuantity: 10 });
    await setConfig(t, admin, 'topUpOptions', [
      { amountCents: 100_00, bonusGrowth: 100, bonusPoints: 300, couponIds: [coupon.couponId] },
    ]);
    await adjustBalance(t, ben.email, 500_00);
    const asked = await topUp(ben, 100_00);
    expect(asked).toMatchObject({
      bonusPoints: 300,
      bonusGrowth: 100,
      coupons: [{ id: coupon.couponId, name: coupon.name }],
    });
    expect(asked.number).toMatch(/^R\d{16}$/);

    const info = await get<PayInfoAnswer>(ben, `/api/p/order/payInfo?orderNumbers=${asked.number}`);
    expect(info.total).toBe(100_00);
    expect(info.methods.map((m) => m.payType)).not.toContain(PaymentType.Balance);
    expect((await pay(t, ben, [asked.number], PaymentType.Balance)).json().code).toBe('PAYMENT_METHOD_OFF');

    const { pagePath } = await startCardPayment(t, ben, [asked.number]);
    expect((await submitSandboxPage(t, pagePath, '4242 4242 4242 4242')).statusCode).toBe(303);
    expect(await balanceOf(ben)).toBe(600_00);
    expect(await pointsOf(t, ben)).toBe(300);
    expect(await get<TopUpAnswer>(ben, `/api/p/wallet/topUp?number=${asked.number}`)).toMatchObject({
      status: TopUpStatus.Paid,
    });
    const status = await get<{ payStatus: number }>(
      ben,
      `/api/p/order/changePayingStatus?orderNumber=${asked.number}`,
    );
    expect(status.payStatus).toBe(PayResultStatus.Success);
    const coupons = await get<MyCouponsAnswer>(ben, '/api/p/myCoupon/list?status=unused');
    expect(coupons.list.map((c) => c.couponId)).toContain(coupon.couponId);
    const records = await get<WalletRecordsAnswer>(ben, '/api/p/wallet/records');
    expect(records.records[0]).toMatchObject({ kind: 'recharge', change: 100_00, reference: asked.number });
  });

  it('grants one bonus when the gateway repeats its notification 20 times, the same and fresh events alike', async () => {
    const cat = shopper();
    await setConfig(t, admin, 'topUpOptions', DEFAULT_TOP_UP_OPTIONS);
    const asked = await topUp(cat, 100_00);
    const { payNumber } = await startCardPayment(t, cat, [asked.number]);
    const payment = await paymentRow(t, payNumber);
    const approved = decideSandboxPayment('pay', '4242424242424242');
    const same = sandboxNotificationBody(payment, approved);
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => notifySandbox(t, same)),
      ...Array.from({ length: 20 }, () => notifySandbox(t, sandboxNotificationBody(payment, approved))),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().outcome === 'paid')).toHaveLength(1);
    expect(await balanceOf(cat)).toBe(100_00);
    expect(await pointsOf(t, cat)).toBe(300);
    const records = await get<WalletRecordsAnswer>(cat, '/api/p/wallet/records');
    expect(records.records.filter((r) => r.kind === 'recharge')).toHaveLength(1);
  });

  it('gives money that came after the window back whole, with no credit and no bonus', async () => {
    const dan = shopper();
    const asked = await topUp(dan, 50_00);
    const { payNumber } = await startCardPayment(t, dan, [asked.number]);
    const payment = await paymentRow(t, payNumber);
    t.clock.advance(31 * 60_000);
    const late = await notifySandbox(
      t,
      sandboxNotificationBody(payment, decideSandboxPayment('pay', '4242424242424242')),
    );
    expect(late.json()).toEqual({ outcome: 'refund' });
    expect(await balanceOf(dan)).toBe(0);
    expect(await pointsOf(t, dan)).toBe(0);
    expect((await get<TopUpAnswer>(dan, `/api/p/wallet/topUp?number=${asked.number}`)).status).toBe(
      TopUpStatus.Closed,
    );
  });

  it('reads a top-up left unpaid past its 30 minutes as closed, which can no longer be paid', async () => {
    const gus = shopper();
    const asked = await topUp(gus, 20_00);
    expect(asked.status).toBe(TopUpStatus.Unpaid);
    t.clock.advance(30 * 60_000);
    expect((await get<TopUpAnswer>(gus, `/api/p/wallet/topUp?number=${asked.number}`)).status).toBe(
      TopUpStatus.Closed,
    );
  });

  it('shows a shopper only their own top-ups', async () => {
    const eve = shopper();
    const fay = shopper();
    const asked = await topUp(eve, 25_00);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/p/wallet/topUp?number=${asked.number}`,
      headers: fay.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(refused(await pay(t, fay, [asked.number], PaymentType.StripeCard))[0]).toBe(404);
  });
});
