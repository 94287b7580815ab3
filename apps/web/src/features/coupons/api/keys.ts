import type { CouponStatus } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every coupon query sits under the user's key: a claim or an order reads them all again, sign-out drops them. */
export const couponKeys = {
  all: [...USER_QUERY_KEY, 'coupons'] as const,
  /** The center answers a guest and a shopper differently (the claim state is the shopper's). */
  center: (signedIn: boolean) => [...couponKeys.all, 'center', signedIn] as const,
  mine: (status: CouponStatus) => [...couponKeys.all, 'mine', status] as const,
};
