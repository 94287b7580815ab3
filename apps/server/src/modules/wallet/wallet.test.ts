import type { WalletRecordsAnswer } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { adjustBalance, ledgerOf, userIdOf } from '../../../test/payments';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers });

describe('balance and balance records', () => {
  it('starts at zero with no records', async () => {
    const shopper = await signUp(t);
    expect((await get('/api/p/wallet/balance', shopper.headers)).json()).toEqual({ balance: 0 });
    expect((await get('/api/p/wallet/records', shopper.headers)).json()).toMatchObject({
      records: [],
      total: 0,
    });
  });

  it('shows staff credits and debits as records, newest first, and the balance as their sum', async () => {
    const shopper = await signUp(t);
    expect((await adjustBalance(t, shopper.email, 5000)).json()).toEqual({ balance: 5000 });
    expect((await adjustBalance(t, shopper.email, -1250)).json()).toEqual({ balance: 3750 });
    expect((await get('/api/p/wallet/balance', shopper.headers)).json()).toEqual({ balance: 3750 });

    const page = (
      await get('/api/p/wallet/records?current=1&size=1', shopper.headers)
    ).json<WalletRecordsAnswer>();
    expect(page).toMatchObject({ total: 2, pages: 2, hasMore: true });
    expect(page.records[0]).toMatchObject({ kind: 'adjustment', title: 'Balance adjustment', change: -1250 });
    expect(page.records[0]?.time).toMatch(/^\d{4}-\d\d-\d\dT/);

    const ledger = await ledgerOf(t, await userIdOf(t, shopper.email));
    expect(ledger).toEqual({ balance: 3750, entriesTotal: 3750 });
  });

  it('never lets a debit take the balance below zero', async () => {
    const shopper = await signUp(t);
    await adjustBalance(t, shopper.email, 1000);
    const res = await adjustBalance(t, shopper.email, -1001);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'ADJUSTMENT_BELOW_ZERO', message: 'Insufficient balance' });
    expect(await ledgerOf(t, await userIdOf(t, shopper.email))).toEqual({
      balance: 1000,
      entriesTotal: 1000,
    });
  });

  it('keeps the balance equal to its ledger under 20 racing debits', async () => {
    const shopper = await signUp(t);
    await adjustBalance(t, shopper.email, 700);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => adjustBalance(t, shopper.email, -100)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(await ledgerOf(t, await userIdOf(t, shopper.email))).toEqual({ balance: 0, entriesTotal: 0 });
  });

  it('refuses an unknown e-mail, a zero amount, and shoppers calling the staff endpoint', async () => {
    const shopper = await signUp(t);
    expect((await adjustBalance(t, 'nobody@example.com', 100)).statusCode).toBe(404);
    const zero = await adjustBalance(t, shopper.email, 0);
    expect(zero.json()).toMatchObject({ message: 'Please enter the correct amount!' });
    const asShopper = await t.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjust',
      headers: shopper.headers,
      payload: { email: shopper.email, amountCents: 100_000 },
    });
    expect(asShopper.statusCode).toBe(403);
    expect((await get('/api/p/wallet/balance', shopper.headers)).json()).toEqual({ balance: 0 });
  });

  it('finds the shopper by e-mail whatever its case', async () => {
    const shopper = await signUp(t);
    expect((await adjustBalance(t, ` ${shopper.email.toUpperCase()} `, 250)).json()).toEqual({
      balance: 250,
    });
  });

  it('needs a signed-in shopper', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/p/wallet/balance' })).statusCode).toBe(401);
  });
});
