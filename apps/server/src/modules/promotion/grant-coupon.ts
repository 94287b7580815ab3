import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { claimCouponIn } from './claim-coupon';
import { coupons } from './tables';

/**
 * Coupons given rather than claimed: a lucky-wheel prize, a top-up's bonus (issue 17). The same claim as the
 * coupon center's, counted against the coupon's quantity and the shopper's limit, in a savepoint of the
 * caller's transaction; a coupon that cannot be had any more answers false and leaves nothing behind.
 */
export function couponGrants({ db }: Deps) {
  return {
    async grant(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean> {
      try {
        await tx.transaction((savepoint) =>
          claimCouponIn(savepoint, eq(coupons.id, couponId), { userId, now, byCode: false }),
        );
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    /** The coupons' names, for the options that offer them. */
    names: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: coupons.id, name: coupons.name })
            .from(coupons)
            .where(inArray(coupons.id, [...ids])),
  };
}
export type CouponGrants = ReturnType<typeof couponGrants>;
