import { type CouponOfferAnswer, CouponUnusable } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { couponFace } from '../../testing/coupons';
import { chosenIds, chosenTotal, couponRequest, isSelectable, toggleCoupon } from './checkout-coupons';

const offer = (
  userCouponId: number,
  changes: Partial<Omit<CouponOfferAnswer, 'coupon'>> & { stackable?: boolean } = {},
): CouponOfferAnswer => {
  const { stackable = false, ...rest } = changes;
  return {
    userCouponId,
    coupon: couponFace({ couponId: userCouponId, name: `Coupon ${userCouponId}`, stackable }),
    chosen: false,
    reason: null,
    reasonText: null,
    amount: 0,
    ...rest,
  };
};

describe('choosing coupons at checkout', () => {
  const single = offer(1);
  const otherSingle = offer(2);
  const stackA = offer(3, { stackable: true });
  const stackB = offer(4, { stackable: true });
  const offers = [single, otherSingle, stackA, stackB];

  it('chooses a coupon that does not stack alone', () => {
    expect(toggleCoupon([3, 4], single, offers)).toEqual([1]);
    expect(toggleCoupon([1], otherSingle, offers)).toEqual([2]);
  });

  it('adds a stackable coupon to the other stackable ones, dropping one that does not stack', () => {
    expect(toggleCoupon([3], stackB, offers)).toEqual([3, 4]);
    expect(toggleCoupon([1], stackA, offers)).toEqual([3]);
  });

  it('lets a chosen coupon go', () => {
    expect(toggleCoupon([3, 4], stackA, offers)).toEqual([4]);
    expect(toggleCoupon([1], single, offers)).toEqual([]);
  });

  it('keeps one coupon claimed with a code per order: a second code replaces the first', () => {
    expect(toggleCoupon([3], stackB, offers, new Set([3, 4]))).toEqual([4]);
    expect(toggleCoupon([3], stackB, offers, new Set([4]))).toEqual([3, 4]);
  });

  it('lets the shopper tap a coupon that only clashes with the choice, not one unusable on the order', () => {
    expect(isSelectable(offer(5, { reason: CouponUnusable.NotStackable }))).toBe(true);
    expect(isSelectable(offer(5, { reason: CouponUnusable.OneCode }))).toBe(true);
    expect(isSelectable(offer(5, { reason: CouponUnusable.MinSpend }))).toBe(false);
    expect(isSelectable(offer(5, { reason: CouponUnusable.AppOnly }))).toBe(false);
  });

  it("reads the server's choice and what it takes off", () => {
    const priced = [
      offer(1, { chosen: true, amount: 2000 }),
      offer(3, { chosen: true, amount: 500 }),
      offer(4),
    ];
    expect(chosenIds(priced)).toEqual([1, 3]);
    expect(chosenTotal(priced)).toBe(2500);
  });

  it('names only the groups the shopper chose for, tires first', () => {
    expect(couponRequest({ parts: [7], tires: [] }, ['tires', 'parts'])).toEqual([
      { group: 'tires', userCouponIds: [] },
      { group: 'parts', userCouponIds: [7] },
    ]);
    expect(couponRequest({}, ['tires', 'parts'])).toEqual([]);
  });
});
