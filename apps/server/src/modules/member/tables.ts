import type { GrowthSource } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/** A shopper's growth (the sum of their growth entries) and the end of their paid membership. */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    growth: integer('growth').notNull().default(0),
    vipExpiresAt: timestamp('vip_expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('member_accounts_growth_not_negative', sql`${t.growth} >= 0`)],
);

/** Every change of growth, written with the account's update. */
export const growthEntries = pgTable(
  'growth_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<GrowthSource>().notNull(),
    change: integer('change').notNull(),
    /** The order or top-up number. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('growth_entries_user_idx').on(t.userId, t.createdAt)],
);

export type VipPurchaseStatus = 'unpaid' | 'paid' | 'closed';

/** A paid membership bought (buy-vip): paid like an order, its number starting with V. */
export const vipPurchases = pgTable(
  'vip_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    couponIds: integer('coupon_ids').array().notNull().default([]),
    status: text('status').$type<VipPurchaseStatus>().notNull(),
    currency: text('currency').notNull().default('usd'),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The membership's end this purchase set. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('vip_purchases_user_idx').on(t.userId, t.createdAt)],
);

/** The monthly member coupons handed out: one row per member per Los Angeles month, so once. */
export const vipMonthlyGrants = pgTable(
  'vip_monthly_grants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM' in Los Angeles. */
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
