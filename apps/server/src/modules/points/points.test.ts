import {
  type AdminCustomerPoints,
  PointsMessages,
  type PointsRecordPage,
  type PointsSummary,
  RefundServiceType,
  SIGN_IN_REWARDS,
  type SignInAnswer,
  UserRole,
} from '@tread/domain';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import { userIdOf } from '../../../test/payments';
import {
  applied,
  claimFor,
  paidOrder,
  receivedOrder,
  requestRows,
  shopperCall,
  staffMove,
} from '../../../test/refunds';
import { staffAudit } from '../../platform/staff-audit';
import { pointsAccounts, pointsEntries } from './tables';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  // 2026-11-21T18:00Z is 10:00am in Los Angeles (PST). The clock moves past a year: sessions outlive it.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String((1000 * DAY) / 1000) });
  pool = await signUpShoppers(t, 10);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
/** The shop's clock moved forward to `at`. */
const moveTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());
const signIn = (who: Customer) =>
  t.app.inject({ method: 'POST', url: '/api/p/points/signIn', headers: who.headers });
const summaryOf = async (who: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/p/points', headers: who.headers })).json<PointsSummary>();
const recordsOf = async (who: Customer) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/p/points/records', headers: who.headers })
  ).json<PointsRecordPage>();
const adjust = (headers: { authorization: string }, userId: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/customers/${userId}/points`, headers, payload });

/** The ledger's rule: the balance is the sum of the entries and of the lots' remainders. */
async function ledgerHolds(userId: string): Promise<number> {
  const [account] = await t.handle.db
    .select({ balance: pointsAccounts.balance })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.userId, userId));
  const [sums] = await t.handle.db
    .select({
      change: sum(pointsEntries.change).mapWith(Number),
      left: sum(pointsEntries.remaining).mapWith(Number),
    })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId));
  expect([sums?.change ?? 0, sums?.left ?? 0]).toEqual([account?.balance ?? 0, account?.balance ?? 0]);
  return account?.balance ?? 0;
}

describe('daily sign-in (SPEC §4)', () => {
  it('rewards once per Los Angeles day: 20 racing sign-ins give one reward, the rest read "Time is not up"', async () => {
    const ann = shopper();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(ann)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((res) => res.statusCode === 409).map((res) => res.json().message)).toEqual(
      Array(19).fill(PointsMessages.TooEarly),
    );
    expect(await ledgerHolds(await userIdOf(t, ann.email))).toBe(SIGN_IN_REWARDS[0]);
    expect((await summaryOf(ann)).signIn).toEqual({
      signedToday: true,
      streak: 1,
      todayReward: SIGN_IN_REWARDS[0],
      tomorrowReward: SIGN_IN_REWARDS[1],
    });
  });

  it('counts days by Los Angeles midnight, grows the streak day after day, and starts over after a missed day', async () => {
    const bob = shopper();
    // 11:30pm in Los Angeles, then 12:30am the next day there (08:30 UTC): a new day.
    moveTo(new Date('2026-12-01T07:30:00Z'));
    expect((await signIn(bob)).json<SignInAnswer>()).toMatchObject({ streak: 1, points: 10 });
    moveTo(new Date('2026-12-01T08:30:00Z'));
    expect((await signIn(bob)).json<SignInAnswer>()).toMatchObject({ streak: 2, points: 10 });
    // Still that same Los Angeles day at 11pm.
    moveTo(new Date('2026-12-02T07:00:00Z'));
    expect((await signIn(bob)).statusCode).toBe(409);
    const rewards = [];
    for (let day = 0; day < 6; day++) {
      t.clock.advance(DAY);
      rewards.push((await signIn(bob)).json<SignInAnswer>().points);
    }
    expect(rewards).toEqual([15, 15, 20, 20, 30, 30]);
    t.clock.advance(2 * DAY);
    expect((await summaryOf(bob)).signIn).toMatchObject({ signedToday: false, streak: 0, todayReward: 10 });
    expect((await signIn(bob)).json<SignInAnswer>()).toMatchObject({ streak: 1, points: 10 });
    expect(await ledgerHolds(await userIdOf(t, bob.email))).toBe(10 + 10 + 15 + 15 + 20 + 20 + 30 + 30 + 10);
  });
});

describe('expiry, a year after earning (SPEC §9)', () => {
  it('expires each lot’s remainder oldest first, exactly once with two sweeps racing, and says what expires soon', async () => {
    const cy = shopper();
    const userId = await userIdOf(t, cy.email);
    await signIn(cy);
    t.clock.advance(DAY);
    await signIn(cy);
    // Spending takes the oldest lot first: the first day's 10 points go, the second day's stay.
    expect((await adjust(admin, userId, { change: -10, reason: 'Spent at the counter' })).statusCode).toBe(
      200,
    );
    t.clock.advance(365 * DAY - 20 * DAY);
    expect((await summaryOf(cy)).expiringSoon?.points).toBe(10);
    t.clock.advance(20 * DAY);
    await Promise.all([t.runJobs(), t.runJobs()]);
    expect(await ledgerHolds(userId)).toBe(0);
    const expired = (await recordsOf(cy)).records.filter((r) => r.source === 'expired');
    expect(expired.map((r) => r.change)).toEqual([-10]);
    await t.runJobs();
    expect((await recordsOf(cy)).records.filter((r) => r.source === 'expired')).toHaveLength(1);
  });
});

describe('points earned on orders (SPEC §9: 1 point per dollar, after the return window)', () => {
  it('locks an order’s points until its window passes, then credits them once, less what was refunded', async () => {
    const eve = shopper();
    const userId = await userIdOf(t, eve.email);
    const order = await paidOrder(t, eve);
    await receivedOrder(t, eve, order.orderNumber);
    const refundNumber = await applied(t, eve, await claimFor(t, eve, order, 1));
    await staffMove(t, admin, refundNumber, 'accept');
    const [request] = await requestRows(t, order.orderNumber);
    const paid = order.total - (request?.amountCents ?? 0);
    expect((await summaryOf(eve)).locked).toBe(Math.floor(paid / 100));
    await t.runJobs();
    expect(await ledgerHolds(userId)).toBe(0);

    t.clock.advance(30 * DAY + 60_000);
    await Promise.all([t.runJobs(), t.runJobs()]);
    expect(await ledgerHolds(userId)).toBe(Math.floor(paid / 100));
    expect((await recordsOf(eve)).records).toMatchObject([
      { sourceLabel: 'Order reward', change: Math.floor(paid / 100), orderNumber: order.orderNumber },
    ]);
    expect((await summaryOf(eve)).locked).toBe(0);
    await t.runJobs();
    expect(await ledgerHolds(userId)).toBe(Math.floor(paid / 100));
  });

  it('waits while a refund request is open, and credits once it ends', async () => {
    const fay = shopper();
    const userId = await userIdOf(t, fay.email);
    const order = await paidOrder(t, fay, { count: 2 });
    await receivedOrder(t, fay, order.orderNumber);
    const refundNumber = await applied(
      t,
      fay,
      await claimFor(t, fay, order, 1, RefundServiceType.ReturnAndRefund),
    );
    t.clock.advance(30 * DAY + 60_000);
    await t.runJobs();
    // The merchant's 48 hours passed, so the return was accepted; it waits for the goods, and the points wait too.
    expect(await ledgerHolds(userId)).toBe(0);
    expect((await shopperCall(t, fay, 'withdraw', { refundNumber })).statusCode).toBe(200);
    await t.runJobs();
    expect(await ledgerHolds(userId)).toBe(Math.floor(order.total / 100));
  });
});

describe('staff adjustments', () => {
  it('adds and takes points with a reason, never below zero, audited, for customer service and administrators only', async () => {
    const dee = shopper();
    const userId = await userIdOf(t, dee.email);
    const service = await staffMember(t, UserRole.CustomerService);
    const added = await adjust(service, userId, { change: 250, reason: 'Sorry for the late delivery' });
    expect(added.json<AdminCustomerPoints>().summary.balance).toBe(250);
    const cases: [object, number, string, string][] = [
      [{ change: 0, reason: 'x' }, 400, PointsMessages.AdjustInvalid, 'change'],
      [{ change: 1.5, reason: 'x' }, 400, PointsMessages.AdjustInvalid, 'change'],
      [{ change: 10, reason: '  ' }, 400, PointsMessages.AdjustReasonRequired, 'reason'],
      [{ change: -251, reason: 'Too much' }, 409, PointsMessages.NotEnough, 'change'],
    ];
    for (const [payload, status, message, field] of cases) {
      const res = await adjust(service, userId, payload);
      expect([res.statusCode, res.json().message, res.json().field]).toEqual([status, message, field]);
    }
    expect((await adjust(service, userId, { change: -250, reason: 'Entered twice' })).statusCode).toBe(200);
    expect(await ledgerHolds(userId)).toBe(0);
    const merchant = await staffMember(t, UserRole.Merchant);
    expect((await adjust(merchant, userId, { change: 5, reason: 'x' })).statusCode).toBe(403);
    expect((await adjust(dee.headers, userId, { change: 5, reason: 'x' })).statusCode).toBe(403);
    const trail = await t.handle.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.subject, `user:${userId}`));
    expect(trail.map((row) => [row.action, row.actorRole])).toEqual([
      ['points.adjust', 'customer_service'],
      ['points.adjust', 'customer_service'],
    ]);
    const records = (await recordsOf(dee)).records;
    expect(records.map((r) => [r.sourceLabel, r.change, r.note])).toEqual([
      ['Adjusted by Tread', -250, 'Entered twice'],
      ['Adjusted by Tread', 250, 'Sorry for the late delivery'],
    ]);
  });

  it('keeps the points center to signed-in shoppers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/p/points' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/p/points/signIn' })).statusCode).toBe(401);
  });
});
