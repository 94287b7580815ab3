import { Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, signInAsAdmin, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureAdministrator } from './bootstrap';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const outbox = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers });

async function staffMember(role: string) {
  const email = uniqueEmail(role);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: admin,
    payload: { email, password: 'staff-pass-1', role },
  });
  expect(created.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'staff-pass-1' },
  });
  return { ...created.json(), headers: bearer(login.json()) };
}

describe('the first administrator', () => {
  it('is created at start from ADMIN_EMAIL / ADMIN_PASSWORD and keeps a changed password on restart', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/changePassword',
      headers: admin,
      payload: { oldPassword: ADMIN.password, password: 'changed-pass-2' },
    });
    await ensureAdministrator(t.handle.db, ADMIN);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ADMIN.email, password: 'changed-pass-2' },
    });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/p/user/userInfo',
      headers: bearer(res.json()),
    });
    expect(info.json().role).toBe('admin');
  });

  it('must have a password that follows the rule', async () => {
    await expect(
      ensureAdministrator(t.handle.db, { email: 'boss@tread.test', password: 'short' }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('staff routes', () => {
  it('need a signed-in staff member', async () => {
    expect((await outbox()).statusCode).toBe(401);
    const customer = await signUp(t);
    const res = await outbox(customer.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.Forbidden);
  });

  it('show the outbox, newest first, to administrators only: it holds sign-in codes', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/sendCode',
        payload: { email, purpose: 'register' },
      });
    }
    const records = (await outbox(admin)).json().records;
    expect(records.slice(0, 2).map((mail: { to: string }) => mail.to)).toEqual([second, first]);
    const merchant = await staffMember('merchant');
    expect((await outbox(merchant.headers)).statusCode).toBe(403);
  });

  it('let only an administrator open staff accounts', async () => {
    const operations = await staffMember('operations');
    expect(operations.role).toBe('operations');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: operations.headers,
      payload: { email: uniqueEmail(), password: 'staff-pass-1', role: 'merchant' },
    });
    expect(res.statusCode).toBe(403);
    const customerRole = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin,
      payload: { email: uniqueEmail(), password: 'staff-pass-1', role: 'customer' },
    });
    expect(customerRole.statusCode).toBe(400);
  });

  it('let customer service disable customers but not staff', async () => {
    const service = await staffMember('customer_service');
    const merchant = await staffMember('merchant');
    const customer = await signUp(t);
    const customerId = (
      await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: customer.headers })
    ).json().userId;
    const disable = (userId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${userId}/disabled`,
        headers: service.headers,
        payload: { disabled: true },
      });
    expect((await disable(customerId)).statusCode).toBe(200);
    expect((await disable(merchant.userId)).statusCode).toBe(404);
    expect((await disable('not-a-user-id')).statusCode).toBe(404);
  });
});
