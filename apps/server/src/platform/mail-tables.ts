import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept instead of sent when no SMTP server is configured; staff read it in the console. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // One recipient's mail, newest first: the console's filter and the sign-up helpers.
  (t) => [index('mail_outbox_to_idx').on(t.to, t.id)],
);
