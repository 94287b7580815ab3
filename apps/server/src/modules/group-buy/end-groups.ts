import { GroupState, PaymentRefundReason } from '@tread/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLockUnavailable } from '../../db/errors';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { Job } from '../../platform/jobs';
import type { GroupOrders } from '../order';
import type { PaymentRefunds } from '../payment';
import { buyingGroups, groupMembers } from './tables';

/** Groups ended per sweep batch: each may refund several payments. */
const BATCH = 20;
/** A staff close that finds a member's payment under way waits this long and tries again, a few times. */
const CLOSE_RETRY_MS = 100;
const CLOSE_TRIES = 5;

export type GroupEnding = typeof GroupState.Failed | typeof GroupState.Closed;

/**
 * Ending a group that did not fill (issue 15): when its time limit passed — swept, so it happens once
 * whether or not an instance was running at the deadline — or when staff close it. Every member's order
 * closes and gives back what it took, and every paid one is refunded in full, in the same transaction.
 */
export function endGroups(
  { db, clock }: Deps,
  ports: {
    orders: GroupOrders;
    refunds: Pick<PaymentRefunds, 'claimForOrders' | 'trySend'>;
    log: FastifyBaseLogger;
  },
) {
  /**
   * Ends one group if it is still open ('due' only: its time ran out). 'busy' when a member's payment holds
   * its order: the payment then finds the group ended, and the next try ends it.
   */
  async function endGroup(
    groupId: number,
    ending: GroupEnding,
    due: boolean,
  ): Promise<'ended' | 'busy' | 'not open'> {
    const outcome = await db.transaction(async (tx) => {
      const now = clock.now();
      const [group] = await tx
        .select()
        .from(buyingGroups)
        .where(and(eq(buyingGroups.id, groupId), eq(buyingGroups.state, GroupState.Open)))
        .for('update', due ? { skipLocked: true } : {});
      if (!group || (due && group.expiresAt > now)) return { result: 'not open' as const, refunds: [] };
      const members = await tx
        .select({ orderId: groupMembers.orderId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), isNull(groupMembers.leftAt)));
      const orderIds = members.map((member) => member.orderId);
      try {
        await tx.transaction((savepoint) => ports.orders.lock(savepoint, orderIds));
      } catch (error) {
        if (isLockUnavailable(error)) return { result: 'busy' as const, refunds: [] };
        throw error;
      }
      await tx.update(buyingGroups).set({ state: ending, endedAt: now }).where(eq(buyingGroups.id, groupId));
      const closed = await ports.orders.closeFailed(tx, orderIds, now);
      const refunds = await ports.refunds.claimForOrders(
        tx,
        closed.filter((order) => order.wasPaid),
        { reason: PaymentRefundReason.GroupFailed, note: `group ${groupId} ${ending}` },
      );
      return { result: 'ended' as const, refunds };
    });
    for (const refund of outcome.refunds) await ports.refunds.trySend(refund, ports.log);
    return outcome.result;
  }

  const sweep: Job = {
    name: 'end groups whose time ran out',
    batchSize: BATCH,
    async runBatch() {
      const due = await db
        .select({ id: buyingGroups.id })
        .from(buyingGroups)
        .where(and(eq(buyingGroups.state, GroupState.Open), lte(buyingGroups.expiresAt, clock.now())))
        .orderBy(asc(buyingGroups.expiresAt))
        .limit(BATCH);
      let ended = 0;
      for (const { id } of due) if ((await endGroup(id, GroupState.Failed, true)) === 'ended') ended++;
      return ended;
    },
  };

  /** Staff close a group early; refused as busy only if members' payments kept it locked through every try. */
  async function close(groupId: number): Promise<void> {
    for (let attempt = 1; attempt <= CLOSE_TRIES; attempt++) {
      if ((await endGroup(groupId, GroupState.Closed, false)) !== 'busy') return;
      await new Promise((resolve) => setTimeout(resolve, CLOSE_RETRY_MS));
    }
    throw refuse('ACTIVITY_VERY_HOT');
  }

  return { sweep, close };
}
export type EndGroups = ReturnType<typeof endGroups>;
