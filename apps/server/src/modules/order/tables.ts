import type {
  CancelReason,
  DeliveryType,
  InstallStatus,
  OrderAmounts,
  OrderStatus,
  OrderType,
  PaymentType,
  UserRole,
} from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { skus } from '../catalog';
import { stations } from '../station';

/** Where an order goes, copied at submit so later edits of the address book or shop do not change it. */
export type OrderDestination = {
  name: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
};
export type OrderService = { code: string; name: string; priceCents: number; perTire: boolean };

/** An order (SPEC §3 'Order'): one per delivery group of a submit. Money in cents. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Readable and not sequential: LA date (yyMMdd) + 10 random digits. */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').$type<OrderStatus>().notNull(),
    /** General, grouping (group buy) or second (flash sale), SPEC §2. */
    orderType: text('order_type').$type<OrderType>().notNull().default('general'),
    deliveryType: integer('delivery_type').$type<DeliveryType>().notNull(),
    /** Installer shop or pick-up point. */
    stationId: integer('station_id').references(() => stations.id),
    addressId: integer('address_id'),
    destination: jsonb('destination').$type<OrderDestination>().notNull(),
    services: jsonb('services').$type<OrderService[]>().notNull().default([]),
    amounts: jsonb('amounts').$type<OrderAmounts>().notNull(),
    /** amounts.total, as a column so payments can compare it in SQL. */
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    remark: text('remark').notNull().default(''),
    submitId: text('submit_id').notNull(),
    installStatus: integer('install_status').$type<InstallStatus>(),
    paymentType: integer('payment_type').$type<PaymentType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Unpaid orders expire at this time (30 minutes, SPEC §9). */
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    installedAt: timestamp('installed_at', { withTimezone: true }),
    /** Shipped orders are confirmed automatically at this time. */
    autoConfirmAt: timestamp('auto_confirm_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** When the order's points were credited: once, after its return window passed (issue 17). */
    pointsRewardedAt: timestamp('points_rewarded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_unpaid_deadline_idx').on(t.payBefore).where(sql`${t.status} = 1`),
    index('orders_shipped_deadline_idx').on(t.autoConfirmAt).where(sql`${t.status} = 3`),
    index('orders_points_due_idx')
      .on(t.completedAt)
      .where(sql`${t.pointsRewardedAt} is null and ${t.status} in (4, 5)`),
    index('orders_station_idx').on(t.stationId),
    // The console's list: newest first, within a status, and an order number typed from its start.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_number_prefix_idx').on(sql`${t.orderNumber} text_pattern_ops`),
    // The dashboard's paid orders per Los Angeles day.
    index('orders_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check('orders_total_not_negative', sql`${t.totalCents} >= 0`),
  ],
);

/** An order line: the product as it was sold (name, size, price) so catalog edits do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    prodId: integer('prod_id').notNull(),
    bizType: integer('biz_type').notNull(),
    prodName: text('prod_name').notNull(),
    brandName: text('brand_name').notNull(),
    displaySize: text('display_size'),
    partyCode: text('party_code').notNull(),
    image: text('image').notNull(),
    tier: integer('tier'),
    priceCents: integer('price_cents').notNull(),
    count: integer('count').notNull(),
    /** Cents of activities and goods coupons this line bears, so a refund of it is net of its share. */
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // Staff search any part of a product name across every order.
    index('order_items_name_trgm_idx').using('gin', sql`${t.prodName} gin_trgm_ops`),
    check('order_items_count_positive', sql`${t.count} > 0`),
  ],
);

/** A note staff keep on an order (issue 13); shoppers never see it. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorRole: text('author_role').$type<UserRole>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** One row per client submit id: a repeated submit answers the orders of the first one. */
export const orderSubmits = pgTable(
  'order_submits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submitId: text('submit_id').notNull(),
    orderNumbers: text('order_numbers').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.submitId] })],
);
