import { PaymentAction, PaymentRefundReason, PaymentRefundStatus, tookMoney } from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, refuse } from '../../platform/errors';
import {
  type GatewayName,
  type NotificationHeaders,
  type PaymentGateway,
  type PaymentNotification,
  UnverifiedNotification,
} from '../../platform/payments/provider';
import type { Payables } from './payables';
import { transitionPayment } from './payment-transitions';
import type { PaymentRefunds } from './refund-payment';
import { type PaymentEventOutcome, paymentEvents, paymentRefunds, payments } from './tables';

type Payment = typeof payments.$inferSelect;
type Refund = typeof paymentRefunds.$inferSelect;

/** What one notification did; `refundsDue` are refunds owed now, sent once the transaction commits. */
type Applied = {
  outcome: PaymentEventOutcome | 'duplicate';
  refundsDue: Refund[];
  rejectedBecause?: string;
};

/** The orders' total no longer matches what the gateway charged. */
class TotalMismatch extends Error {}

const nothingOwed = (outcome: Applied['outcome']): Applied => ({ outcome, refundsDue: [] });

/**
 * Gateway notifications: verified, processed once per provider event id, amounts checked against the
 * payment, and money taken for orders that can no longer be paid given back: the orders are closed through
 * their effects and the whole payment is refunded.
 */
export function paymentNotifications(
  { db, clock }: Deps,
  ports: { gateway: PaymentGateway; orders: Payables; refunds: PaymentRefunds },
) {
  const { gateway, orders, refunds } = ports;

  /** Money arrived for orders that cannot take it: they close now if no sweep did, and all of it goes back. */
  async function strand(tx: Transaction, payment: Payment, reason: string, now: Date): Promise<Applied> {
    await transitionPayment(tx, PaymentAction.Strand, eq(payments.id, payment.id), now, {
      failureReason: reason,
    });
    await orders.expireLate(tx, payment.userId, payment.orderNumbers, now);
    const refund = await refunds.claim(tx, payment, {
      amountCents: payment.amountCents,
      reason: PaymentRefundReason.OrdersNotPayable,
      note: reason,
    });
    return { outcome: 'refund', refundsDue: [refund] };
  }

  async function settle(tx: Transaction, payment: Payment, note: PaymentNotification): Promise<Applied> {
    const now = clock.now();
    if (note.status === 'failed') {
      const [failed] = await transitionPayment(tx, PaymentAction.Fail, eq(payments.id, payment.id), now, {
        failureReason: note.failureReason,
      });
      return nothingOwed(failed ? 'failed' : 'ignored');
    }
    // A gateway charges an attempt once: a later success event for a settled attempt adds nothing.
    if (tookMoney(payment.status)) return nothingOwed('ignored');
    try {
      // A savepoint: if some orders can no longer be paid, none of them stays marked paid.
      await tx.transaction(async (savepoint) => {
        const input = { userId: payment.userId, orderNumbers: payment.orderNumbers, now };
        const payable = await orders.payable(savepoint, { ...input, lock: true });
        if (payable.totalCents !== payment.amountCents) throw new TotalMismatch();
        await orders.markPaid(savepoint, { ...input, paymentType: payment.paymentType });
      });
    } catch (error) {
      if (error instanceof TotalMismatch) {
        return { ...nothingOwed('rejected'), rejectedBecause: 'orders total differs from the payment' };
      }
      if (!(error instanceof AppError)) throw error;
      return strand(tx, payment, error.message, now);
    }
    await transitionPayment(tx, PaymentAction.Settle, eq(payments.id, payment.id), now, {
      failureReason: null,
    });
    return nothingOwed('paid');
  }

  /** Refunds of this payment still owed: a redelivered notification tries them again. */
  const owedRefunds = (tx: Transaction, paymentId: number) =>
    tx
      .select()
      .from(paymentRefunds)
      .where(
        and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, PaymentRefundStatus.Pending)),
      );

  async function apply(provider: GatewayName, note: PaymentNotification): Promise<Applied> {
    return db.transaction(async (tx: Transaction) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ provider, eventId: note.eventId, outcome: 'received', receivedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.payNumber, note.payNumber), eq(payments.provider, provider)))
        .for('update');
      if (!fresh) {
        // Seen before: nothing happens again, except refunds still owed are tried once more.
        return { outcome: 'duplicate', refundsDue: payment ? await owedRefunds(tx, payment.id) : [] };
      }
      const applied: Applied = !payment
        ? { ...nothingOwed('rejected'), rejectedBecause: 'unknown payment' }
        : note.amountCents !== payment.amountCents || note.currency.toLowerCase() !== payment.currency
          ? { ...nothingOwed('rejected'), rejectedBecause: 'amount or currency differs from the payment' }
          : await settle(tx, payment, note);
      await tx
        .update(paymentEvents)
        .set({
          outcome: applied.outcome === 'duplicate' ? 'ignored' : applied.outcome,
          paymentId: payment?.id ?? null,
        })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, note.eventId)));
      return applied;
    });
  }

  return {
    /** POST /api/payment/notify/:provider with the body exactly as received. */
    async receive(
      provider: GatewayName,
      rawBody: string,
      headers: NotificationHeaders,
      log: FastifyBaseLogger,
    ): Promise<{ outcome: Applied['outcome'] }> {
      if (provider !== gateway.name) throw refuse('PAGE_NOT_FOUND');
      let note: PaymentNotification | null;
      try {
        note = gateway.parseNotification(rawBody, headers, clock.now());
      } catch (error) {
        if (!(error instanceof UnverifiedNotification)) throw error;
        log.warn({ provider, reason: error.message }, 'payment notification refused: not verified');
        throw refuse('INVALID_SIGNATURE');
      }
      if (!note) return { outcome: 'ignored' };
      const applied = await apply(provider, note);
      for (const refund of applied.refundsDue) await refunds.trySend(refund, log);
      if (applied.outcome === 'rejected') {
        log.warn(
          { provider, eventId: note.eventId, payNumber: note.payNumber, reason: applied.rejectedBecause },
          'payment notification rejected',
        );
        throw refuse('NOTIFICATION_REJECTED');
      }
      return { outcome: applied.outcome };
    },
  };
}
export type PaymentNotifications = ReturnType<typeof paymentNotifications>;
