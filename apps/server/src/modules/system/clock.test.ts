import { afterEach, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp | undefined;
afterEach(() => t?.close());

const advance = (app: TestApp, headers: Record<string, string>, minutes: number) =>
  app.app.inject({ method: 'POST', url: '/api/admin/clock/advance', headers, payload: { minutes } });

describe('POST /api/admin/clock/advance', () => {
  it('moves the shop clock forward for the administrator when started with TEST_CLOCK', async () => {
    t = await createTestApp({ TEST_CLOCK: 'true' });
    const before = t.clock.now().getTime();
    const res = await advance(t, await signInAsAdmin(t), 31);
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().now).getTime() - before).toBe(31 * 60_000);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/clock',
      headers: await signInAsAdmin(t),
    });
    expect(read.json()).toEqual({ now: new Date(before + 31 * 60_000).toISOString() });
  });

  it('is refused to customers', async () => {
    t = await createTestApp({ TEST_CLOCK: 'true' });
    const shopper = await signUp(t);
    expect((await advance(t, shopper.headers, 31)).statusCode).toBe(403);
  });

  it('does not exist on a shop running on real time', async () => {
    t = await createTestApp();
    const admin = await signInAsAdmin(t);
    expect((await advance(t, admin, 31)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/clock', headers: admin })).statusCode).toBe(
      404,
    );
  });
});
