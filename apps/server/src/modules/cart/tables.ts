import type { CartLineProblem } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { skus } from '../catalog';

/** A signed-in shopper's cart: one line per SKU (SPEC §4 'Guest cart' merges into it on sign-in). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    count: integer('count').notNull(),
    selected: boolean('selected').notNull().default(true),
    /** Cents per item the shopper last saw; a different current price flags the line. */
    seenPrice: integer('seen_price').notNull(),
    /** The problem the shopper last saw on the line; a different one raises 'Something in your cart has been updated'. */
    seenProblem: text('seen_problem').$type<CartLineProblem>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skuId] }),
    check('cart_items_count_positive', sql`${t.count} > 0`),
  ],
);
