import type { Transaction } from '../../db/client';
import type { ConfigService } from '../config';

/** Points, lucky-wheel and top-up rules as staff set them (config module). */
export type RulesRead = ConfigService['rules'];

/** Coupons given as prizes and bonuses (promotion module), inside the caller's transaction. */
export type CouponGrants = {
  /** False when the coupon cannot be had any more (ended, all handed out, the shopper's limit reached). */
  grant(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean>;
};
