import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { configuredPaymentGateways } from '../../platform/payments/gateway';
import type { PaymentGateway } from '../../platform/payments/provider';
import { payments } from './tables';

type Payment = typeof payments.$inferSelect;

/** A refund owed this long is tried again by the sweep; the notification that owed it tries first. */
export const REFUND_RETRY_AFTER_MS = 60_000;

/** Refunds tried per batch: each is a gateway call, so batches stay small. */
const BATCH = 20;

/** Gives the money back through the gateway; answers the refund reference if this call recorded it. */
export async function refundPayment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  gateway: PaymentGateway,
  payment: Payment,
): Promise<string | null> {
  const refundRef = await gateway.refund(payment);
  const now = clock.now();
  const [refunded] = await db
    .update(payments)
    .set({ status: 'refunded', refundRef, refundedAt: now, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'refund_pending')))
    .returning({ id: payments.id });
  return refunded ? refundRef : null;
}

/**
 * Retries refunds owed for over a minute. The batch is claimed under FOR UPDATE SKIP LOCKED and its
 * clock restarted, so other instances skip it and a refund that fails again waits another minute; the
 * gateway calls run after the claim commits, holding no lock. Throws after the batch if any refund failed.
 */
async function refundOwedBatch(deps: Deps, gateway: PaymentGateway): Promise<number> {
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'refund_pending'),
          lt(payments.updatedAt, new Date(now.getTime() - REFUND_RETRY_AFTER_MS)),
        ),
      )
      .orderBy(asc(payments.updatedAt), asc(payments.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const ids = due.map((payment) => payment.id);
    if (ids.length > 0) await tx.update(payments).set({ updatedAt: now }).where(inArray(payments.id, ids));
    return due;
  });
  const failures: unknown[] = [];
  for (const payment of claimed) {
    await refundPayment(deps, gateway, payment).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} of ${claimed.length} owed refunds failed`);
  }
  return claimed.length;
}

/** The sweep of owed refunds, through the gateway `gatewayOf` answers. */
export function owedRefundsSweep(gatewayOf: (deps: Deps) => PaymentGateway): Job {
  return {
    name: 'refund owed payments',
    runBatch: (deps) => refundOwedBatch(deps, gatewayOf(deps)),
    batchSize: BATCH,
  };
}

/** Money taken for orders that could no longer be paid, and whose refund failed, is refunded here. */
export const refundOwedPayments = owedRefundsSweep((deps) => configuredPaymentGateways(deps.config).gateway);
