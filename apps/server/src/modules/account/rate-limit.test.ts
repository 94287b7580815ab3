import { Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, PASSWORD, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AccountLimits } from './limits';

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
  it('stop guesses at one e-mail from many addresses, even with the right password', async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < AccountLimits.login.perEmail.max; i++) {
      expect((await post('/api/login', { email, password: `guess-${i}1` })).statusCode).toBe(400);
    }
    expectTooMany(await post('/api/login', { email, password: PASSWORD }));
  });

  it('stop one address trying many e-mails', async () => {
    const ip = freshIp();
    for (let i = 0; i < AccountLimits.login.perIp.max; i++) {
      expect((await post('/api/login', { email: uniqueEmail(), password: PASSWORD }, ip)).statusCode).toBe(
        400,
      );
    }
    expectTooMany(await post('/api/login', { email: uniqueEmail(), password: PASSWORD }, ip));
    expect((await post('/api/login', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(400);
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
