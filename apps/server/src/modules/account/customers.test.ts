import { type CustomerDetail, type CustomerPage, UserRole } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp, uniqueEmail } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { laAddress, placeOrder } from '../../../test/orders';
import { adjustBalance } from '../../../test/payments';
import { userIdByEmail } from './buyer';

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let service: Headers;
let merchant: Headers;
let operations: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAsAdmin(t);
  service = await staffMember(t, UserRole.CustomerService);
  merchant = await staffMember(t, UserRole.Merchant);
  operations = await staffMember(t, UserRole.Operations);
});
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const search = async (q: string, headers = service) => {
  const res = await get(`/api/admin/customers?q=${encodeURIComponent(q)}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json<CustomerPage>();
};

/** A customer with a name and a phone, as they would set them in the shop. */
async function customerNamed(nickName: string, phone: string) {
  const customer = await signUp(t, uniqueEmail(nickName.toLowerCase()));
  for (const [url, payload] of [
    ['/api/p/user/setUserInfo', { nickName }],
    ['/api/p/user/bindPhone', { phone }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url, headers: customer.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...customer, userId: (await userIdByEmail(t.handle.db, customer.email)) ?? '' };
}

describe('customer search', () => {
  it('finds a customer by the start of their e-mail, name or phone, in any US form', async () => {
    const quinn = await customerNamed('Quinnelle', '(323) 555-0147');
    for (const q of [
      quinn.email.slice(0, 12),
      'quinnel',
      'QUINNELLE',
      '323-555-01',
      '(323) 555',
      '1 323 555 0147',
    ]) {
      const page = await search(q);
      expect(
        page.records.map((c) => c.email),
        q,
      ).toContain(quinn.email);
    }
    const [card] = (await search('quinnelle')).records;
    expect(card).toMatchObject({ nickName: 'Quinnelle', mobile: '3235550147', disabled: false });
    expect((await search('uinnelle')).total).toBe(0);
  });

  it('lists customers only, newest first, a page at a time', async () => {
    const older = await signUp(t, uniqueEmail('pagetest'));
    const newer = await signUp(t, uniqueEmail('pagetest'));
    const res = await get('/api/admin/customers?q=pagetest&current=1&size=1', service);
    expect(res.json()).toMatchObject({
      total: 2,
      pages: 2,
      hasMore: true,
      records: [{ email: newer.email }],
    });
    const second = await get('/api/admin/customers?q=pagetest&current=2&size=1', service);
    expect(second.json().records[0].email).toBe(older.email);
    expect((await search('customer_service')).total).toBe(0);
    expect((await search('admin@')).total).toBe(0);
  });

  it('treats LIKE wildcards as text', async () => {
    await signUp(t);
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('refuses bad paging and over-long text with 400', async () => {
    for (const query of ['size=0', 'current=abc', `q=${'a'.repeat(101)}`]) {
      const res = await get(`/api/admin/customers?${query}`, service);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });
});

describe('a customer in detail', () => {
  it('shows the profile, orders, addresses and balance', async () => {
    const ann = await customerNamed('Annette', '2135550199');
    await laAddress(t, ann);
    const placed = await placeOrder(t, ann);
    await adjustBalance(t, ann.email, 2500);

    const res = await get(`/api/admin/customers/${ann.userId}`, service);
    expect(res.statusCode).toBe(200);
    const detail = res.json<CustomerDetail>();
    expect(detail).toMatchObject({
      userId: ann.userId,
      email: ann.email,
      nickName: 'Annette',
      mobile: '2135550199',
      disabled: false,
      balance: 2500,
      orderCount: placed.orderNumbers.length,
    });
    expect(detail.recentOrders.map((o) => o.orderNumber)).toEqual(placed.orderNumbers);
    expect(detail.recentOrders[0]).toMatchObject({ statusLabel: 'Pending payment' });
    expect(detail.recentOrders[0]?.total).toBeGreaterThan(0);
    expect(detail.addresses.map((a) => a.zipCode)).toEqual(['90071']);

    const ledger = await get(`/api/admin/customers/${ann.userId}/ledger?size=5`, service);
    expect(ledger.json()).toMatchObject({ total: 1, records: [{ change: 2500, note: 'test credit' }] });
  });

  it('is not found for a staff member, an unknown id or a malformed one', async () => {
    const staffId = (await get('/api/p/user/userInfo', service)).json().userId;
    for (const id of [staffId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await get(`/api/admin/customers/${id}`, admin);
      expect(res.statusCode, id).toBe(404);
    }
    expect((await get('/api/admin/customers/not-an-id/ledger', admin)).statusCode).toBe(404);
  });
});

describe('who may read customers', () => {
  it('is administrators and customer service; merchants, operations and shoppers are refused', async () => {
    const shopper = await signUp(t);
    const userId = (await userIdByEmail(t.handle.db, shopper.email)) ?? '';
    const urls = [
      '/api/admin/customers',
      `/api/admin/customers/${userId}`,
      `/api/admin/customers/${userId}/ledger`,
    ];
    for (const url of urls) {
      for (const [who, headers, status] of [
        ['admin', admin, 200],
        ['customer service', service, 200],
        ['merchant', merchant, 403],
        ['operations', operations, 403],
        ['shopper', shopper.headers, 403],
      ] as const) {
        expect((await get(url, headers)).statusCode, `${who} ${url}`).toBe(status);
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('disabling a customer from the console', () => {
  const setDisabled = (userId: string, disabled: boolean, headers: Headers) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/disabled`,
      headers,
      payload: { disabled },
    });
  const trail = (subject: string) => auditTrail(t, admin, { subject });

  it('stops the customer buying, shows in the detail, and is audited', async () => {
    const bo = await signUp(t);
    const userId = (await userIdByEmail(t.handle.db, bo.email)) ?? '';
    expect((await setDisabled(userId, true, service)).json()).toMatchObject({ disabled: true });
    expect((await get(`/api/admin/customers/${userId}`, service)).json().disabled).toBe(true);
    await expect(placeOrder(t, bo)).rejects.toThrow(/401/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: bo.email, password: bo.password },
    });
    expect(login.json().code).toBe('ACCOUNT_DISABLED');
    expect((await trail(`user:${userId}`)).records[0]).toMatchObject({
      action: 'account.disable',
      actorRole: UserRole.CustomerService,
      before: { disabled: false },
      after: { disabled: true },
    });

    expect((await setDisabled(userId, false, service)).statusCode).toBe(200);
    expect((await trail(`user:${userId}`)).records[0]).toMatchObject({ action: 'account.enable' });
  });

  it('is refused to merchants and operations, and a refusal writes no audit row', async () => {
    const cy = await signUp(t);
    const userId = (await userIdByEmail(t.handle.db, cy.email)) ?? '';
    expect((await setDisabled(userId, true, merchant)).statusCode).toBe(403);
    expect((await setDisabled(userId, true, operations)).statusCode).toBe(403);
    expect((await setDisabled(userId, 'yes' as unknown as boolean, service)).statusCode).toBe(400);
    expect((await trail(`user:${userId}`)).total).toBe(0);
  });
});
