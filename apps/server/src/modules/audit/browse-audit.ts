import { type AuditFilters, type AuditPage, laDayBounds } from '@tread/domain';
import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { likeLiteral } from '../../platform/like';
import { pageAnswer } from '../../platform/paging';
import { staffAudit } from '../../platform/staff-audit';
import { users } from '../account';

/** Staff browse the trail newest first; `subject` matches from its start ('order:' lists every order's writes). */
export function auditTrail({ db }: Deps) {
  return async function browse(query: AuditFilters): Promise<AuditPage> {
    const conditions: (SQL | undefined)[] = [
      query.actorEmail ? eq(users.email, query.actorEmail.toLowerCase()) : undefined,
      query.action ? eq(staffAudit.action, query.action) : undefined,
      query.subject ? like(staffAudit.subject, `${likeLiteral(query.subject)}%`) : undefined,
      query.from ? gte(staffAudit.at, laDayBounds(query.from).start) : undefined,
      query.to ? lt(staffAudit.at, laDayBounds(query.to).end) : undefined,
    ];
    const where = and(...conditions);
    const [counted] = await db
      .select({ n: count() })
      .from(staffAudit)
      .innerJoin(users, eq(users.id, staffAudit.actorId))
      .where(where);
    const rows = await db
      .select({
        id: staffAudit.id,
        at: staffAudit.at,
        actorId: staffAudit.actorId,
        actorEmail: users.email,
        actorRole: staffAudit.actorRole,
        action: staffAudit.action,
        subject: staffAudit.subject,
        before: staffAudit.before,
        after: staffAudit.after,
      })
      .from(staffAudit)
      .innerJoin(users, eq(users.id, staffAudit.actorId))
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size);
    const records = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return pageAnswer(records, counted?.n ?? 0, query);
  };
}
export type BrowseAudit = ReturnType<typeof auditTrail>;
