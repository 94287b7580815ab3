import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { skus } from '../catalog';
import { orders } from '../order';

/** A flash sale (seckill): one SKU at a flash price in a daily session, with a daily stock and limit. */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    flashPriceCents: integer('flash_price_cents').notNull(),
    dailyStock: integer('daily_stock').notNull(),
    perShopperLimit: integer('per_shopper_limit').notNull(),
    /** Los Angeles days it runs, both included. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** The daily session in minutes after Los Angeles midnight. */
    sessionStartMinute: integer('session_start_minute').notNull(),
    sessionEndMinute: integer('session_end_minute').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('flash_sales_days_idx').on(t.lastDay, t.firstDay),
    check('flash_sales_stock_positive', sql`${t.dailyStock} > 0 and ${t.perShopperLimit} > 0`),
    check(
      'flash_sales_session_in_day',
      sql`0 <= ${t.sessionStartMinute} and ${t.sessionStartMinute} < ${t.sessionEndMinute} and ${t.sessionEndMinute} <= 1440`,
    ),
  ],
);

/** Units of a sale sold on one Los Angeles day by orders not given back: the truth the gate is loaded from. */
export const flashSaleDays = pgTable(
  'flash_sale_days',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.saleId, t.day] }), check('flash_sale_days_sold', sql`${t.sold} >= 0`)],
);

/** One flash order's units: what giving the order back returns to the sale-day and its shopper. */
export const flashPurchases = pgTable(
  'flash_purchases',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    saleId: integer('sale_id')
      .notNull()
      .references(() => flashSales.id),
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    count: integer('count').notNull(),
    /** Set when the order was given back (canceled, expired, refunded): its units count no more. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_purchases_shopper_idx').on(t.saleId, t.day, t.userId),
    check('flash_purchases_count_positive', sql`${t.count} > 0`),
  ],
);
