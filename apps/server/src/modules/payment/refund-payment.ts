import {
  PaymentAction,
  type PaymentRefundReason,
  PaymentRefundStatus,
  type PaymentRefundSummary,
  REFUNDABLE_STATUSES,
} from '@tread/domain';
import { and, arrayContains, asc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import type { PaymentGateway } from '../../platform/payments/provider';
import type { WalletService } from '../wallet';
import { transitionPayment } from './payment-transitions';
import { newRefundNumber } from './references';
import { paymentRefunds, payments } from './tables';

type Payment = typeof payments.$inferSelect;
type Refund = typeof paymentRefunds.$inferSelect;

/** A refund still owed this long is sent again by the sweep; the call that owed it tries first. */
export const REFUND_RETRY_AFTER_MS = 60_000;

/** Refunds sent per batch: each is a gateway call, so batches stay small. */
const BATCH = 20;

export type RefundRequest = { amountCents: number; reason: PaymentRefundReason; note: string };

/**
 * Giving money back from a payment, in as many parts as wanted, through the provider that took it: the
 * balance at once in the claiming transaction, a gateway after it commits. A claim moves the payment's
 * refunded cents under a guard, so racing claims never add up to more than was paid.
 */
export function refundPayment({ db, clock }: Deps, gateway: PaymentGateway, wallet: WalletService) {
  /** After a refund went through: the payment is refunded when nothing is left, else partly refunded. */
  async function settle(tx: Transaction, paymentId: number, now: Date): Promise<void> {
    const [payment] = await tx
      .select({ amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    const [sent] = await tx
      .select({ cents: sum(paymentRefunds.amountCents).mapWith(Number) })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.paymentId, paymentId),
          eq(paymentRefunds.status, PaymentRefundStatus.Succeeded),
        ),
      );
    const whole = (sent?.cents ?? 0) >= (payment?.amountCents ?? 0);
    await transitionPayment(
      tx,
      whole ? PaymentAction.RefundAll : PaymentAction.RefundPart,
      eq(payments.id, paymentId),
      now,
    );
  }

  async function recordSent(tx: Transaction, refund: Refund, providerRef: string, now: Date) {
    const [done] = await tx
      .update(paymentRefunds)
      .set({
        status: PaymentRefundStatus.Succeeded,
        providerRef,
        lastError: null,
        refundedAt: now,
        updatedAt: now,
      })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, PaymentRefundStatus.Pending)))
      .returning({ id: paymentRefunds.id });
    if (done) await settle(tx, refund.paymentId, now);
  }

  /**
   * Claims `amountCents` of the payment for a refund inside the caller's transaction; refused with 'The
   * refund amount exceeds the maximum refundable amount' past what is left. A balance refund is credited
   * here and then; a gateway refund is owed until `send` gets it through.
   */
  async function claim(tx: Transaction, payment: Payment, request: RefundRequest): Promise<Refund> {
    const now = clock.now();
    const [claimed] = await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${request.amountCents}`, updatedAt: now })
      .where(
        and(
          eq(payments.id, payment.id),
          // A payment that took no money has nothing refundable.
          inArray(payments.status, [...REFUNDABLE_STATUSES]),
          sql`${payments.refundedCents} + ${request.amountCents} <= ${payments.amountCents}`,
        ),
      )
      .returning({ id: payments.id });
    if (!claimed) throw refuse('REFUND_EXCEEDS_PAYMENT');
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        refundNumber: newRefundNumber(),
        paymentId: payment.id,
        amountCents: request.amountCents,
        reason: request.reason,
        note: request.note,
        status: PaymentRefundStatus.Pending,
        provider: payment.provider,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund row not written');
    if (payment.provider === 'balance') {
      await wallet.credit(tx, {
        userId: payment.userId,
        amountCents: request.amountCents,
        kind: 'refund',
        reference: refund.refundNumber,
      });
      await recordSent(tx, refund, refund.refundNumber, now);
      return { ...refund, status: PaymentRefundStatus.Succeeded };
    }
    return refund;
  }

  /** Sends an owed gateway refund; if the gateway fails it stays owed for the sweep, and this throws. */
  async function send(refund: Refund): Promise<void> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
    if (!payment) throw new Error(`refund ${refund.refundNumber} has no payment`);
    try {
      const providerRef = await gateway.refund({
        refundNumber: refund.refundNumber,
        payNumber: payment.payNumber,
        providerRef: payment.providerRef,
        amountCents: refund.amountCents,
        currency: payment.currency,
      });
      await db.transaction((tx) => recordSent(tx, refund, providerRef, clock.now()));
    } catch (error) {
      await db
        .update(paymentRefunds)
        .set({ lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(paymentRefunds.id, refund.id));
      throw error;
    }
  }

  /** Sends what `claim` left owed, logging a failure: the sweep tries again later. */
  async function trySend(refund: Refund, log: FastifyBaseLogger): Promise<void> {
    if (refund.status !== PaymentRefundStatus.Pending) return;
    await send(refund).catch((err: unknown) =>
      log.error({ err, refundNumber: refund.refundNumber }, 'refund failed; it stays owed and is sent again'),
    );
  }

  /**
   * The sweep: owed refunds untouched for a minute are claimed under FOR UPDATE SKIP LOCKED with their clock
   * restarted (other instances skip them, a refund failing again waits another minute), then sent holding
   * no lock. Throws after the batch if any failed.
   */
  const sendOwedRefunds: Job = {
    name: 'send owed refunds',
    batchSize: BATCH,
    async runBatch() {
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(paymentRefunds)
          .where(
            and(
              eq(paymentRefunds.status, PaymentRefundStatus.Pending),
              lt(paymentRefunds.updatedAt, new Date(now.getTime() - REFUND_RETRY_AFTER_MS)),
            ),
          )
          .orderBy(asc(paymentRefunds.updatedAt), asc(paymentRefunds.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        const ids = due.map((refund) => refund.id);
        if (ids.length > 0) {
          await tx.update(paymentRefunds).set({ updatedAt: now }).where(inArray(paymentRefunds.id, ids));
        }
        return due;
      });
      const failures: unknown[] = [];
      for (const refund of claimed) await send(refund).catch((error: unknown) => failures.push(error));
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} of ${claimed.length} owed refunds failed`);
      }
      return claimed.length;
    },
  };

  /** A payment's refunds, oldest first, as staff see them. */
  async function refundsOf(paymentId: number): Promise<PaymentRefundSummary[]> {
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId))
      .orderBy(asc(paymentRefunds.id));
    return rows.map((row) => ({
      refundNumber: row.refundNumber,
      amount: row.amountCents,
      reason: row.reason,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      refundedAt: row.refundedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Claims part of the money of the payment that paid one order, inside the caller's transaction (the one
   * that accepted a refund request); the answer is sent with `trySend` once it commits.
   */
  async function claimForOrder(
    tx: Transaction,
    order: { userId: string; orderNumber: string },
    request: RefundRequest,
  ): Promise<Refund> {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, order.userId),
          arrayContains(payments.orderNumbers, [order.orderNumber]),
          inArray(payments.status, [...REFUNDABLE_STATUSES]),
        ),
      )
      .orderBy(asc(payments.id))
      .for('update');
    if (!payment) throw new Error(`order ${order.orderNumber} is paid but has no payment to refund`);
    return claim(tx, payment, request);
  }

  /** Gives back each order's whole total, inside the caller's transaction (the one that closed the orders). */
  async function claimForOrders(
    tx: Transaction,
    paid: readonly { userId: string; orderNumber: string; totalCents: number }[],
    request: { reason: PaymentRefundReason; note: string },
  ): Promise<Refund[]> {
    const claimed: Refund[] = [];
    for (const order of paid) {
      claimed.push(await claimForOrder(tx, order, { ...request, amountCents: order.totalCents }));
    }
    return claimed;
  }

  /** Where refunds stand, by refund number: whether the money went back, and through which provider. */
  async function standingOf(
    refundNumbers: readonly string[],
  ): Promise<Map<string, Pick<Refund, 'status' | 'provider' | 'refundedAt'>>> {
    if (refundNumbers.length === 0) return new Map();
    const rows = await db
      .select({
        refundNumber: paymentRefunds.refundNumber,
        status: paymentRefunds.status,
        provider: paymentRefunds.provider,
        refundedAt: paymentRefunds.refundedAt,
      })
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.refundNumber, [...refundNumbers]));
    return new Map(rows.map(({ refundNumber, ...rest }) => [refundNumber, rest]));
  }

  return { claim, claimForOrder, claimForOrders, standingOf, trySend, sendOwedRefunds, refundsOf };
}
export type PaymentRefunds = ReturnType<typeof refundPayment>;
