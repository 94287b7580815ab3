import type { TopUpStatus, WalletEntryKind } from '@tread/domain';
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

/**
 * A top-up (recharge-balance): paid through the gateway like an order (its number starts with R), credited to
 * the balance with its option's bonus in the transaction that marks it paid, so exactly once.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<TopUpStatus>().notNull(),
    /** The option's bonus as offered when the top-up was asked for. */
    bonusGrowth: integer('bonus_growth').notNull().default(0),
    bonusPoints: integer('bonus_points').notNull().default(0),
    couponIds: integer('coupon_ids').array().notNull().default([]),
    currency: text('currency').notNull().default('usd'),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('top_ups_user_idx').on(t.userId, t.createdAt),
    check('top_ups_amount_range', sql`${t.amountCents} between 1 and 10000000`),
  ],
);
