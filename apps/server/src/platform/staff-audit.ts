import type { UserRole } from '@tread/domain';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';
import type { Principal } from './auth';

/** One row per staff write, written in the write's own transaction: who, when, what, before and after. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').notNull(),
    actorRole: text('actor_role').$type<UserRole>().notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // Ascending indexes, read backward for the newest first (drizzle's desc() adds NULLS LAST, which ORDER BY DESC misses).
  (t) => [
    index('staff_audit_at_idx').on(t.at, t.id),
    index('staff_audit_actor_idx').on(t.actorId, t.at),
    // The trail filters on a subject's start ('order:', 'sku:457').
    index('staff_audit_subject_idx').using('btree', t.subject.op('text_pattern_ops'), t.at),
    index('staff_audit_action_idx').on(t.action, t.at),
  ],
);

/** A staff write as the trail keeps it; `before` is null for a creation, `after` null for a removal. */
export type StaffWrite = {
  actor: Principal;
  /** In the shop's words, area first: 'order.ship', 'sku.change', 'config.set'. */
  action: string;
  /** 'order:T2026…', 'sku:457', 'config:homePage'. */
  subject: string;
  before: unknown;
  after: unknown;
  at: Date;
};

/** Records a staff write inside the transaction that makes it, so a refused or rolled-back change leaves no row. */
export async function recordStaffWrite(tx: Transaction, write: StaffWrite): Promise<void> {
  await tx.insert(staffAudit).values({
    at: write.at,
    actorId: write.actor.userId,
    actorRole: write.actor.role,
    action: write.action,
    subject: write.subject,
    before: write.before ?? null,
    after: write.after ?? null,
  });
}

/** Records many writes of one change (a bulk upload) in one statement, inside its transaction (7 parameters a write: keep a batch under PostgreSQL's 65,535). */
export async function recordStaffWrites(tx: Transaction, writes: readonly StaffWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await tx.insert(staffAudit).values(
    writes.map((write) => ({
      at: write.at,
      actorId: write.actor.userId,
      actorRole: write.actor.role,
      action: write.action,
      subject: write.subject,
      before: write.before ?? null,
      after: write.after ?? null,
    })),
  );
}
