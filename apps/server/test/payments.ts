import { BusinessLine, type PayAnswer, PaymentType } from '@tread/domain';
import { and, desc, eq, gte, sum } from 'drizzle-orm';
import { readConfig } from '../src/config';
import { users } from '../src/modules/account';
import { skus } from '../src/modules/catalog';
import { orders } from '../src/modules/order';
import { paymentRefunds, payments } from '../src/modules/payment';
import { walletAccounts, walletEntries } from '../src/modules/wallet';
import { paymentGatewayFor } from '../src/platform/payments/gateway';
import { SANDBOX_SIGNATURE_HEADER } from '../src/platform/payments/sandbox';
import { type Customer, signInAsAdmin } from './accounts';
import type { TestApp } from './harness';

/** Paying orders through the API, and reading what it changed, for the payment and wallet tests. */

/** The sandbox gateway of the embedded default, with the same signing secret as the app under test. */
export const DEV_SANDBOX = (() => {
  const { sandbox } = paymentGatewayFor(readConfig({}));
  if (!sandbox) throw new Error('the default configuration should use the sandbox gateway');
  return sandbox;
})();

// One staff sign-in per app: signing in again and again would hit the sign-in rate limit.
const staffSessions = new WeakMap<TestApp, Promise<{ authorization: string }>>();
function staffOf(t: TestApp): Promise<{ authorization: string }> {
  const session = staffSessions.get(t) ?? signInAsAdmin(t);
  staffSessions.set(t, session);
  return session;
}

/** Staff credit (or debit) a shopper's balance through POST /api/admin/wallet/adjust. */
export async function adjustBalance(t: TestApp, email: string, amountCents: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/wallet/adjust',
    headers: await staffOf(t),
    payload: { email, amountCents, reason: 'test credit' },
  });
}

export const pay = (t: TestApp, customer: Customer, orderNumbers: string[], payType: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/p/order/pay',
    headers: customer.headers,
    payload: { orderNumbers, payType },
  });

/** Starts a sandbox card payment and answers its pay number and the hosted page's path. */
export async function startCardPayment(t: TestApp, customer: Customer, orderNumbers: string[]) {
  const res = await pay(t, customer, orderNumbers, PaymentType.StripeCard);
  if (res.statusCode !== 200) throw new Error(`pay: ${res.body}`);
  const answer = res.json<PayAnswer>();
  if (!answer.redirectUrl) throw new Error('no redirect');
  return { payNumber: answer.payNumber, pagePath: answer.redirectUrl };
}

/** What the shopper does on the sandbox page: pay with a card number, or cancel. */
export const submitSandboxPage = (t: TestApp, pagePath: string, cardNumber: string, action = 'pay') =>
  t.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, action }).toString(),
  });

/** Posts a notification body to the sandbox webhook, signed with `gateway` (the shop's secret by default). */
export const notifySandbox = (t: TestApp, body: string, gateway = DEV_SANDBOX) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/notify/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: gateway.sign(body, t.clock.now()),
    },
    payload: body,
  });

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

export async function orderRow(t: TestApp, orderNumber: string) {
  const [order] = await t.handle.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`no order ${orderNumber}`);
  return order;
}

export async function paymentRow(t: TestApp, payNumber: string) {
  const [payment] = await t.handle.db.select().from(payments).where(eq(payments.payNumber, payNumber));
  if (!payment) throw new Error(`no payment ${payNumber}`);
  return payment;
}

/** The stored balance and the sum of the ledger entries, which must always agree. */
/** A payment's refunds, oldest first. */
export async function refundRows(t: TestApp, payNumber: string) {
  const payment = await paymentRow(t, payNumber);
  return t.handle.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id))
    .orderBy(paymentRefunds.id);
}

export async function ledgerOf(t: TestApp, userId: string) {
  const [account] = await t.handle.db
    .select({ balance: walletAccounts.balanceCents })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const [entries] = await t.handle.db
    .select({ total: sum(walletEntries.deltaCents).mapWith(Number) })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return { balance: account?.balance ?? 0, entriesTotal: entries?.total ?? 0 };
}

/** A tire with at least `pieces` in stock: ordering it again and again keeps every order's total the same. */
export async function tireInStock(t: TestApp, pieces: number): Promise<number> {
  const [sku] = await t.handle.db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.active, true), eq(skus.bizType, BusinessLine.Tire), gte(skus.stock, pieces)))
    .orderBy(desc(skus.stock), skus.id)
    .limit(1);
  if (!sku) throw new Error('no tire in stock');
  return sku.id;
}
