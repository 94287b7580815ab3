import type { Notice, NoticesAnswer, NoticesUnreadAnswer } from '@tread/domain';
import { and, count, desc, eq, isNull, notExists, or, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pageAnswer } from '../../platform/paging';
import { noticeReads, notices } from './tables';

type Page = { current: number; size: number };

/** What a shopper may read: their own notices and the announcements to all, none taken down. */
const visibleTo = (userId: string): SQL | undefined =>
  and(or(eq(notices.userId, userId), isNull(notices.userId)), isNull(notices.removedAt));

const readBy = (userId: string) => and(eq(noticeReads.noticeId, notices.id), eq(noticeReads.userId, userId));

const columns = {
  id: notices.id,
  kind: notices.kind,
  title: notices.title,
  body: notices.body,
  path: notices.path,
  createdAt: notices.createdAt,
  readAt: noticeReads.readAt,
};
type NoticeRow = Omit<
  typeof notices.$inferSelect,
  'userId' | 'eventKey' | 'removedAt' | 'createdBy' | 'updatedAt'
> & {
  readAt: Date | null;
};

const noticeOf = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  path: row.path,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The shopper's side of the message center: every query is scoped to them in its WHERE. */
export function myNotices({ db, clock }: Deps) {
  const unreadWhere = (userId: string) =>
    and(
      visibleTo(userId),
      notExists(db.select({ one: noticeReads.noticeId }).from(noticeReads).where(readBy(userId))),
    );

  return {
    async list(userId: string, page: Page): Promise<NoticesAnswer> {
      const [records, [total]] = await Promise.all([
        db
          .select(columns)
          .from(notices)
          .leftJoin(noticeReads, readBy(userId))
          .where(visibleTo(userId))
          .orderBy(desc(notices.id))
          .limit(page.size)
          .offset((page.current - 1) * page.size),
        db.select({ n: count() }).from(notices).where(visibleTo(userId)),
      ]);
      return pageAnswer(records.map(noticeOf), total?.n ?? 0, page);
    },

    /** One notice, marked read as it opens; another shopper's, unknown or taken down reads as missing (§8). */
    async open(userId: string, noticeId: number): Promise<Notice> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select(columns)
          .from(notices)
          .leftJoin(noticeReads, readBy(userId))
          .where(and(eq(notices.id, noticeId), visibleTo(userId)));
        if (!row) throw refuse('NOTICE_NOT_FOUND');
        await tx.insert(noticeReads).values({ noticeId, userId, readAt: clock.now() }).onConflictDoNothing();
        return { ...noticeOf(row), read: true };
      });
    },

    async unread(userId: string): Promise<NoticesUnreadAnswer> {
      const [row] = await db.select({ n: count() }).from(notices).where(unreadWhere(userId));
      return { count: row?.n ?? 0 };
    },

    /** Every notice the shopper can see is read now: the center's 'read all'. */
    async readAll(userId: string): Promise<NoticesUnreadAnswer> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const unread = await tx.select({ noticeId: notices.id }).from(notices).where(unreadWhere(userId));
        if (unread.length === 0) return;
        await tx
          .insert(noticeReads)
          .values(unread.map(({ noticeId }) => ({ noticeId, userId, readAt: now })))
          .onConflictDoNothing();
      });
      return { count: 0 };
    },
  };
}
export type MyNotices = ReturnType<typeof myNotices>;
