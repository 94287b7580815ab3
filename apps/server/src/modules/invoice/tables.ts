import type { InvoiceStatus, InvoiceType } from '@tread/domain';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { orders } from '../order';

/** An invoice asked for on an order (SPEC §3 'Invoice'): one per order, issued by staff. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .references(() => orders.orderNumber, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<InvoiceType>().notNull(),
    title: text('title').notNull(),
    /** Digits only, business invoices. */
    taxpayerNumber: text('taxpayer_number'),
    content: text('content').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    invoiceNumber: text('invoice_number').unique(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id),
  },
  (t) => [index('invoices_status_applied_idx').on(t.status, t.appliedAt)],
);
