import { UserRole } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { ledgerOf, userIdOf } from '../../../test/payments';

type Headers = { authorization: string };
const LIMIT = 5000;
let t: TestApp;
let admin: Headers;
let service: Headers;
beforeAll(async () => {
  t = await createTestApp({ STAFF_BALANCE_ADJUST_LIMIT_CENTS: String(LIMIT) });
  admin = await signInAsAdmin(t);
  service = await staffMember(t, UserRole.CustomerService);
});
afterAll(() => t.close());

const adjust = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/wallet/adjust', headers, payload });
const balanceOf = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/p/wallet/balance', headers })).json().balance;
const adjustments = (userId: string) =>
  auditTrail(t, admin, { subject: `user:${userId}`, action: 'wallet.adjust', size: 100 });

describe('a balance adjustment from the console', () => {
  it('needs a reason, which the ledger and the audit row keep with the balance before and after', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    for (const reason of [undefined, '', '   ']) {
      const res = await adjust(service, { email: shopper.email, amountCents: 500, reason });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'reason',
        message: 'Please say why the balance is adjusted.',
      });
    }
    const long = await adjust(service, { email: shopper.email, amountCents: 500, reason: 'x'.repeat(141) });
    expect([long.statusCode, long.json().field]).toEqual([400, 'reason']);
    expect(await balanceOf(shopper.headers)).toBe(0);

    await adjust(service, { email: shopper.email, amountCents: 1500, reason: 'Late delivery' });
    const res = await adjust(service, {
      email: shopper.email,
      amountCents: -500,
      reason: ' Duplicate credit ',
    });
    expect(res.json()).toEqual({ balance: 1000 });

    const records = await t.app.inject({
      method: 'GET',
      url: '/api/p/wallet/records',
      headers: shopper.headers,
    });
    expect(records.json().records[0]).toMatchObject({ change: -500, note: 'Duplicate credit' });
    expect((await adjustments(userId)).records[0]).toMatchObject({
      actorRole: UserRole.CustomerService,
      before: { balance: 1500 },
      after: { balance: 1000, change: -500, reason: 'Duplicate credit' },
    });
  });

  it('lets customer service move at most the configured limit at a time; administrators have no limit', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    expect(
      (await adjust(service, { email: shopper.email, amountCents: LIMIT, reason: 'Goodwill' })).statusCode,
    ).toBe(200);
    for (const amountCents of [LIMIT + 1, -(LIMIT + 1)]) {
      const over = await adjust(service, { email: shopper.email, amountCents, reason: 'Too much' });
      expect(over.statusCode).toBe(403);
      expect(over.json()).toEqual({
        code: 'ADJUSTMENT_OVER_LIMIT',
        field: 'amountCents',
        message: 'Customer service may adjust a balance by at most $50.00 at a time; ask an administrator.',
      });
    }
    expect(await balanceOf(shopper.headers)).toBe(LIMIT);
    expect((await adjustments(userId)).total).toBe(1);

    expect(
      (await adjust(admin, { email: shopper.email, amountCents: 50 * LIMIT, reason: 'Big refund' })).json(),
    ).toEqual({ balance: 51 * LIMIT });
    expect((await adjustments(userId)).total).toBe(2);
  });

  it('writes no audit row when a debit would take the balance below zero', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    const res = await adjust(service, { email: shopper.email, amountCents: -100, reason: 'Correction' });
    expect(res.json().code).toBe('ADJUSTMENT_BELOW_ZERO');
    expect((await adjustments(userId)).total).toBe(0);
  });

  it('keeps the balance at or above zero and equal to its ledger under 25 racing debits, one audit row each', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    await adjust(service, { email: shopper.email, amountCents: 1000, reason: 'Opening credit' });
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        adjust(service, { email: shopper.email, amountCents: -300, reason: 'Racing debit' }),
      ),
    );
    const done = results.filter((r) => r.statusCode === 200);
    expect(done).toHaveLength(3);
    expect(
      results.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'ADJUSTMENT_BELOW_ZERO'),
    ).toBe(true);
    expect(await ledgerOf(t, userId)).toEqual({ balance: 100, entriesTotal: 100 });
    expect((await adjustments(userId)).total).toBe(1 + done.length);
  });

  it('is refused to merchants, operations and shoppers', async () => {
    const shopper = await signUp(t);
    const body = { email: shopper.email, amountCents: 100, reason: 'Nice try' };
    for (const role of [UserRole.Merchant, UserRole.Operations]) {
      expect((await adjust(await staffMember(t, role), body)).statusCode).toBe(403);
    }
    expect((await adjust(shopper.headers, body)).statusCode).toBe(403);
    expect(await balanceOf(shopper.headers)).toBe(0);
  });
});
