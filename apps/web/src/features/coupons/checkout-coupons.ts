import type { CheckoutGroup, CheckoutRequest, CouponOfferAnswer } from '@tread/domain';
import { CouponUnusable } from '@tread/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onSignedOut } from '../auth/session-events';

/**
 * The coupons the shopper chose at checkout, per order group. A group not named lets the server pick the best
 * usable set; once the shopper taps in the coupon sheet the group is named, even with none chosen.
 */
export type CouponChoices = Partial<Record<CheckoutGroup, number[]>>;

/** Not a §3 key: kept for the browser session, so going to pick an installer and back keeps the choice. */
export const CHECKOUT_COUPONS_KEY = 'checkoutCoupons';

interface CheckoutCouponsState {
  choices: CouponChoices;
  choose: (group: CheckoutGroup, userCouponIds: number[]) => void;
  /** Back to the server's best set for every group: after placing the orders, or a refused choice. */
  reset: () => void;
}

export const useCheckoutCoupons = create<CheckoutCouponsState>()(
  persist(
    (set) => ({
      choices: {},
      choose: (group, userCouponIds) =>
        set((state) => ({ choices: { ...state.choices, [group]: userCouponIds } })),
      reset: () => set({ choices: {} }),
    }),
    {
      name: CHECKOUT_COUPONS_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ choices }) => ({ choices }),
    },
  ),
);

onSignedOut(() => useCheckoutCoupons.setState({ choices: {} }));

/** The `coupons` of a checkout request: the groups the shopper chose for, in a fixed order. */
export function couponRequest(
  choices: CouponChoices,
  groups: readonly CheckoutGroup[],
): NonNullable<CheckoutRequest['coupons']> {
  return groups.flatMap((group) => {
    const userCouponIds = choices[group];
    return userCouponIds ? [{ group, userCouponIds }] : [];
  });
}

/** Reasons that only say the coupon clashes with the current choice: tapping it changes the choice. */
const CLASHES: ReadonlySet<string> = new Set([CouponUnusable.NotStackable, CouponUnusable.OneCode]);

/** Whether the shopper may tap the offer: usable on its own, even if it clashes with what is chosen now. */
export const isSelectable = (offer: CouponOfferAnswer): boolean =>
  offer.chosen || offer.reason === null || CLASHES.has(offer.reason);

/** The ids the server priced the group with. */
export const chosenIds = (offers: readonly CouponOfferAnswer[]): number[] =>
  offers.filter((offer) => offer.chosen).map((offer) => offer.userCouponId);

/** What the chosen coupons take off the group, as the server answered it (cents, positive). */
export const chosenTotal = (offers: readonly CouponOfferAnswer[]): number =>
  offers.reduce((total, offer) => total + (offer.chosen ? offer.amount : 0), 0);

/**
 * The choice after tapping `offer`: a chosen one is let go; one that does not stack is chosen alone; a stackable
 * one joins the other stackable ones, replacing a coupon claimed by code when it is one too (one code per order).
 * `byCode` holds the shopper's coupons that were claimed with a code.
 */
export function toggleCoupon(
  current: readonly number[],
  offer: CouponOfferAnswer,
  offers: readonly CouponOfferAnswer[],
  byCode: ReadonlySet<number> = new Set(),
): number[] {
  const id = offer.userCouponId;
  if (current.includes(id)) return current.filter((other) => other !== id);
  if (!offer.coupon.stackable) return [id];
  const stackable = new Set(
    offers.filter((other) => other.coupon.stackable).map((other) => other.userCouponId),
  );
  const kept = current.filter((other) => stackable.has(other) && !(byCode.has(id) && byCode.has(other)));
  return [...kept, id];
}
