import type { ActivityType, CouponTarget, PricedActivityType } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { orders } from '../order';

export type ScopeIds = { prodIds: number[]; brandIds: number[]; categoryIds: number[] };

/** A coupon operations hand out (SPEC §3 'Coupon'): what it takes off, when, on what, and how many. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    target: text('target').$type<CouponTarget>().notNull(),
    amountCents: integer('amount_cents'),
    percent: integer('percent'),
    maxOffCents: integer('max_off_cents'),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** Null hands out any number. */
    totalQuantity: integer('total_quantity'),
    claimedCount: integer('claimed_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    stackable: boolean('stackable').notNull().default(false),
    appOnly: boolean('app_only').notNull().default(false),
    inCenter: boolean('in_center').notNull().default(true),
    code: text('code'),
    channelKey: text('channel_key'),
    bannerEnabled: boolean('banner_enabled').notNull().default(true),
    scope: jsonb('scope').$type<ScopeIds>().notNull(),
    /** Paused: not handed out; coupons already claimed stay usable. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Ended: not handed out and no longer usable. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    uniqueIndex('coupons_channel_key_idx').on(t.channelKey),
    check('coupons_amount_or_percent', sql`(${t.amountCents} is null) <> (${t.percent} is null)`),
    check(
      'coupons_never_over_claimed',
      sql`${t.totalQuantity} is null or ${t.claimedCount} <= ${t.totalQuantity}`,
    ),
  ],
);

/** A coupon a shopper claimed; used by at most one order, given back when that order is. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byCode: boolean('by_code').notNull().default(false),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_coupons_user_idx').on(t.userId, t.couponId),
    index('user_coupons_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** An activity (SPEC §3 'Activity types' 2–5) over products, brands or categories, for a window. */
export const activities = pgTable('activities', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  type: integer('type').$type<PricedActivityType>().notNull(),
  description: text('description').notNull().default(''),
  percent: integer('percent'),
  amountCents: integer('amount_cents'),
  cashback: boolean('cashback').notNull().default(false),
  membersOnly: boolean('members_only').notNull().default(false),
  scope: jsonb('scope').$type<ScopeIds>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What promotions gave an order: each coupon and activity line with its discount, and rebates or cashback
 * owed once the return window has passed (paid once, or void when the order is given back).
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id),
    activityId: integer('activity_id').references(() => activities.id),
    activityType: integer('activity_type').$type<ActivityType>(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paybackCents: integer('payback_cents').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidAt: timestamp('void_at', { withTimezone: true }),
  },
  (t) => [
    index('order_promotions_order_idx').on(t.orderId),
    index('order_promotions_unpaid_idx')
      .on(t.orderId)
      .where(sql`${t.paybackCents} > 0 and ${t.paidAt} is null and ${t.voidAt} is null`),
    check('order_promotions_not_negative', sql`${t.amountCents} >= 0 and ${t.paybackCents} >= 0`),
  ],
);

/** The empty-result survey (SPEC §1): one answer per shopper, which granted a coupon. */
export const surveyAnswers = pgTable('survey_answers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lookingFor: text('looking_for').notNull(),
  needed: text('needed').notNull(),
  /** Set in the answer's own transaction, once the coupon is claimed. */
  userCouponId: integer('user_coupon_id').references(() => userCoupons.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
