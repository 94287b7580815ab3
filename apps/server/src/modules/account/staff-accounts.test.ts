import { type OutboxAnswer, type StaffPage, UserRole } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAsAdmin, signUp, uniqueEmail } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { userIdByEmail } from './buyer';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let adminId: string;
let service: Headers;
let merchant: Headers;
let operations: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
  adminId = (await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: admin })).json()
    .userId;
  service = await staffMember(t, UserRole.CustomerService);
  merchant = await staffMember(t, UserRole.Merchant);
  operations = await staffMember(t, UserRole.Operations);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const invite = (email: string, role: string, headers = admin) =>
  call('POST', '/api/admin/staff', headers, { email, password: 'staff-pass-1', role });
const setRole = (userId: string, role: string, headers = admin) =>
  call('PUT', `/api/admin/staff/${userId}/role`, headers, { role });
const setDisabled = (userId: string, disabled: boolean, headers = admin) =>
  call('PUT', `/api/admin/users/${userId}/disabled`, headers, { disabled });
const trail = (subject: string) => auditTrail(t, admin, { subject });
const outbox = async (query: string) => {
  const res = await call('GET', `/api/admin/outbox?${query}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json<OutboxAnswer>();
};

describe('inviting a colleague', () => {
  it('opens the account with its role, mails an invitation without the password, and is audited', async () => {
    const email = uniqueEmail('colleague');
    const res = await invite(email, UserRole.Merchant);
    expect(res.json()).toMatchObject({ email, role: UserRole.Merchant, disabled: false });
    const { userId } = res.json();

    const [mail] = (await outbox(`to=${email}`)).records;
    expect(mail?.subject).toBe('Your Tread staff account');
    expect(mail?.text).toContain('as merchant');
    expect(mail?.text).toContain('/admin');
    expect(mail?.text).not.toContain('staff-pass-1');

    expect((await trail(`user:${userId}`)).records).toMatchObject([
      { action: 'staff.invite', before: null, after: { email, role: UserRole.Merchant } },
    ]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'staff-pass-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken e-mail and a shopper role, mailing nothing and writing no audit row', async () => {
    const shopper = await signUp(t);
    const before = (await trail('user:')).total;
    const taken = await invite(shopper.email, UserRole.Merchant);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_REGISTERED', field: 'email' });
    expect((await outbox(`to=${shopper.email}`)).records[0]?.subject).not.toBe('Your Tread staff account');
    expect((await invite(uniqueEmail(), 'customer')).statusCode).toBe(400);
    expect((await invite('not-an-email', UserRole.Merchant)).statusCode).toBe(400);
    expect((await trail('user:')).total).toBe(before);
  });
});

describe('the staff list', () => {
  it('lists staff only, newest first, filtered by role and e-mail', async () => {
    const email = uniqueEmail('listed');
    await invite(email, UserRole.Operations);
    const page = (await call('GET', '/api/admin/staff?role=operations', admin)).json<StaffPage>();
    expect(page.records[0]).toMatchObject({ email, role: UserRole.Operations, disabled: false });
    expect(page.records.every((s) => s.role === UserRole.Operations)).toBe(true);
    const byEmail = (await call('GET', `/api/admin/staff?q=${email.slice(0, 14)}`, admin)).json<StaffPage>();
    expect(byEmail.records.map((s) => s.email)).toEqual([email]);
    const all = (await call('GET', '/api/admin/staff?size=100', admin)).json<StaffPage>();
    expect(all.records.some((s) => s.role === UserRole.Customer)).toBe(false);
    expect((await call('GET', '/api/admin/staff?role=customer', admin)).statusCode).toBe(400);
  });
});

describe('changing a role', () => {
  it('takes effect on the next request and is audited with before and after', async () => {
    const email = uniqueEmail('mover');
    const { userId } = (await invite(email, UserRole.Merchant)).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'staff-pass-1' },
    });
    const mover = bearer(login.json());
    expect((await call('GET', '/api/admin/customers', mover)).statusCode).toBe(403);

    expect((await setRole(userId, UserRole.CustomerService)).json().role).toBe(UserRole.CustomerService);
    expect((await call('GET', '/api/admin/customers', mover)).statusCode).toBe(200);
    expect((await trail(`user:${userId}`)).records[0]).toMatchObject({
      action: 'staff.role',
      before: { role: UserRole.Merchant },
      after: { role: UserRole.CustomerService },
    });
  });

  it('refuses a shopper, an unknown id, a bad role and the administrator themselves, writing no row', async () => {
    const shopper = await signUp(t);
    const shopperId = (await userIdByEmail(t.handle.db, shopper.email)) ?? '';
    expect((await setRole(shopperId, UserRole.Admin)).statusCode).toBe(404);
    expect((await setRole('not-an-id', UserRole.Admin)).statusCode).toBe(404);
    expect((await setRole(shopperId, 'boss')).statusCode).toBe(400);
    const self = await setRole(adminId, UserRole.Merchant);
    expect([self.statusCode, self.json().code]).toEqual([403, 'STAFF_SELF_CHANGE']);
    expect(self.json().message).toBe('You cannot change your own role or disable your own account.');
    expect((await trail(`user:${shopperId}`)).total).toBe(0);
    expect((await trail(`user:${adminId}`)).total).toBe(0);
  });
});

describe('disabling a staff member', () => {
  it('ends their sessions and is audited; an administrator cannot disable themselves', async () => {
    const email = uniqueEmail('leaver');
    const { userId } = (await invite(email, UserRole.Merchant)).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'staff-pass-1' },
    });
    const leaver = bearer(login.json());
    expect((await setDisabled(userId, true)).json().disabled).toBe(true);
    expect((await call('GET', '/api/admin/orders', leaver)).statusCode).toBe(401);
    expect((await auditTrail(t, admin, { subject: `user:${userId}`, action: 'account.disable' })).total).toBe(
      1,
    );

    const self = await setDisabled(adminId, true);
    expect(self.json().code).toBe('STAFF_SELF_CHANGE');
    expect((await call('GET', '/api/admin/staff', admin)).statusCode).toBe(200);
  });
});

describe('who may manage staff and read the outbox', () => {
  it('is administrators only', async () => {
    const { userId } = (await invite(uniqueEmail('target'), UserRole.Merchant)).json();
    for (const headers of [service, merchant, operations]) {
      expect((await call('GET', '/api/admin/staff', headers)).statusCode).toBe(403);
      expect((await invite(uniqueEmail(), UserRole.Merchant, headers)).statusCode).toBe(403);
      expect((await setRole(userId, UserRole.Operations, headers)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/outbox', headers)).statusCode).toBe(403);
    }
    // Customer service may disable customers, never staff: a colleague is not found to them.
    expect((await setDisabled(userId, true, service)).statusCode).toBe(404);
    expect((await auditTrail(t, admin, { subject: `user:${userId}`, action: 'staff.role' })).total).toBe(0);
    expect((await auditTrail(t, admin, { subject: `user:${userId}`, action: 'account.disable' })).total).toBe(
      0,
    );
  });
});

describe('the mail outbox', () => {
  it('is paged newest first and filtered by recipient, whatever its case', async () => {
    const email = uniqueEmail('mailbox');
    for (let i = 0; i < 3; i++) {
      await t.clock.advance(61_000);
      await t.app.inject({
        method: 'POST',
        url: '/api/user/sendCode',
        payload: { email, purpose: 'register' },
      });
    }
    const first = await outbox(`to=${email.toUpperCase()}&size=2`);
    expect(first).toMatchObject({ total: 3, pages: 2, hasMore: true });
    expect(first.records.every((mail) => mail.to === email)).toBe(true);
    const second = await outbox(`to=${email}&size=2&current=2`);
    expect(second.records).toHaveLength(1);
    expect(second.records[0]?.id).toBeLessThan(first.records[1]?.id ?? 0);
    expect((await call('GET', '/api/admin/outbox?size=500', admin)).statusCode).toBe(400);
  });
});
