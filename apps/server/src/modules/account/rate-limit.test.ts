import { Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, PASSWORD, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AccountLimits, LoginLimits, REFRESH_PER_IP } from './limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
/** Each test speaks from its own addresses, so one test's counters never trip another's. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const post = (url: string, payload: object, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

const expectTooMany = (res: { statusCode: number; json(): { message: string }; headers: object }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe(Messages.TooManyRequests);
  expect(res.headers).toHaveProperty('retry-after');
};

describe('sign-in brakes', () => {
  const { freeTries } = LoginLimits.perIpAndEmail;
  const guess = (email: string, ip: string, password = 'wrong-guess-1') =>
    post('/api/login', { email, password }, ip);

  it('let the owner sign in from elsewhere however many wrong passwords another address sent', async () => {
    const { email } = await signUp(t);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await guess(email, attacker);
    expectTooMany(await guess(email, attacker));
    expect((await guess(email, freshIp(), PASSWORD)).statusCode).toBe(200);
  });

  it('make one address wait longer after each wrong password, even for the right one', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    for (let i = 0; i < freeTries; i++) expect((await guess(email, ip)).statusCode).toBe(400);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const braked = await guess(email, ip, PASSWORD);
      expectTooMany(braked);
      const wait = Number(braked.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await guess(email, ip)).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    t.clock.advance(16_000);
    expect((await guess(email, ip, PASSWORD)).statusCode).toBe(200);
    // A success forgets the wrong tries.
    expect((await guess(email, ip)).statusCode).toBe(400);
  });

  it('brake a burst of simultaneous guesses like a sequence', async () => {
    const { email } = await signUp(t);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => guess(email, ip)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(freeTries).fill(400), ...Array(20 - freeTries).fill(429)]);
  });

  it('stop one address trying many e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < LoginLimits.perIp.max; i++) {
      expect((await guess(uniqueEmail(), ip, PASSWORD)).statusCode).toBe(400);
    }
    expectTooMany(await guess(uniqueEmail(), ip, PASSWORD));
    expect((await guess(uniqueEmail(), freshIp(), PASSWORD)).statusCode).toBe(400);
  });
});

describe('token refresh brake', () => {
  it('stops one address guessing refresh tokens, not the others', async () => {
    const ip = freshIp();
    const refresh = (remoteAddress: string) =>
      post('/api/token/refresh', { refreshToken: 'a'.repeat(64) }, remoteAddress);
    for (let i = 0; i < REFRESH_PER_IP.max; i++) expect((await refresh(ip)).statusCode).toBe(401);
    expectTooMany(await refresh(ip));
    expect((await refresh(freshIp())).statusCode).toBe(401);
  });
});

describe('code and reset brakes', () => {
  it('limit codes mailed to one e-mail, beyond the 60-second resend wait', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < AccountLimits.sendCode.perEmail.max; i++) {
      expect((await post('/api/user/sendCode', { email, purpose: 'register' })).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    expectTooMany(await post('/api/user/sendCode', { email, purpose: 'register' }));
  });

  it('limit sign-up attempts at one e-mail', async () => {
    const email = uniqueEmail();
    await post('/api/user/sendCode', { email, purpose: 'register' });
    const code = await codeFromOutbox(t, email);
    for (let i = 0; i < AccountLimits.register.perEmail.max; i++) {
      await post('/api/user/register', { email, password: PASSWORD, code: '000000' });
    }
    expectTooMany(await post('/api/user/register', { email, password: PASSWORD, code }));
  });

  it('limit reset attempts at one e-mail', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < AccountLimits.resetPassword.perEmail.max; i++) {
      await post('/api/user/resetPassword', { email, code: '000000', password: 'fresh-pass-9' });
    }
    expectTooMany(await post('/api/user/resetPassword', { email, code: '000000', password: 'fresh-pass-9' }));
  });
});
