import type { ChannelCouponAnswer } from '@tread/domain';

/** The channel coupon flow of SPEC §4, as rules the popup and the banner follow. */

/** The shopper may still have the coupon: the activity's conditions are met and it was not used. */
export const qualifies = (info: ChannelCouponAnswer): boolean =>
  info.meetAttendActivityCondition && !info.hasUsedCoupon;

export interface KeyOutcome {
  /** The key stays stored (`channelCouponKey`), so the banner follows the shopper to the next visit. */
  keep: boolean;
  /** The guide popup opens. */
  guide: boolean;
}

/**
 * What the key's info means when it first arrives: `info` is null when the server knows no such key. A key that
 * qualifies is kept and its guide opens for a fresh link, or for a stored key whose coupon is not claimed yet;
 * any other key is removed.
 */
export function keyOutcome(info: ChannelCouponAnswer | null, fromLink: boolean): KeyOutcome {
  if (!info || !qualifies(info)) return { keep: false, guide: false };
  return { keep: true, guide: fromLink || !info.hasReceivedCoupon };
}

/** What 'Claim' does: sign in first, nothing when already received, the app for app-only coupons, else claim. */
export type ClaimStep = 'sign-in' | 'close' | 'open-app' | 'claim';

export function claimStep(info: ChannelCouponAnswer, signedIn: boolean): ClaimStep {
  if (!signedIn) return 'sign-in';
  if (info.hasReceivedCoupon) return 'close';
  if (info.appOnlyActivity && info.appLink) return 'open-app';
  return 'claim';
}

export interface BannerState {
  info: ChannelCouponAnswer | undefined;
  /** The guide popup or the claimed popup is up. */
  popupOpen: boolean;
  /** Closed by the shopper in this browser session. */
  dismissed: boolean;
}

/** The bottom banner: the info is in, no popup is up, the banner is enabled and the coupon is unused (SPEC §4). */
export function bannerShown({ info, popupOpen, dismissed }: BannerState): boolean {
  return info !== undefined && !popupOpen && !dismissed && info.bannerEnabled && qualifies(info);
}
