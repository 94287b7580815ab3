import type { NoticeKind } from '@tread/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

/**
 * The message center (SPEC §2 message-platform, recent-news, news-detail): a notice to one shopper (order
 * shipped, refund update, coupon about to expire), or an announcement to all when userId is null.
 */
export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NoticeKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    path: text('path'),
    /** What produced it ('order:…:shipped'), so a repeated event writes one notice; null for announcements. */
    eventKey: text('event_key').unique(),
    /** An announcement staff took down reads as 'Announcement does not exist' (§8). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.id)],
);

/** Which shoppers read which notices (announcements are shared, so reads are kept apart). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);
