import { type ClaimCouponAnswer, PromotionMessages } from '@tread/domain';
import { and, count, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { myCouponOf } from './my-coupons';
import { type CouponRow, couponState, scopeNames, type UserCouponRow } from './rules';
import { coupons, userCoupons } from './tables';

/**
 * Claiming a coupon (SPEC §4 'Channel coupon flow': code entry is followed by claim, then use). One
 * conditional UPDATE counts the claim, so a coupon with a fixed number to hand out is never over-claimed;
 * the coupon's row stays locked until commit, so one shopper's racing claims see each other.
 */
export async function claimCouponIn(
  tx: Transaction,
  which: SQL,
  claim: { userId: string; now: Date; byCode: boolean },
): Promise<{ coupon: CouponRow; claim: UserCouponRow }> {
  const [taken] = await tx
    .update(coupons)
    .set({ claimedCount: sql`${coupons.claimedCount} + 1` })
    .where(
      and(
        which,
        isNull(coupons.endedAt),
        isNull(coupons.pausedAt),
        lt(sql`${claim.now}::timestamptz`, coupons.validTo),
        or(isNull(coupons.totalQuantity), lt(coupons.claimedCount, coupons.totalQuantity)),
      ),
    )
    .returning();
  if (!taken) throw await whyNotClaimable(tx, which, claim.now);
  const [mine] = await tx
    .select({ n: count() })
    .from(userCoupons)
    .where(and(eq(userCoupons.couponId, taken.id), eq(userCoupons.userId, claim.userId)));
  // Thrown, so the count taken above is rolled back with it.
  if ((mine?.n ?? 0) >= taken.perUserLimit) throw refuse('COUPON_ALREADY_CLAIMED');
  const [row] = await tx
    .insert(userCoupons)
    .values({ couponId: taken.id, userId: claim.userId, byCode: claim.byCode, claimedAt: claim.now })
    .returning();
  if (!row) throw new Error('claim not written');
  return { coupon: taken, claim: row };
}

/** The refusal for a coupon the claim could not take: unknown, ended, expired, paused or all handed out. */
async function whyNotClaimable(tx: Transaction, which: SQL, now: Date) {
  const [coupon] = await tx.select().from(coupons).where(which);
  if (!coupon) return refuse('NO_RELATED_COUPONS');
  const state = couponState(coupon, now);
  if (coupon.endedAt !== null) return refuse('PROMOTION_ENDED');
  if (state === 'ended') return refuse('COUPON_STATUS', 'expired');
  if (state === 'paused') return refuse('PROMOTION_ENDED');
  return refuse('NO_MORE_COUPONS');
}

export function claimCoupons({ db, clock }: Deps) {
  async function claim(userId: string, which: SQL, byCode: boolean): Promise<ClaimCouponAnswer> {
    const now = clock.now();
    const claimed = await db.transaction((tx) => claimCouponIn(tx, which, { userId, now, byCode }));
    const names = await scopeNames(db, [claimed.coupon.scope]);
    return {
      coupon: myCouponOf(claimed.coupon, claimed.claim, null, names, now),
      message: PromotionMessages.Claimed,
    };
  }

  return {
    /** POST /p/coupon/claim: from the coupon center, or a channel coupon's claim popup. */
    claim: (userId: string, couponId: number) =>
      claim(userId, and(eq(coupons.id, couponId), eq(coupons.inCenter, true))!, false),
    /** POST /p/coupon/claimByCode: a typed code; an unknown one is 'No related coupons'. */
    claimByCode: (userId: string, code: string) => claim(userId, eq(coupons.code, code), true),
    /** A channel link's coupon, by its key. */
    claimByChannelKey: (userId: string, key: string) => claim(userId, eq(coupons.channelKey, key), false),
  };
}
export type ClaimCoupons = ReturnType<typeof claimCoupons>;
