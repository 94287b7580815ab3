import { type AdjustPointsRequest, type AdminCustomerPoints, PointsSource } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { users } from '../account';
import { pointsLedger } from './points-ledger';
import type { PointsReads } from './points-reads';

/** Staff see a customer's points and adjust them with a reason (audited); the balance never goes below zero. */
export function adjustPoints({ db, clock }: Deps, reads: PointsReads) {
  async function customerPoints(userId: string): Promise<AdminCustomerPoints> {
    const [summary, page] = await Promise.all([
      reads.balanceAndExpiring(userId),
      reads.records(userId, { current: 1, size: 50 }),
    ]);
    return { summary, records: page.records };
  }

  return {
    customerPoints,
    async adjust(by: Principal, userId: string, request: AdjustPointsRequest & { reason: string }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!customer) throw refuse('USER_NOT_FOUND');
        const change = { userId, source: PointsSource.Staff, now, note: request.reason };
        const balance =
          request.change > 0
            ? await pointsLedger.credit(tx, { ...change, points: request.change })
            : await pointsLedger.debit(tx, { ...change, points: -request.change });
        await recordStaffWrite(tx, {
          actor: by,
          action: 'points.adjust',
          subject: `user:${userId}`,
          before: { balance: balance - request.change },
          after: { balance, change: request.change, reason: request.reason },
          at: now,
        });
      });
      return customerPoints(userId);
    },
  };
}
