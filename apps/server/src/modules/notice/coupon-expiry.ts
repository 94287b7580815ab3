import { NoticeKind } from '@tread/domain';
import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Job } from '../../platform/jobs';
import { coupons, userCoupons } from '../promotion';
import { notifier } from './notify';
import { notices } from './tables';

const BATCH = 100;
const WARN_BEFORE_MS = 24 * 60 * 60 * 1000;
const MY_COUPONS_PATH = '/packages/activities/my-coupon';

/** The key of one claim's warning: a claim is warned once, however many sweeps see it. */
const expiryKey = (userCouponId: number) => `coupon:${userCouponId}:expiring`;

/**
 * Coupons a shopper holds unused that end within a day (issue 18): one notice per claim. Claims already
 * warned are left out of the batch, so the sweep moves on; claims are locked so other instances skip them.
 */
export function warnExpiringCoupons({ db, clock }: Deps): Job {
  const notify = notifier(clock);
  return {
    name: 'warn shoppers of coupons about to expire',
    batchSize: BATCH,
    runBatch: () =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const due = await tx
          .select({ userCouponId: userCoupons.id, userId: userCoupons.userId, name: coupons.name })
          .from(userCoupons)
          .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
          .where(
            and(
              isNull(userCoupons.orderId),
              isNull(coupons.endedAt),
              gt(coupons.validTo, now),
              lte(coupons.validTo, new Date(now.getTime() + WARN_BEFORE_MS)),
              notExists(
                tx
                  .select({ one: notices.id })
                  .from(notices)
                  .where(eq(notices.eventKey, sql`'coupon:' || ${userCoupons.id} || ':expiring'`)),
              ),
            ),
          )
          .orderBy(asc(userCoupons.id))
          .limit(BATCH)
          .for('update', { of: userCoupons, skipLocked: true });
        for (const claim of due) {
          await notify(tx, {
            userId: claim.userId,
            kind: NoticeKind.Coupon,
            title: 'Your coupon expires soon',
            body: `“${claim.name}” ends within 24 hours. Use it before it expires.`,
            path: MY_COUPONS_PATH,
            eventKey: expiryKey(claim.userCouponId),
          });
        }
        return due.length;
      }),
  };
}
