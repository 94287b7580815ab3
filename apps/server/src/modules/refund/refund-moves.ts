import {
  type NoticeDraft,
  NoticeKind,
  REFUND_TRANSITIONS,
  type RefundAction,
  refundStatusText,
} from '@tread/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { refundRequests } from './tables';

export type RefundRow = typeof refundRequests.$inferSelect;

/**
 * Applies `action` to the requests `where` picks, only those in a status the machine lets it start from
 * (packages/domain refunds.ts holds the table): of racing moves exactly one changes each request.
 */
export function moveRefund(
  tx: Transaction,
  action: RefundAction,
  where: SQL | undefined,
  now: Date,
  set: PgUpdateSetSource<typeof refundRequests> = {},
): Promise<RefundRow[]> {
  const { from, to } = REFUND_TRANSITIONS[action];
  return tx
    .update(refundRequests)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(where, inArray(refundRequests.status, [...from])))
    .returning();
}

export type RefundMove = typeof moveRefund;

/** The message center's notify, in the move's transaction (wired in app.ts). */
export type RefundNotify = (tx: Transaction, draft: NoticeDraft) => Promise<void>;

/** The shopper's notice of a move they did not make themselves; the move's time keys it, so each is told once. */
const movedNotice = (row: RefundRow): NoticeDraft => ({
  userId: row.userId,
  kind: NoticeKind.Refund,
  title: 'Refund update',
  body: `Refund ${row.refundNumber} for order ${row.orderNumber}: ${refundStatusText(row.status)}`,
  path: `/packages/refund/details-of-refund?refundNumber=${encodeURIComponent(row.refundNumber)}`,
  eventKey: `refund:${row.refundNumber}:${row.status}:${row.updatedAt.getTime()}`,
});

/** moveRefund for the merchant's answers, the money back and the deadlines: each moved request's shopper is told. */
export function movedWithNotice(notify: RefundNotify): RefundMove {
  return async (tx, action, where, now, set) => {
    const rows = await moveRefund(tx, action, where, now, set);
    for (const row of rows) await notify(tx, movedNotice(row));
    return rows;
  };
}
