import { RefundAction, RefundStatus } from '@tread/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import type { HandleRefund } from './handle-refund';
import type { RefundMove } from './refund-moves';
import { refundRequests } from './tables';

const BATCH = 50;

/**
 * The refund deadlines (SPEC §4), written by the sweep as reads already show them, safe with several
 * instances (SKIP LOCKED, conditional moves): unanswered requests are accepted, returns not sent in time
 * close, and requests whose gateway refund went through later are marked successful.
 */
export function refundJobs(
  { db, clock }: Deps,
  handle: HandleRefund,
  /** moveRefund that tells the shopper (refund-moves.ts movedWithNotice). */
  moveRefund: RefundMove,
): Job[] {
  return [
    {
      name: 'accept refund requests nobody answered',
      batchSize: BATCH,
      runBatch: () => handle.acceptUnanswered(BATCH),
    },
    {
      name: 'close returns not sent in time',
      batchSize: BATCH,
      runBatch: () =>
        db.transaction(async (tx) => {
          const now = clock.now();
          const due = await tx
            .select({ id: refundRequests.id })
            .from(refundRequests)
            .where(
              and(
                eq(refundRequests.status, RefundStatus.AcceptedAwaitingReturn),
                lte(refundRequests.returnBy, now),
              ),
            )
            .orderBy(asc(refundRequests.returnBy))
            .limit(BATCH)
            .for('update', { skipLocked: true });
          if (due.length === 0) return 0;
          const closed = await moveRefund(
            tx,
            RefundAction.Close,
            inArray(
              refundRequests.id,
              due.map((row) => row.id),
            ),
            now,
          );
          return closed.length;
        }),
    },
    {
      name: 'finish refunds whose money went back',
      batchSize: BATCH,
      runBatch: () => handle.finishOwed(BATCH),
    },
  ];
}
