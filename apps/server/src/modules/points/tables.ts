import type { PointsSource, RafflePrizeKind } from '@tread/domain';
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

/** Points an order paid with (payment type 0 'score'), and how many came back: never more than were used. */
export const orderPoints = pgTable(
  'order_points',
  {
    /** The order's id (order module); one row per order. */
    orderId: integer('order_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    points: integer('points').notNull(),
    returned: integer('returned').notNull().default(0),
    /** The order's items at their price: a returned unit's share of the points is its price's share of these. */
    itemCents: integer('item_cents').notNull(),
    /** Cents of items whose points came back so far. */
    returnedItemCents: integer('returned_item_cents').notNull().default(0),
    /** The order's units, and those whose points came back: items paid wholly with points share by count. */
    units: integer('units').notNull().default(0),
    returnedUnits: integer('returned_units').notNull().default(0),
  },
  (t) => [
    check('order_points_returned_range', sql`${t.returned} between 0 and ${t.points} and ${t.points} > 0`),
  ],
);

/** Lucky-wheel spins: each one paid (points or a free spin) and won in the same transaction. */
export const raffleSpins = pgTable(
  'raffle_spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prizeId: text('prize_id').notNull(),
    prizeName: text('prize_name').notNull(),
    kind: text('kind').$type<RafflePrizeKind>().notNull(),
    points: integer('points').notNull().default(0),
    couponId: integer('coupon_id'),
    /** Points the spin cost; 0 when a free spin paid for it. */
    cost: integer('cost').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('raffle_spins_user_idx').on(t.userId, t.createdAt)],
);

/** How many of a prize with stock were given: one conditional UPDATE per win, so never past the stock. */
export const rafflePrizeStock = pgTable('raffle_prize_stock', {
  prizeId: text('prize_id').primaryKey(),
  given: integer('given').notNull().default(0),
});

/** Free spins a shopper holds (won by sign-in streaks), never below zero. */
export const raffleFreeSpins = pgTable(
  'raffle_free_spins',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('raffle_free_spins_not_negative', sql`${t.count} >= 0`)],
);
