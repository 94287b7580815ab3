import { type AuditPage, UserRole } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { userIdByEmail } from '../account';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const trail = async (query: string, headers = admin) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<AuditPage>();
};

const setDisabled = (userId: string, disabled: boolean, headers: { authorization: string }) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/disabled`,
    headers,
    payload: { disabled },
  });

describe('the audit trail', () => {
  it('keeps who disabled a customer, when, and the state before and after', async () => {
    const shopper = await signUp(t);
    const userId = (await userIdByEmail(t.handle.db, shopper.email)) ?? '';
    expect((await setDisabled(userId, true, admin)).statusCode).toBe(200);

    const page = await trail(`subject=user:${userId}`);
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      actorEmail: ADMIN.email,
      actorRole: UserRole.Admin,
      action: 'account.disable',
      subject: `user:${userId}`,
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(Date.parse(page.records[0]?.at ?? '')).toBeGreaterThan(0);
  });

  it('writes no row for a refused change', async () => {
    const service = await staffMember(t, UserRole.CustomerService);
    const colleague = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin,
      payload: { email: 'colleague@tread.test', password: 'staff-pass-1', role: UserRole.Merchant },
    });
    const colleagueId = colleague.json<{ userId: string }>().userId;
    // Customer service may disable customers only: a staff member is not found to them.
    expect((await setDisabled(colleagueId, true, service)).statusCode).toBe(404);
    expect((await trail(`subject=user:${colleagueId}&action=account.disable`)).total).toBe(0);
  });

  it('filters by actor, action and Los Angeles day, newest first', async () => {
    const first = await signUp(t);
    const firstId = (await userIdByEmail(t.handle.db, first.email)) ?? '';
    await setDisabled(firstId, true, admin);
    await setDisabled(firstId, false, admin);

    const both = await trail(`subject=user:${firstId}&actorEmail=${encodeURIComponent(ADMIN.email)}`);
    expect(both.records.map((r) => r.action)).toEqual(['account.enable', 'account.disable']);
    expect((await trail(`subject=user:${firstId}&action=account.enable`)).total).toBe(1);
    expect((await trail(`subject=user:${firstId}&actorEmail=nobody@tread.test`)).total).toBe(0);
    expect((await trail(`subject=user:${firstId}&to=2000-01-01`)).total).toBe(0);
  });

  it('is for administrators only', async () => {
    for (const role of [UserRole.Merchant, UserRole.Operations, UserRole.CustomerService]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit',
        headers: await staffMember(t, role),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a malformed day with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit?from=yesterday', headers: admin });
    expect(res.statusCode).toBe(400);
  });
});
