import type { Transaction } from '../../db/client';
import type { ConfigService } from '../config';
import type { GrowthChange } from '../member';

/** Points, lucky-wheel and top-up rules as staff set them (config module). */
export type RulesRead = ConfigService['rules'];

/** Coupons given as prizes and bonuses (promotion module), inside the caller's transaction. */
export type CouponGrants = {
  /** False when the coupon cannot be had any more (ended, all handed out, the shopper's limit reached). */
  grant(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean>;
};

/** Growth for completed spending (member module), in the caller's transaction. */
export type GrowthCredit = (tx: Transaction, change: GrowthChange) => Promise<void>;

/** Whether the shopper's paid membership is running (member module): it doubles the sign-in points. */
export type VipRead = (userId: string, now: Date) => Promise<boolean>;
