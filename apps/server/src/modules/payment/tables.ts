import type { PaymentRefundReason, PaymentRefundStatus, PaymentStatus, PaymentType } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/** Who took the money: the shop's own balance ledger or a gateway. */
export type PaymentProvider = 'balance' | 'sandbox' | 'stripe';

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
    /** The machine of packages/domain payment-status.ts. */
    status: text('status').$type<PaymentStatus>().notNull(),
    failureReason: text('failure_reason'),
    /** Cents claimed by refunds, owed or sent: never more than the payment (the CHECK and every claim's guard). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    check('payments_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('payments_refunds_within_amount', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
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

/** Money given back from one payment, in one or more parts, through the provider that took it. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Ours, and the provider's idempotency key: a retried refund is never sent twice. */
    refundNumber: text('refund_number').notNull().unique(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').$type<PaymentRefundReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<PaymentRefundStatus>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerRef: text('provider_ref'),
    /** Why the last try failed; the refund stays owed and is sent again. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Restarted at every try, so a failing refund waits before the next. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    // The owed-refund sweep reads only these few rows, oldest first.
    index('payment_refunds_owed_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
