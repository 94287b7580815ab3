import { TAB_ROUTES, TabIndex } from '@tread/domain';

/** The coupon pages of SPEC §2: the center and my coupons (activities package), the voucher code (user package). */
export const CouponPath = {
  center: '/packages/activities/coupon-center',
  mine: '/packages/activities/my-coupon',
  voucherCode: '/packages/user/voucher-code',
  /** Where 'Use now' takes the shopper: coupons are spent on tires, parts and their installation. */
  shop: TAB_ROUTES[TabIndex.Tires],
} as const;
