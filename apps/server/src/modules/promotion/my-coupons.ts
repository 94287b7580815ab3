import { type CouponCenterItem, CouponStatus, type MyCoupon, type MyCouponsAnswer } from '@tread/domain';
import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { orders } from '../order';
import { type CouponRow, couponFaceOf, type ScopeNames, scopeNames, type UserCouponRow } from './rules';
import { coupons, userCoupons } from './tables';

/** A claimed coupon's state (SPEC §4 'Coupon states'): used by an order, else expired once over or ended. */
export function couponStatusOf(coupon: CouponRow, claim: UserCouponRow, now: Date): CouponStatus {
  if (claim.orderId !== null) return CouponStatus.Used;
  return coupon.endedAt !== null || now >= coupon.validTo ? CouponStatus.Expired : CouponStatus.Unused;
}

export function myCouponOf(
  coupon: CouponRow,
  claim: UserCouponRow,
  orderNumber: string | null,
  names: ScopeNames,
  now: Date,
): MyCoupon {
  return {
    ...couponFaceOf(coupon, names),
    userCouponId: claim.id,
    status: couponStatusOf(coupon, claim, now),
    claimedAt: claim.claimedAt.toISOString(),
    orderNumber,
    byCode: claim.byCode,
  };
}

/** Center coupons as one shopper sees them: how many are left and whether they may claim another. */
function centerItem(row: CouponRow, mine: number, names: ScopeNames): CouponCenterItem {
  const remaining = row.totalQuantity === null ? null : row.totalQuantity - row.claimedCount;
  const claimState =
    mine >= row.perUserLimit ? 'claimed' : remaining !== null && remaining <= 0 ? 'none_left' : 'claimable';
  return {
    ...couponFaceOf(row, names),
    remaining,
    claimedByMe: mine,
    perUserLimit: row.perUserLimit,
    claimState,
  };
}

export function myCoupons({ db, clock }: Deps) {
  /** Coupons on offer now, and the shopper's claims of each (none for a guest). */
  async function onOffer(reader: Database, userId: string | null) {
    const now = clock.now();
    const rows = await reader
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.inCenter, true),
          isNull(coupons.endedAt),
          isNull(coupons.pausedAt),
          gt(coupons.validTo, now),
        ),
      )
      .orderBy(asc(coupons.validTo), asc(coupons.id));
    const claims = userId
      ? await reader
          .select({ couponId: userCoupons.couponId, n: count() })
          .from(userCoupons)
          .where(eq(userCoupons.userId, userId))
          .groupBy(userCoupons.couponId)
      : [];
    const mine = new Map(claims.map((claim) => [claim.couponId, claim.n]));
    const names = await scopeNames(
      reader,
      rows.map((row) => row.scope),
    );
    return rows.map((row) => centerItem(row, mine.get(row.id) ?? 0, names));
  }

  return {
    /** GET /coupon/center */
    center: async (userId: string | null) => ({ list: await onOffer(db, userId) }),

    /** GET /p/myCoupon/getExtraCouponList: what the shopper can still claim. */
    extra: async (userId: string) => ({
      list: (await onOffer(db, userId)).filter((item) => item.claimState === 'claimable'),
    }),

    /** GET /p/myCoupon/list: one tab of the shopper's coupons, with the count of each tab. */
    async list(userId: string, status: CouponStatus): Promise<MyCouponsAnswer> {
      const now = clock.now();
      const rows = await db
        .select({ coupon: coupons, claim: userCoupons, orderNumber: orders.orderNumber })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .leftJoin(orders, eq(orders.id, userCoupons.orderId))
        .where(eq(userCoupons.userId, userId))
        .orderBy(desc(userCoupons.claimedAt), desc(userCoupons.id));
      const names = await scopeNames(
        db,
        rows.map((row) => row.coupon.scope),
      );
      const all = rows.map((row) => myCouponOf(row.coupon, row.claim, row.orderNumber, names, now));
      const counts = { unused: 0, used: 0, expired: 0 };
      for (const coupon of all) counts[coupon.status]++;
      // Unused ones ending soonest first: the countdown that matters is on top.
      const tab = all.filter((coupon) => coupon.status === status);
      if (status === CouponStatus.Unused) tab.sort((a, b) => a.validTo.localeCompare(b.validTo));
      return { list: tab, counts };
    },

    /** Whether the shopper holds (or held) a coupon, and whether an order used it: the channel flow's checks. */
    async holding(userId: string, couponId: number) {
      const [row] = await db
        .select({ claims: count(), used: count(userCoupons.orderId) })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
      return { received: (row?.claims ?? 0) > 0, used: (row?.used ?? 0) > 0 };
    },
  };
}
export type MyCoupons = ReturnType<typeof myCoupons>;
