import { type AdminPaymentAnswer, PaymentRefundReason, type RefundPaymentRequest } from '@tread/domain';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import type { PaymentRefunds } from './refund-payment';
import { payments } from './tables';

/** Staff look a payment up and give money back from it, in one or more parts. */
export function staffPayments({ db, clock }: Deps, refunds: PaymentRefunds) {
  async function paymentOf(payNumber: string) {
    const [payment] = await db.select().from(payments).where(eq(payments.payNumber, payNumber));
    if (!payment) throw refuse('PAYMENT_NOT_FOUND');
    return payment;
  }

  async function view(payNumber: string): Promise<AdminPaymentAnswer> {
    return answerOf(await paymentOf(payNumber));
  }

  async function answerOf(payment: typeof payments.$inferSelect): Promise<AdminPaymentAnswer> {
    return {
      payNumber: payment.payNumber,
      orderNumbers: payment.orderNumbers,
      amount: payment.amountCents,
      refunded: payment.refundedCents,
      status: payment.status,
      provider: payment.provider,
      refunds: await refunds.refundsOf(payment.id),
    };
  }

  return {
    view,

    /** Every attempt to pay one order, oldest first: found among its shopper's payments. */
    async ofOrder(order: { userId: string; orderNumber: string }): Promise<AdminPaymentAnswer[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.userId, order.userId), arrayContains(payments.orderNumbers, [order.orderNumber])),
        )
        .orderBy(asc(payments.id));
      return Promise.all(rows.map(answerOf));
    },

    /** A balance refund is credited at once; a gateway's is sent now, or by the sweep if the gateway fails. */
    async refund(
      by: Principal,
      payNumber: string,
      request: Required<RefundPaymentRequest>,
      log: FastifyBaseLogger,
    ): Promise<AdminPaymentAnswer> {
      const payment = await paymentOf(payNumber);
      const refund = await db.transaction(async (tx) => {
        const claimed = await refunds.claim(tx, payment, { ...request, reason: PaymentRefundReason.Staff });
        await recordStaffWrite(tx, {
          actor: by,
          action: 'payment.refund',
          subject: `payment:${payNumber}`,
          before: null,
          after: { refundNumber: claimed.refundNumber, amount: claimed.amountCents, note: claimed.note },
          at: clock.now(),
        });
        return claimed;
      });
      await refunds.trySend(refund, log);
      return view(payNumber);
    },
  };
}
export type StaffPayments = ReturnType<typeof staffPayments>;
