import { Messages } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessions, users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userInfo = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/p/user/userInfo',
    headers: authorization ? { authorization } : {},
  });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken } });

describe('signed-in routes', () => {
  it('ask for sign-in without a token, and say the session expired for an unknown one', async () => {
    const none = await userInfo();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(Messages.Unauthorized);
    const unknown = await userInfo('not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(Messages.SessionExpiredBody);
  });

  it('accept the token bare (SPEC §7) or after Bearer', async () => {
    const { tokens } = await signUp(t);
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(200);
    expect((await userInfo(`Bearer ${tokens.accessToken}`)).statusCode).toBe(200);
  });

  it('keep the tokens only as hashes', async () => {
    const { email, tokens } = await signUp(t);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    const rows = await t.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(tokens.accessToken);
    expect(stored).not.toContain(tokens.refreshToken);
  });
});

describe('token refresh', () => {
  it('rotates both tokens: the old access token stops working, the new one works', async () => {
    const { tokens } = await signUp(t);
    const res = await refresh(tokens.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toMatchObject({ expiresIn: 7200, haveRegister: true });
    expect(next.accessToken).not.toBe(tokens.accessToken);
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(401);
    expect((await userInfo(next.accessToken)).statusCode).toBe(200);
  });

  it('revokes the session when a rotated refresh token is used again', async () => {
    const { tokens } = await signUp(t);
    const next = (await refresh(tokens.refreshToken)).json();
    const reuse = await refresh(tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(Messages.SessionExpiredBody);
    expect((await userInfo(next.accessToken)).statusCode).toBe(401);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('issues at most one new pair for 20 simultaneous refreshes with the same token', async () => {
    const { tokens } = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(tokens.refreshToken)));
    const issued = answers.filter((res) => res.statusCode === 200);
    expect(issued).toHaveLength(1);
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 401)).toBe(true);
  });

  it('refuses an unknown or empty refresh token', async () => {
    expect((await refresh('made-up')).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(Messages.LoginInfoAbnormal);
  });
});

describe('expiry', () => {
  it('ends the access token after expiresIn seconds while the refresh token still renews it', async () => {
    const { tokens } = await signUp(t);
    t.clock.advance(7200 * 1000 - 1000);
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await userInfo(tokens.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(Messages.SessionExpiredBody);
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await userInfo(renewed.json().accessToken)).statusCode).toBe(200);
  });

  it('ends the refresh token 30 days after it was issued', async () => {
    const { tokens } = await signUp(t);
    t.clock.advance(30 * 86_400_000 + 1000);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('configured lifetimes', () => {
  it('answers expiresIn from ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60', REFRESH_TOKEN_TTL_DAYS: '1' });
    try {
      const { tokens } = await signUp(short);
      expect(tokens.expiresIn).toBe(60);
      short.clock.advance(61_000);
      const res = await short.app.inject({
        method: 'GET',
        url: '/api/p/user/userInfo',
        headers: { authorization: tokens.accessToken },
      });
      expect(res.statusCode).toBe(401);
      short.clock.advance(86_400_000);
      const late = await short.app.inject({
        method: 'POST',
        url: '/api/token/refresh',
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(late.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
