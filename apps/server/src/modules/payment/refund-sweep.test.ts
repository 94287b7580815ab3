import { OrderStatus } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { placeOrder } from '../../../test/orders';
import {
  DEV_SANDBOX,
  orderRow,
  paymentRow,
  startCardPayment,
  submitSandboxPage,
} from '../../../test/payments';
import { readConfig } from '../../config';
import { RUNNER_JOBS, runJobs } from '../../platform/jobs';
import type { SandboxGateway } from '../../platform/payments/sandbox';
import { owedRefundsSweep, REFUND_RETRY_AFTER_MS } from './refunds';

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

const deps = () => ({ db: t.handle.db, clock: t.clock, config: readConfig({ LOG_LEVEL: 'silent' }) });
const sweep = () => runJobs(deps(), [owedRefundsSweep(() => flaky.gateway)]);

describe('refunds owed after the gateway failed', () => {
  it('is one of the sweeps every instance runs', () => {
    expect(RUNNER_JOBS.map((job) => job.name)).toContain('refund owed payments');
  });

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
    expect(await paymentRow(t, payNumber)).toMatchObject({ status: 'refund_pending', refundRef: null });

    expect(await sweep()).toEqual({ 'refund owed payments': 0 });
    expect(flaky.calls()).toBe(1);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    await expect(sweep()).rejects.toThrow('1 of 1 owed refunds failed');
    expect(flaky.calls()).toBe(2);
    expect((await paymentRow(t, payNumber)).status).toBe('refund_pending');
    expect(await sweep()).toEqual({ 'refund owed payments': 0 });

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await sweep()).toEqual({ 'refund owed payments': 1 });
    expect(flaky.calls()).toBe(3);
    const refunded = await paymentRow(t, payNumber);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAt: t.clock.now() });
    expect(refunded.refundRef).toMatch(/^sbre_/);
    expect((await orderRow(t, orderNumber)).status).not.toBe(OrderStatus.Paid);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    expect(await sweep()).toEqual({ 'refund owed payments': 0 });
    expect(flaky.calls()).toBe(3);
  });
});
