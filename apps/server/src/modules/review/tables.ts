import type { Rating, TireRatingCategory } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { orderItems, orders } from '../order';

/** A review of one order item by its buyer (SPEC §3 'Review'); staff may hide it or reply publicly. */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** One review per order item: racing submits make one. */
    itemId: integer('item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    prodId: integer('prod_id').notNull(),
    skuId: integer('sku_id').notNull(),
    displaySize: text('display_size'),
    rating: integer('rating').$type<Rating>().notNull(),
    text: text('text').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    anonymous: boolean('anonymous').notNull().default(false),
    tireRatings: jsonb('tire_ratings')
      .$type<Partial<Record<TireRatingCategory, Rating>>>()
      .notNull()
      .default({}),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('reviews_product_idx').on(t.prodId, t.createdAt).where(sql`${t.hiddenAt} is null`),
    index('reviews_order_idx').on(t.orderId),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Each product's visible reviews in two numbers, changed in the transaction that writes, hides or shows a
 * review again: cards and product pages read their rating here, and migration 0014 announces each change.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    prodId: integer('prod_id').primaryKey(),
    reviewCount: integer('review_count').notNull(),
    ratingTotal: integer('rating_total').notNull(),
  },
  (t) => [check('product_ratings_count_nonnegative', sql`${t.reviewCount} >= 0`)],
);
