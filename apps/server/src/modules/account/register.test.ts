import { AccountMessages, Messages } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFromOutbox,
  lastMailTo,
  PASSWORD,
  signInAsAdmin,
  signUp,
  uniqueEmail,
} from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { mailOutbox } from '../../platform/mail-tables';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
// Each request from its own address: this file is about sign-up, not about the per-address brakes.
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.1.${nextIp >> 8}.${nextIp++ & 255}` });
const sendCode = (email: string, purpose = 'register') => post('/api/user/sendCode', { email, purpose });
const register = (payload: object) => post('/api/user/register', payload);
const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('signing up with a mailed code', () => {
  it('mails a 6-digit code (read by staff from the outbox) that signs the new customer in', async () => {
    const email = uniqueEmail();
    const sent = await sendCode(email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });

    const admin = await signInAsAdmin(t);
    const outbox = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox?to=${email}`,
      headers: admin,
    });
    expect(outbox.statusCode).toBe(200);
    const [mail] = outbox.json().records;
    expect(mail.to).toBe(email);
    const code = mail.text.match(/\b(\d{6})\b/)[1];
    expect(sent.body).not.toContain(code);

    const res = await register({ email, password: PASSWORD, confirmPassword: PASSWORD, code });
    expect(res.statusCode).toBe(200);
    const login = res.json();
    expect(login).toMatchObject({ expiresIn: 7200, haveRegister: false });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/p/user/userInfo',
      headers: { authorization: login.accessToken },
    });
    expect(info.json()).toMatchObject({ userMail: email, role: 'customer' });
  });

  it('stores the password only as an argon2id hash', async () => {
    const { email } = await signUp(t);
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user?.passwordHash).not.toContain(PASSWORD);
  });

  it('treats the e-mail without regard to case or spaces', async () => {
    const email = uniqueEmail('Mixed.Case');
    await sendCode(`  ${email.toUpperCase()} `);
    const code = await codeFromOutbox(t, email.toLowerCase());
    expect((await register({ email: email.toUpperCase(), password: PASSWORD, code })).statusCode).toBe(200);
    expect((await post('/api/login', { email: email.toLowerCase(), password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers a code request for a taken e-mail exactly like a new one, and mails its owner a note instead', async () => {
    const { email } = await signUp(t);
    t.clock.advance(61_000); // past the resend wait of the code that signed it up
    const fresh = uniqueEmail();
    const [taken, untaken] = [await sendCode(email), await sendCode(fresh)];
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(untaken.json());
    const note = await lastMailTo(t, email);
    expect(note?.subject).toBe('You already have a Tread account');
    expect(note?.text).not.toMatch(/\d{6}/);
    // The 60-second resend wait applies to both alike, so it tells nothing either.
    const [takenAgain, untakenAgain] = [await sendCode(email), await sendCode(fresh)];
    expect(takenAgain.statusCode).toBe(untakenAgain.statusCode);
    expect(message(takenAgain)).toBe(message(untakenAgain));
  });

  it('says an e-mail is taken only to someone holding a mailed code, and keeps the account as it was', async () => {
    const { email } = await signUp(t);
    await sendCode(email);
    const guessed = await register({ email, password: 'other-pass-1', code: '123456' });
    expect(guessed.statusCode).toBe(400);
    expect(message(guessed)).not.toBe(AccountMessages.EmailAlreadyRegistered);
    expect((await post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('the verification code', () => {
  it('must be requested first', async () => {
    const res = await register({ email: uniqueEmail(), password: PASSWORD, code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(Messages.VerificationCodeRequestFirst);
  });

  it('is refused when wrong, and void after 5 wrong tries even when the right one follows', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    const wrong = { email, password: PASSWORD, code: otherCode(code) };
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(message(await register(wrong))).toBe(AccountMessages.VerificationCodeIncorrect);
    }
    expect(message(await register(wrong))).toBe(AccountMessages.VerificationCodeTooManyTries);
    const right = await register({ email, password: PASSWORD, code });
    expect(right.statusCode).toBe(400);
    expect(message(right)).toBe(AccountMessages.VerificationCodeTooManyTries);
  });

  it('expires 10 minutes after it is sent', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await register({ email, password: PASSWORD, code });
    expect(message(res)).toBe(AccountMessages.VerificationCodeExpired);
  });

  it('can be sent again only after 60 seconds, and the newest code works', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    t.clock.advance(20_000);
    const tooSoon = await sendCode(email);
    expect(tooSoon.statusCode).toBe(429);
    expect(message(tooSoon)).toBe(AccountMessages.codeResendWait(40));
    t.clock.advance(40_000);
    expect((await sendCode(email)).statusCode).toBe(200);
    const mails = await t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(2);
    const code = await codeFromOutbox(t, email);
    expect((await register({ email, password: PASSWORD, code })).statusCode).toBe(200);
  });

  it('works once only', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = await codeFromOutbox(t, email);
    expect((await register({ email, password: PASSWORD, code })).statusCode).toBe(200);
    await t.handle.db.delete(users).where(eq(users.email, email));
    expect(message(await register({ email, password: PASSWORD, code }))).toBe(
      Messages.VerificationCodeRequestFirst,
    );
  });

  it('is 6 digits', async () => {
    const res = await register({ email: uniqueEmail(), password: PASSWORD, code: '12345' });
    expect(message(res)).toBe(Messages.VerificationCodeInvalid);
  });
});

describe('sign-up form rules', () => {
  it.each([
    [{ password: PASSWORD, code: '123456' }, Messages.EmailEmpty],
    [{ email: 'not-an-email', password: PASSWORD, code: '123456' }, Messages.EmailInvalid],
    [{ email: 'a@example.com', password: 'lettersonly', code: '123456' }, Messages.PasswordRule],
    [{ email: 'a@example.com', password: '12345678', code: '123456' }, Messages.PasswordRule],
    [{ email: 'a@example.com', password: 'ab1', code: '123456' }, Messages.PasswordRule],
    [{ email: 'a@example.com', code: '123456' }, Messages.PasswordEmpty],
    [
      { email: 'a@example.com', password: PASSWORD, confirmPassword: 'tread2027', code: '123456' },
      Messages.PasswordMismatch,
    ],
  ])('refuses %j with the spec message', async (payload, expected) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });
});
