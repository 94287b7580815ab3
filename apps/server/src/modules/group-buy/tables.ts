import type { GroupState } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { skus } from '../catalog';
import { orders } from '../order';

/** A group buy (spell group): a SKU at a group price once `groupSize` shoppers have paid within the time limit. */
export const groupActivities = pgTable(
  'group_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    groupPriceCents: integer('group_price_cents').notNull(),
    groupSize: integer('group_size').notNull(),
    timeLimitHours: integer('time_limit_hours').notNull(),
    /** Los Angeles days groups may be started, both included. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('group_activities_size', sql`${t.groupSize} between 2 and 10`)],
);

/** One group: its seats are taken by orders placed and paid within `expiresAt`. */
export const buyingGroups = pgTable(
  'buying_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => groupActivities.id),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the activity when the group starts: later edits do not change a running group. */
    size: integer('size').notNull(),
    seatsTaken: integer('seats_taken').notNull(),
    paidCount: integer('paid_count').notNull().default(0),
    state: text('state').$type<GroupState>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('buying_groups_activity_idx').on(t.activityId, t.state),
    index('buying_groups_open_deadline_idx').on(t.expiresAt).where(sql`${t.state} = 'open'`),
    check(
      'buying_groups_seats',
      sql`${t.seatsTaken} between 0 and ${t.size} and ${t.paidCount} <= ${t.seatsTaken}`,
    ),
  ],
);

/** A shopper's seat in a group, held by one order. */
export const groupMembers = pgTable(
  'group_members',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => buyingGroups.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    leader: boolean('leader').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The seat was given back (the order was canceled or expired unpaid); the row stays for the history. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    index('group_members_group_idx').on(t.groupId),
    // A shopper holds one seat of a group at a time.
    uniqueIndex('group_members_once_idx').on(t.groupId, t.userId).where(sql`${t.leftAt} is null`),
  ],
);
