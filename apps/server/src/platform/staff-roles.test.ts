import { STAFF_ROLES, UserRole } from '@tread/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffMember } from '../../test/order-lifecycle';
import { registerAuth, STAFF_PREFIX } from './auth';

type Operation = { security?: { staffSession?: string[] }[] };
type StaffRoute = { method: string; url: string; roles: string[] };

let t: TestApp;
let routes: StaffRoute[];
const sessions = new Map<string, { authorization: string }>();

beforeAll(async () => {
  // The test clock adds the one staff route that exists only in test shops.
  t = await createTestApp({ TEST_CLOCK: 'true' });
  await t.app.ready();
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  routes = Object.entries(paths)
    .filter(([url]) => url.startsWith(STAFF_PREFIX))
    .flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // Any value reaches the route: the role check comes before the parameters are read.
        url: url.replace(/\{[^}]+\}/g, 'P00000000000000000001'),
        roles: operation.security?.[0]?.staffSession ?? [],
      })),
    );
  sessions.set('customer', (await signUp(t)).headers);
  sessions.set(UserRole.Admin, await signInAsAdmin(t));
  for (const role of STAFF_ROLES.filter((r) => r !== UserRole.Admin)) {
    sessions.set(role, await staffMember(t, role));
  }
});
afterAll(() => t.close());

const call = (route: StaffRoute, headers: { authorization?: string } = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    payload: route.method === 'GET' ? undefined : {},
  });

describe('declared staff roles', () => {
  it('are declared by every staff route the app registers', () => {
    // Counted from the registered routes: orders, payments, refunds, wallet, staff accounts, outbox, clock.
    expect(routes.length).toBeGreaterThanOrEqual(11);
    for (const route of routes) {
      expect(route.roles.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      for (const role of route.roles) expect(STAFF_ROLES).toContain(role);
    }
  });

  it('refuse a guest, a shopper and every staff role a route does not list, and let the listed ones in', async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      expect((await call(route)).statusCode, `${name} as a guest`).toBe(401);
      expect((await call(route, sessions.get('customer'))).statusCode, `${name} as a shopper`).toBe(403);
      for (const role of STAFF_ROLES) {
        const status = (await call(route, sessions.get(role))).statusCode;
        if (route.roles.includes(role)) expect([401, 403], `${name} as ${role}`).not.toContain(status);
        else expect(status, `${name} as ${role}`).toBe(403);
      }
    }
  });

  it('are left out of the public API document in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      SANDBOX_SIGNING_SECRET: 'a-long-production-secret',
    });
    try {
      const docs = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toContain('/api/p/order/pay');
      expect(paths.filter((path) => path.startsWith(STAFF_PREFIX))).toEqual([]);
    } finally {
      await production.close();
    }
  });

  it('keep a staff route that declares no roles from being registered', () => {
    const app = Fastify();
    registerAuth(app, async () => null);
    expect(() => app.get('/api/admin/forgotten', async () => ({ ok: true }))).toThrow(
      /must declare the staff roles/,
    );
  });
});
