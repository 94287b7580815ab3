import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './tables';

/** A parcel an order went out in (SPEC §3 'Order' packages): an order may ship in several. */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    waybill: text('waybill').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    /** Order item ids in the parcel; empty when it holds the whole order. */
    itemIds: integer('item_ids').array().notNull().default([]),
  },
  (t) => [index('order_packages_order_idx').on(t.orderId)],
);
