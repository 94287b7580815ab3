import type { PointsSource } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/** A shopper's points: the balance is the sum of the entries, changed only in the transaction that writes one. */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('points_accounts_balance_not_negative', sql`${t.balance} >= 0`)],
);

/**
 * Every change of points (SPEC §3 'Points record'). A positive entry is a lot that expires a year after it
 * was earned; `remaining` is what is left of it after uses and expiry, taken oldest first.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<PointsSource>().notNull(),
    change: integer('change').notNull(),
    orderNumber: text('order_number'),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remaining: integer('remaining').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_entries_user_idx').on(t.userId, t.createdAt),
    index('points_entries_expiring_idx').on(t.expiresAt).where(sql`${t.remaining} > 0`),
    check(
      'points_entries_remaining_range',
      sql`${t.remaining} >= 0 and ${t.remaining} <= greatest(${t.change}, 0)`,
    ),
  ],
);

/** One sign-in per shopper per Los Angeles day: the key makes racing sign-ins one. */
export const signIns = pgTable(
  'sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD' in Los Angeles. */
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
