import type { WalletEntryKind } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/**
 * A shopper's balance in cents: always the sum of their wallet entries, never below zero. 64-bit, as credits
 * add up past what a 32-bit column holds; read as a number, exact up to 2^53 cents.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('wallet_balance_not_negative', sql`${t.balanceCents} >= 0`)],
);

/** The balance ledger (SPEC §3 'Balance record'): one row per change, written with the account's update. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaCents: bigint('delta_cents', { mode: 'number' }).notNull(),
    kind: text('kind').$type<WalletEntryKind>().notNull(),
    /** The order or pay number the change belongs to. */
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('wallet_entries_user_idx').on(t.userId, t.id),
    check('wallet_entries_delta_not_zero', sql`${t.deltaCents} <> 0`),
  ],
);
