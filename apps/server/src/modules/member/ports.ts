import type { Transaction } from '../../db/client';
import type { ConfigService } from '../config';

/** What membership needs of other modules (bound in app.ts). */
export type MemberPorts = {
  rules: ConfigService['rules'];
  /** Gives a coupon in a savepoint of the caller's transaction; false when it cannot be had any more. */
  grantCoupon(tx: Transaction, userId: string, couponId: number, now: Date): Promise<boolean>;
  couponNames(ids: readonly number[]): Promise<{ id: number; name: string }[]>;
};
