import { Messages } from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, notFound } from '../../platform/errors';
import {
  type GatewayName,
  type NotificationHeaders,
  type PaymentGateway,
  type PaymentNotification,
  UnverifiedNotification,
} from '../../platform/payments/provider';
import { markOrdersPaid, payableOrders } from '../order/lifecycle';
import { refundPayment } from './refunds';
import { type PaymentEventOutcome, paymentEvents, payments } from './tables';

type Payment = typeof payments.$inferSelect;

/** What one notification did; `refundDue` names a payment whose refund is owed now. */
type Applied = {
  outcome: PaymentEventOutcome | 'duplicate';
  refundDue: number | null;
  rejectedBecause?: string;
};

/** The orders' total no longer matches what the gateway charged. */
class TotalMismatch extends Error {}

const rejected = () => badRequest(Messages.MalformedRequest, 'NOTIFICATION_REJECTED');

/**
 * Gateway notifications: verified, processed once per provider event id, amounts checked against the
 * payment, and money taken for orders that can no longer be paid refunded through the gateway.
 */
export function paymentNotifications(deps: Deps, gateway: PaymentGateway) {
  const { db, clock } = deps;
  async function settle(tx: Transaction, payment: Payment, note: PaymentNotification): Promise<Applied> {
    const now = clock.now();
    const set = (status: Payment['status'], failureReason: string | null = null) =>
      tx.update(payments).set({ status, failureReason, updatedAt: now }).where(eq(payments.id, payment.id));

    if (note.status === 'failed') {
      if (payment.status !== 'pending') return { outcome: 'ignored', refundDue: null };
      await set('failed', note.failureReason);
      return { outcome: 'failed', refundDue: null };
    }
    // A gateway charges an attempt once: a later success event for a settled attempt adds nothing.
    if (
      payment.status === 'succeeded' ||
      payment.status === 'refund_pending' ||
      payment.status === 'refunded'
    ) {
      return { outcome: 'ignored', refundDue: null };
    }
    try {
      // A savepoint: if some orders can no longer be paid, none of them stays marked paid.
      await tx.transaction(async (orders) => {
        const payable = await payableOrders(orders, payment.userId, payment.orderNumbers, now);
        if (payable.totalCents !== payment.amountCents) throw new TotalMismatch();
        await markOrdersPaid(orders, {
          userId: payment.userId,
          orderNumbers: payment.orderNumbers,
          paymentType: payment.paymentType,
          now,
        });
      });
    } catch (error) {
      if (error instanceof TotalMismatch) {
        return {
          outcome: 'rejected',
          refundDue: null,
          rejectedBecause: 'orders total differs from the payment',
        };
      }
      if (!(error instanceof AppError)) throw error;
      await set('refund_pending', error.message);
      return { outcome: 'refund', refundDue: payment.id };
    }
    await set('succeeded');
    return { outcome: 'paid', refundDue: null };
  }

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
        // Seen before: nothing happens again, except a refund still owed is tried once more.
        return { outcome: 'duplicate', refundDue: payment?.status === 'refund_pending' ? payment.id : null };
      }
      const applied: Applied = !payment
        ? { outcome: 'rejected', refundDue: null, rejectedBecause: 'unknown payment' }
        : note.amountCents !== payment.amountCents || note.currency.toLowerCase() !== payment.currency
          ? {
              outcome: 'rejected',
              refundDue: null,
              rejectedBecause: 'amount or currency differs from the payment',
            }
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

  /**
   * Gives back money taken for orders that could not be paid. If the gateway fails the refund stays owed:
   * the refund sweep (refunds.ts) and a redelivered notification try again.
   */
  async function refund(paymentId: number, log: FastifyBaseLogger): Promise<void> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending')));
    if (!payment) return;
    try {
      const refundRef = await refundPayment(deps, gateway, payment);
      log.warn(
        { payNumber: payment.payNumber, refundRef, reason: payment.failureReason },
        'refunded a payment for orders that could no longer be paid',
      );
    } catch (error) {
      log.error({ err: error, payNumber: payment.payNumber }, 'refund failed; it stays owed and is retried');
    }
  }

  return {
    /** POST /api/payment/notify/:provider with the body exactly as received. */
    async receive(
      provider: GatewayName,
      rawBody: string,
      headers: NotificationHeaders,
      log: FastifyBaseLogger,
    ): Promise<{ outcome: Applied['outcome'] }> {
      if (provider !== gateway.name) throw notFound();
      let note: PaymentNotification | null;
      try {
        note = gateway.parseNotification(rawBody, headers, clock.now());
      } catch (error) {
        if (!(error instanceof UnverifiedNotification)) throw error;
        log.warn({ provider, reason: error.message }, 'payment notification refused: not verified');
        throw badRequest(Messages.MalformedRequest, 'INVALID_SIGNATURE');
      }
      if (!note) return { outcome: 'ignored' };
      const applied = await apply(provider, note);
      if (applied.refundDue !== null) await refund(applied.refundDue, log);
      if (applied.outcome === 'rejected') {
        log.warn(
          { provider, eventId: note.eventId, payNumber: note.payNumber, reason: applied.rejectedBecause },
          'payment notification rejected',
        );
        throw rejected();
      }
      return { outcome: applied.outcome };
    },
  };
}
export type PaymentNotifications = ReturnType<typeof paymentNotifications>;
