import { laDay } from '@tread/domain';
import { and, eq, gt, notExists } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import type { MemberPorts } from './ports';
import { memberAccounts, vipMonthlyGrants } from './tables';

const BATCH = 100;

/**
 * Paying members' monthly coupons (SPEC §6 'exclusive coupons'): once per member per Los Angeles month. The
 * month's row is the key, written with the grants, and members are locked so other instances skip them.
 */
export function grantMonthlyCoupons({ db, clock }: Deps, ports: MemberPorts): Job {
  return {
    name: 'grant paying members their monthly coupons',
    batchSize: BATCH,
    runBatch: async () => {
      const { monthlyCouponIds } = await ports.rules('membership');
      if (monthlyCouponIds.length === 0) return 0;
      return db.transaction(async (tx) => {
        const now = clock.now();
        const month = laDay(now).slice(0, 7);
        const due = await tx
          .select({ userId: memberAccounts.userId })
          .from(memberAccounts)
          .where(
            and(
              gt(memberAccounts.vipExpiresAt, now),
              notExists(
                tx
                  .select({ userId: vipMonthlyGrants.userId })
                  .from(vipMonthlyGrants)
                  .where(
                    and(
                      eq(vipMonthlyGrants.userId, memberAccounts.userId),
                      eq(vipMonthlyGrants.month, month),
                    ),
                  ),
              ),
            ),
          )
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const { userId } of due) {
          const [fresh] = await tx
            .insert(vipMonthlyGrants)
            .values({ userId, month, createdAt: now })
            .onConflictDoNothing()
            .returning({ userId: vipMonthlyGrants.userId });
          if (!fresh) continue;
          for (const couponId of monthlyCouponIds) await ports.grantCoupon(tx, userId, couponId, now);
        }
        return due.length;
      });
    },
  };
}
