import type { ExchangeStatus, MallGoodsKind } from '@tread/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/** An item of the points mall: a product or a coupon, for points (and money), with its own stock. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<MallGoodsKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    skuId: integer('sku_id'),
    couponId: integer('coupon_id'),
    pointsPrice: integer('points_price').notNull(),
    cashCents: integer('cash_cents').notNull().default(0),
    stock: integer('stock').notNull(),
    /** Units taken by exchanges placed or done; never past the stock (the CHECK and every take's guard). */
    exchanged: integer('exchanged').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('mall_goods_exchanged_range', sql`${t.exchanged} between 0 and ${t.stock}`)],
);

/** An exchange: a coupon done at once, or a product on its 'points' order. */
export const mallExchanges = pgTable(
  'mall_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    count: integer('count').notNull(),
    points: integer('points').notNull(),
    cashCents: integer('cash_cents').notNull(),
    status: text('status').$type<ExchangeStatus>().notNull(),
    /** The order's id and number, for a product. */
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('mall_exchanges_user_idx').on(t.userId, t.createdAt),
    index('mall_exchanges_order_idx').on(t.orderId),
  ],
);
