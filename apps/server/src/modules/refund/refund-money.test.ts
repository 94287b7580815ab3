import { OrderLabel, RefundServiceType, RefundStatus } from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf } from '../../../test/order-lifecycle';
import { DEV_SANDBOX } from '../../../test/payments';
import { applied, claimFor, paidOrder, receivedOrder, refundDetail, staffMove } from '../../../test/refunds';
import type { SandboxGateway } from '../../platform/payments/sandbox';
import { paymentRefunds, REFUND_RETRY_AFTER_MS } from '../payment';

/**
 * A provider as real ones keep refunds: one per idempotency key (our refund number), a key sent again
 * answering the refund made the first time. `loseAnswers` refunds are made but their answer never arrives.
 */
function providerLosingAnswers() {
  const made = new Map<string, { amountCents: number; ref: string }>();
  let loseAnswers = 0;
  let calls = 0;
  const gateway: SandboxGateway = {
    ...DEV_SANDBOX,
    async refund(input) {
      calls++;
      const earlier = made.get(input.refundNumber);
      const refund = earlier ?? { amountCents: input.amountCents, ref: await DEV_SANDBOX.refund(input) };
      made.set(input.refundNumber, refund);
      if (loseAnswers > 0) {
        loseAnswers--;
        throw new Error('the answer was lost on the way back');
      }
      return refund.ref;
    },
  };
  return {
    gateway,
    loseNext: (n: number) => {
      loseAnswers = n;
    },
    calls: () => calls,
    refundedCents: () => [...made.values()].reduce((sum, r) => sum + r.amountCents, 0),
  };
}

const provider = providerLosingAnswers();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { payments: { gateway: provider.gateway, sandbox: provider.gateway, stripe: null } },
  );
});
afterAll(() => t.close());

describe('money back through the card provider', () => {
  it('refunds an accepted request once when the provider’s answer is lost and the sweep tries again', async () => {
    const ann = await signUp(t);
    const admin = await signInAsAdmin(t);
    const order = await paidOrder(t, ann, { by: 'card' });
    await receivedOrder(t, ann, order.orderNumber);
    const claim = await claimFor(t, ann, order, 4, RefundServiceType.ReturnAndRefund);
    const refundNumber = await applied(t, ann, claim);
    await staffMove(t, admin, refundNumber, 'accept');
    await t.app.inject({
      method: 'POST',
      url: '/api/p/refund/logistics',
      headers: ann.headers,
      payload: { refundNumber, company: 'UPS', trackingNumber: '1Z999', phone: '2135550142' },
    });

    provider.loseNext(1);
    const received = await staffMove(t, admin, refundNumber, 'receive');
    // The money is claimed and owed: the shopper reads that the merchant has the goods, and the order is refunding.
    expect(received.json()).toMatchObject({
      status: RefundStatus.ReturnReceived,
      statusText: 'Merchant confirmed receipt',
    });
    expect((await detailOf(t, ann, order.orderNumber)).refundLabel).toBe(OrderLabel.Refunding);
    expect(provider.calls()).toBe(1);

    t.clock.advance(REFUND_RETRY_AFTER_MS + 1000);
    await t.runJobs();
    expect(provider.calls()).toBe(2);
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({ status: RefundStatus.Refunded });
    // One refund at the provider and one in the shop, for the whole order (all four tires: delivery included).
    expect(provider.refundedCents()).toBe(order.total);
    const rows = await t.handle.db.select().from(paymentRefunds).where(eq(paymentRefunds.note, refundNumber));
    expect(rows.map((row) => [row.amountCents, row.status])).toEqual([[order.total, 'succeeded']]);
    expect((await detailOf(t, ann, order.orderNumber)).refundLabel).toBe(OrderLabel.RefundComplete);

    await t.runJobs();
    expect(provider.calls()).toBe(2);
  });
});
