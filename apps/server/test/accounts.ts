import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@tread/domain';
import { desc, eq } from 'drizzle-orm';
import { ensureAdministrator } from '../src/modules/account/bootstrap';
import { mailOutbox } from '../src/platform/mail-tables';
import type { TestApp } from './harness';

/** Sign-up helpers other modules' tests use to get a signed-in customer or staff member. */

export const PASSWORD = 'tread2026';
export const ADMIN = { email: 'admin@tread.test', password: 'admin-2026' };

export const uniqueEmail = (name = 'shopper'): string =>
  `${name}.${randomBytes(4).toString('hex')}@example.com`;

/** The Authorization header of a signed-in request. */
export const bearer = (tokens: Pick<LoginResult, 'accessToken'>) => ({ authorization: tokens.accessToken });

/** The code of the newest mail to `email`, as a shopper would read it. */
/** The newest mail the outbox holds for `email`. */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

export async function codeFromOutbox(t: TestApp, email: string): Promise<string> {
  const code = (await lastMailTo(t, email))?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export type Customer = {
  email: string;
  password: string;
  tokens: LoginResult;
  headers: { authorization: string };
};

/** A new customer, signed up through the API with the mailed code. */
export async function signUp(t: TestApp, email = uniqueEmail()): Promise<Customer> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/user/sendCode',
    payload: { email, purpose: 'register' },
  });
  if (sent.statusCode !== 200) throw new Error(`sendCode: ${sent.body}`);
  const code = await codeFromOutbox(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { email, password: PASSWORD, code },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.body}`);
  const tokens = res.json<LoginResult>();
  return { email, password: PASSWORD, tokens, headers: bearer(tokens) };
}

/** The administrator of ADMIN_EMAIL / ADMIN_PASSWORD, created as at start-up, signed in. */
export async function signInAsAdmin(t: TestApp): Promise<{ authorization: string }> {
  await ensureAdministrator(t.handle.db, ADMIN);
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
  if (res.statusCode !== 200) throw new Error(`admin login: ${res.body}`);
  return bearer(res.json<LoginResult>());
}
