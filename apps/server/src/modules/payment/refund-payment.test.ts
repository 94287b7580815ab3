import { type AdminPaymentAnswer, Messages, PaymentType } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin, signUp } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import {
  adjustBalance,
  ledgerOf,
  pay,
  paymentRow,
  refundRows,
  startCardPayment,
  submitSandboxPage,
  userIdOf,
} from '../../../test/payments';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsAdmin(t);
});
afterAll(() => t.close());

const refund = (payNumber: string, amountCents: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${payNumber}/refunds`,
    headers: staff,
    payload: { amountCents, note: 'goodwill' },
  });

async function paidByCard(shopper: Customer) {
  const { orderNumbers, total } = await placeOrder(t, shopper, { delivery: 'home', count: 2 });
  const { payNumber, pagePath } = await startCardPayment(t, shopper, orderNumbers);
  await submitSandboxPage(t, pagePath, '4242424242424242');
  expect((await paymentRow(t, payNumber)).status).toBe('succeeded');
  return { payNumber, total };
}

async function paidByBalance(shopper: Customer) {
  const { orderNumbers, total } = await placeOrder(t, shopper, { delivery: 'home', count: 2 });
  expect((await adjustBalance(t, shopper.email, total)).statusCode).toBe(200);
  const res = await pay(t, shopper, orderNumbers, PaymentType.Balance);
  expect(res.statusCode).toBe(200);
  return { payNumber: res.json<{ payNumber: string }>().payNumber, total };
}

describe('refunding a payment in parts', () => {
  it('through the sandbox gateway: partly, then the rest, then nothing more', async () => {
    const { payNumber, total } = await paidByCard(await signUp(t));
    const first = await refund(payNumber, 1000);
    expect(first.statusCode).toBe(200);
    expect(first.json<AdminPaymentAnswer>()).toMatchObject({
      status: 'partially_refunded',
      amount: total,
      refunded: 1000,
      refunds: [{ amount: 1000, status: 'succeeded', reason: 'staff' }],
    });
    const rest = await refund(payNumber, total - 1000);
    expect(rest.json<AdminPaymentAnswer>()).toMatchObject({ status: 'refunded', refunded: total });
    const rows = await refundRows(t, payNumber);
    expect(rows.map((row) => row.providerRef)).toEqual([
      expect.stringMatching(/^sbre_/),
      expect.stringMatching(/^sbre_/),
    ]);

    const more = await refund(payNumber, 1);
    expect(more.statusCode).toBe(400);
    expect(more.json()).toEqual({ code: 'REFUND_EXCEEDS_PAYMENT', message: Messages.RefundAmountTooLarge });

    // The trail keeps both parts given back, and nothing for the refused third.
    const trail = await auditTrail(t, staff, { subject: `payment:${payNumber}` });
    expect(trail.records).toMatchObject([
      { action: 'payment.refund', after: { amount: total - 1000, note: 'goodwill' } },
      { action: 'payment.refund', after: { amount: 1000, note: 'goodwill' } },
    ]);
  });

  it('through the balance: each part is back on the balance at once, and the ledger agrees', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    const { payNumber, total } = await paidByBalance(shopper);
    expect((await ledgerOf(t, userId)).balance).toBe(0);

    expect((await refund(payNumber, 2500)).json<AdminPaymentAnswer>()).toMatchObject({
      status: 'partially_refunded',
      refunded: 2500,
    });
    expect(await ledgerOf(t, userId)).toEqual({ balance: 2500, entriesTotal: 2500 });
    expect((await refund(payNumber, total - 2500)).json<AdminPaymentAnswer>().status).toBe('refunded');
    expect(await ledgerOf(t, userId)).toEqual({ balance: total, entriesTotal: total });
  });

  it('refuses a payment that took no money', async () => {
    const shopper = await signUp(t);
    const { orderNumbers } = await placeOrder(t, shopper, { delivery: 'home', count: 1 });
    const { payNumber } = await startCardPayment(t, shopper, orderNumbers);
    const res = await refund(payNumber, 100);
    expect(res.statusCode).toBe(400);
    expect(await refundRows(t, payNumber)).toEqual([]);
    expect((await paymentRow(t, payNumber)).refundedCents).toBe(0);
  });

  it('never gives back more than was paid when 20 refunds race', async () => {
    const shopper = await signUp(t);
    const userId = await userIdOf(t, shopper.email);
    const { payNumber, total } = await paidByBalance(shopper);
    const part = Math.floor(total / 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(payNumber, part)));
    const granted = answers.filter((res) => res.statusCode === 200).length;
    expect(granted).toBe(10);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json().code).toBe('REFUND_EXCEEDS_PAYMENT');
    }
    const rows = await refundRows(t, payNumber);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(10 * part);
    expect((await paymentRow(t, payNumber)).refundedCents).toBe(10 * part);
    expect(await ledgerOf(t, userId)).toEqual({ balance: 10 * part, entriesTotal: 10 * part });
  });
});
