import { describe, expect, it } from 'vitest';
import { channelInfo } from '../../testing/handlers/promotions';
import { bannerShown, claimStep, keyOutcome, qualifies } from './channel-rules';

describe('the channel coupon flow (SPEC §4)', () => {
  it('keeps a key that qualifies and opens its guide; drops any other key', () => {
    expect(keyOutcome(channelInfo(), true)).toEqual({ keep: true, guide: true });
    expect(keyOutcome(channelInfo({ meetAttendActivityCondition: false }), true)).toEqual({
      keep: false,
      guide: false,
    });
    expect(keyOutcome(channelInfo({ hasUsedCoupon: true }), true)).toEqual({ keep: false, guide: false });
    // The server knows no such key.
    expect(keyOutcome(null, true)).toEqual({ keep: false, guide: false });
  });

  it('opens the guide again for a kept key only while the coupon is unclaimed', () => {
    expect(keyOutcome(channelInfo(), false)).toEqual({ keep: true, guide: true });
    expect(keyOutcome(channelInfo({ hasReceivedCoupon: true }), false)).toEqual({ keep: true, guide: false });
    // A fresh link shows it even when claimed: the popup says it is already theirs.
    expect(keyOutcome(channelInfo({ hasReceivedCoupon: true }), true)).toEqual({ keep: true, guide: true });
  });

  it('claims in order: sign in, then nothing when received, the app when app-only, else claim', () => {
    const appOnly = { appOnlyActivity: true, appLink: 'https://tread.app.link/open?channelCouponKey=K' };
    expect(claimStep(channelInfo(), false)).toBe('sign-in');
    expect(claimStep(channelInfo(appOnly), false)).toBe('sign-in');
    expect(claimStep(channelInfo({ hasReceivedCoupon: true, ...appOnly }), true)).toBe('close');
    expect(claimStep(channelInfo(appOnly), true)).toBe('open-app');
    expect(claimStep(channelInfo(), true)).toBe('claim');
  });

  it('shows the banner only with the info in, no popup up, the banner enabled and the coupon unused', () => {
    const info = channelInfo();
    expect(bannerShown({ info, popupOpen: false, dismissed: false })).toBe(true);
    expect(bannerShown({ info: undefined, popupOpen: false, dismissed: false })).toBe(false);
    expect(bannerShown({ info, popupOpen: true, dismissed: false })).toBe(false);
    expect(bannerShown({ info, popupOpen: false, dismissed: true })).toBe(false);
    expect(
      bannerShown({ info: channelInfo({ bannerEnabled: false }), popupOpen: false, dismissed: false }),
    ).toBe(false);
    expect(
      bannerShown({ info: channelInfo({ hasUsedCoupon: true }), popupOpen: false, dismissed: false }),
    ).toBe(false);
    // Claimed but not used yet: the banner stays, to remind them to use it.
    expect(
      bannerShown({ info: channelInfo({ hasReceivedCoupon: true }), popupOpen: false, dismissed: false }),
    ).toBe(true);
    expect(qualifies(channelInfo({ meetAttendActivityCondition: false }))).toBe(false);
  });
});
