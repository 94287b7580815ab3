import { type PaymentAction, paymentStatusAfter, paymentStatusesAllowing } from '@tread/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import { payments } from './tables';

/**
 * Applies `action` to the payments `where` picks, only those in a status the machine lets it start from
 * (packages/domain payment-status.ts): of two racing changes exactly one moves a payment.
 */
export function transitionPayment(
  tx: Transaction,
  action: PaymentAction,
  where: SQL | undefined,
  now: Date,
  set: PgUpdateSetSource<typeof payments> = {},
) {
  return tx
    .update(payments)
    .set({ ...set, status: paymentStatusAfter(action), updatedAt: now })
    .where(and(where, inArray(payments.status, [...paymentStatusesAllowing(action)])))
    .returning({ id: payments.id });
}
