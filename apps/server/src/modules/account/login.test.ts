import { AccountMessages, Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, PASSWORD, signInAsAdmin, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const userInfo = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: { authorization } });

describe('signing in', () => {
  it('answers the login result of SPEC §3', async () => {
    const { email } = await signUp(t);
    const res = await login(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 7200,
      haveRegister: true,
    });
  });

  it('gives the same refusal for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await login(email, 'tread2027');
    const unknownEmail = await login(uniqueEmail('nobody'), PASSWORD);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'LOGIN_INCORRECT', message: Messages.LoginIncorrect });
    }
  });

  it('asks for the password when it is left empty', async () => {
    const res = await login('someone@example.com', '');
    expect(res.json().message).toBe(Messages.PasswordEmpty);
  });

  it('refuses a disabled account, and its open sessions end', async () => {
    const customer = await signUp(t);
    const me = (await userInfo(customer.tokens.accessToken)).json();
    const admin = await signInAsAdmin(t);
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.userId}/disabled`,
      headers: admin,
      payload: { disabled: true },
    });
    expect(disabled.json()).toMatchObject({ userId: me.userId, disabled: true });
    expect((await userInfo(customer.tokens.accessToken)).statusCode).toBe(401);
    const res = await login(customer.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.AccountDisabled);

    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.userId}/disabled`,
      headers: admin,
      payload: { disabled: false },
    });
    expect((await login(customer.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('signing out', () => {
  it('ends only this session', async () => {
    const { email, tokens } = await signUp(t);
    const other = (await login(email, PASSWORD)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/p/logout',
      headers: { authorization: tokens.accessToken },
    });
    expect(res.json()).toEqual({ ok: true });
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/token/refresh',
          payload: { refreshToken: tokens.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await userInfo(other.accessToken)).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (authorization: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/p/user/changePassword', headers: { authorization }, payload });

  it('needs the current password', async () => {
    const { tokens } = await signUp(t);
    const res = await change(tokens.accessToken, { oldPassword: 'wrong-123', password: 'newpass123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AccountMessages.OldPasswordIncorrect);
  });

  it('follows the password rule and the confirmation', async () => {
    const { tokens } = await signUp(t);
    const weak = await change(tokens.accessToken, { oldPassword: PASSWORD, password: 'short1' });
    expect(weak.json().message).toBe(Messages.PasswordRule);
    const mismatch = await change(tokens.accessToken, {
      oldPassword: PASSWORD,
      password: 'newpass123',
      confirmPassword: 'newpass124',
    });
    expect(mismatch.json().message).toBe(Messages.PasswordMismatch);
  });

  it('keeps this device signed in, ends the others, and only the new password signs in', async () => {
    const { email, tokens } = await signUp(t);
    const other = (await login(email, PASSWORD)).json();
    const res = await change(tokens.accessToken, {
      oldPassword: PASSWORD,
      password: 'newpass123',
      confirmPassword: 'newpass123',
    });
    expect(res.statusCode).toBe(200);
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(200);
    expect((await userInfo(other.accessToken)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(400);
    expect((await login(email, 'newpass123')).statusCode).toBe(200);
  });
});

describe('resetting a forgotten password', () => {
  const sendResetCode = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/sendCode', payload: { email, purpose: 'reset' } });
  const reset = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload });

  it('sets a new password with the mailed code and signs every device out', async () => {
    const { email, tokens } = await signUp(t);
    expect((await sendResetCode(email)).statusCode).toBe(200);
    const code = await codeFromOutbox(t, email);
    const res = await reset({ email, code, password: 'fresh-pass-9', confirmPassword: 'fresh-pass-9' });
    expect(res.json()).toEqual({ ok: true });
    expect((await userInfo(tokens.accessToken)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(400);
    expect((await login(email, 'fresh-pass-9')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail the same way but mails nothing', async () => {
    const email = uniqueEmail('stranger');
    const res = await sendResetCode(email);
    expect(res.statusCode).toBe(200);
    await expect(codeFromOutbox(t, email)).rejects.toThrow();
    // A guess then fails as it would for an account, so it tells nothing about the e-mail either.
    const attempt = await reset({ email, code: '123456', password: 'fresh-pass-9' });
    expect(attempt.json().message).toBe(AccountMessages.VerificationCodeIncorrect);
    const again = await sendResetCode(email);
    expect(again.statusCode).toBe(429);
  });

  it('does not accept a sign-up code', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/user/sendCode',
      payload: { email, purpose: 'register' },
    });
    const code = await codeFromOutbox(t, email);
    const res = await reset({ email, code, password: 'fresh-pass-9' });
    expect(res.json().message).toBe(Messages.VerificationCodeRequestFirst);
  });
});
