import {
  type AdminAnnouncement,
  type AdminAnnouncementsAnswer,
  type AnnouncementEdit,
  NoticeKind,
} from '@tread/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { pageAnswer } from '../../platform/paging';
import { recordStaffWrite } from '../../platform/staff-audit';
import { notices } from './tables';

type NoticeRow = typeof notices.$inferSelect;

const isAnnouncement = isNull(notices.userId);

const staffRowOf = (row: NoticeRow): AdminAnnouncement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  published: row.removedAt === null,
  removedAt: row.removedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What a staff write leaves in the trail of an announcement. */
const trailOf = (row: NoticeRow) => ({ title: row.title, body: row.body, published: row.removedAt === null });

/**
 * Operations write the announcements every shopper reads (issue 18). An unpublished one is taken down: shoppers
 * read 'Announcement does not exist' until it is published again. Each write is audited in its transaction.
 */
export function staffAnnouncements({ db, clock }: Deps) {
  async function lockAnnouncement(tx: Transaction, id: number): Promise<NoticeRow> {
    const [row] = await tx
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), isAnnouncement))
      .for('update');
    if (!row) throw refuse('ANNOUNCEMENT_NOT_FOUND');
    return row;
  }

  async function change(
    by: Principal,
    id: number,
    action: string,
    set: (before: NoticeRow, now: Date) => Partial<NoticeRow>,
  ): Promise<AdminAnnouncement> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const before = await lockAnnouncement(tx, id);
      const [row] = await tx
        .update(notices)
        .set({ ...set(before, now), updatedAt: now })
        .where(eq(notices.id, id))
        .returning();
      if (!row) throw refuse('ANNOUNCEMENT_NOT_FOUND');
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: `announcement:${id}`,
        before: trailOf(before),
        after: trailOf(row),
        at: now,
      });
      return staffRowOf(row);
    });
  }

  return {
    async list(page: { current: number; size: number }): Promise<AdminAnnouncementsAnswer> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(isAnnouncement)
          .orderBy(desc(notices.id))
          .limit(page.size)
          .offset((page.current - 1) * page.size),
        db.select({ n: count() }).from(notices).where(isAnnouncement),
      ]);
      return pageAnswer(rows.map(staffRowOf), total?.n ?? 0, page);
    },

    async create(by: Principal, edit: AnnouncementEdit): Promise<AdminAnnouncement> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(notices)
          .values({
            kind: NoticeKind.Announcement,
            title: edit.title,
            body: edit.body,
            removedAt: edit.published ? null : now,
            createdBy: by.userId,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('announcement not written');
        await recordStaffWrite(tx, {
          actor: by,
          action: 'announcement.create',
          subject: `announcement:${row.id}`,
          before: null,
          after: trailOf(row),
          at: now,
        });
        return staffRowOf(row);
      });
    },

    /** The text again; publishing keeps the time it was first taken down only while it stays down. */
    update: (by: Principal, id: number, edit: AnnouncementEdit) =>
      change(by, id, 'announcement.update', (before, now) => ({
        title: edit.title,
        body: edit.body,
        removedAt: edit.published ? null : (before.removedAt ?? now),
      })),

    /** Taken down: shoppers no longer list it, and opening it reads 'Announcement does not exist'. */
    remove: (by: Principal, id: number) =>
      change(by, id, 'announcement.remove', (before, now) => ({ removedAt: before.removedAt ?? now })),
  };
}
export type StaffAnnouncements = ReturnType<typeof staffAnnouncements>;
