import { REFUND_TRANSITIONS, type RefundAction } from '@tread/domain';
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
