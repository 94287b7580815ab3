import { OrderStatus } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import {
  DEV_SANDBOX,
  orderRow,
  paymentRow,
  refundRows,
  startCardPayment,
  submitSandboxPage,
} from '../../../test/payments';
import type { SandboxGateway } from '../../platform/payments/sandbox';
import { REFUND_RETRY_AFTER_MS } from './refund-payment';

/** The sandbox gateway, except that its first `failures` refunds fail as if the gateway were down. */
function flakyRefunds(failures: number) {
  let calls = 0;
  const gateway: SandboxGateway = {
    ...DEV_SANDBOX,
    async refund(input) {
      calls++;
      if (calls <= failures) throw new Error('the gateway is down');
      return DEV_SANDBOX.refund(input);
    },
  };
  return { gateway, calls: () => calls };
}

const flaky = flakyRefunds(2);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { payments: { gateway: flaky.gateway, sandbox: flaky.gateway, stripe: null } });
});
afterAll(() => t.close());

/** The refunds the shop's own sweep sent, through the gateway the app was built with. */
const sweep = async () => (await t.runJobs())['send owed refunds'];

describe('refunds owed after the gateway failed', () => {
  it('retries a failed refund a minute later, again after another minute, until it is recorded', async () => {
    const shopper = await signUp(t);
    const placed = await placeOrder(t, shopper);
    const orderNumber = placed.orderNumbers[0] ?? '';
    const { payNumber, pagePath } = await startCardPayment(t, shopper, placed.orderNumbers);
    t.clock.advance(31 * 60_000);

    // Approved after the order expired: the money must go back, and the gateway refuses the first refund.
    const done = await submitSandboxPage(t, pagePath, '4242424242424242');
    expect(done.statusCode).toBe(303);
    expect(flaky.calls()).toBe(1);
    expect(await paymentRow(t, payNumber)).toMatchObject({ status: 'unapplied' });
    expect(await refundRows(t, payNumber)).toMatchObject([
      { status: 'pending', lastError: 'the gateway is down' },
    ]);

    expect(await sweep()).toBe(0);
    expect(flaky.calls()).toBe(1);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    await expect(sweep()).rejects.toThrow('1 of 1 owed refunds failed');
    expect(flaky.calls()).toBe(2);
    expect((await paymentRow(t, payNumber)).status).toBe('unapplied');
    expect(await sweep()).toBe(0);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await sweep()).toBe(1);
    expect(flaky.calls()).toBe(3);
    expect((await paymentRow(t, payNumber)).status).toBe('refunded');
    const [refund] = await refundRows(t, payNumber);
    expect(refund).toMatchObject({ status: 'succeeded', refundedAt: t.clock.now(), lastError: null });
    expect(refund?.providerRef).toMatch(/^sbre_/);
    expect((await orderRow(t, orderNumber)).status).not.toBe(OrderStatus.Paid);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await sweep()).toBe(0);
    expect(flaky.calls()).toBe(3);
  });
});
