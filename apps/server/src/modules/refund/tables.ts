import type { CargoStatus, RefundServiceType, RefundStatus } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { orderItems, orders } from '../order';

/** A refund request on one order item (SPEC §3 'Refund request'); both deadlines live in the row. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundNumber: text('refund_number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => orderItems.id),
    serviceType: integer('service_type').$type<RefundServiceType>().notNull(),
    cargoStatus: integer('cargo_status').$type<CargoStatus>().notNull(),
    reason: text('reason').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The order's last units: the amount includes delivery and fees and cannot be changed. */
    includesDelivery: boolean('includes_delivery').notNull().default(false),
    description: text('description').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    status: integer('status').$type<RefundStatus>().notNull(),
    /** The merchant answers by then, or the request is treated as accepted (REFUND_RESPOND_HOURS). */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    /** An accepted return is sent by then, or the request closes (RETURN_SHIP_DAYS). */
    returnBy: timestamp('return_by', { withTimezone: true }),
    sellerReason: text('seller_reason'),
    sellerRemark: text('seller_remark'),
    returnAddress: text('return_address'),
    logisticsCompany: text('logistics_company'),
    trackingNumber: text('tracking_number'),
    logisticsPhone: text('logistics_phone'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** The payment refund that carries the money back, claimed once when the request was accepted. */
    paymentRefundNumber: text('payment_refund_number'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open request per item: racing applications make one (statuses 1-5 and 7 hold the item).
    uniqueIndex('refund_requests_open_item_idx').on(t.itemId).where(sql`${t.status} in (1, 2, 3, 4, 5, 7)`),
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
    index('refund_requests_order_idx').on(t.orderId),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_respond_idx').on(t.respondBy).where(sql`${t.status} = 1`),
    index('refund_requests_return_idx').on(t.returnBy).where(sql`${t.status} = 3`),
    check('refund_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('refund_requests_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);
