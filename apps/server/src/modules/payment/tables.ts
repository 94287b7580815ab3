import type { PaymentType } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/tables';

/** Who took the money: the shop's own balance ledger or a gateway. */
export type PaymentProvider = 'balance' | 'sandbox' | 'stripe';

/**
 * pending: waiting for the gateway; refund_pending: paid for orders that could no longer be paid, the
 * refund is owed (retried until the provider confirms it, then refunded).
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'refund_pending' | 'refunded';

/** One attempt to pay one or more orders of one shopper. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Readable and unguessable: it opens the sandbox payment page. */
    payNumber: text('pay_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderNumbers: text('order_numbers').array().notNull(),
    paymentType: integer('payment_type').$type<PaymentType>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** The provider's id of the attempt (Stripe payment intent). */
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentStatus>().notNull(),
    failureReason: text('failure_reason'),
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    // The owed-refund sweep reads only these few rows, oldest first.
    index('payments_refund_owed_idx').on(t.updatedAt).where(sql`${t.status} = 'refund_pending'`),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** What came of a notification: kept so a repeated delivery of the same event changes nothing. */
export type PaymentEventOutcome = 'received' | 'paid' | 'failed' | 'refund' | 'ignored' | 'rejected';

/** Every provider event seen, by the provider's own event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    outcome: text('outcome').$type<PaymentEventOutcome>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
