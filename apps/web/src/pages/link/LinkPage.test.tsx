import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../testing/backend';
import { resetPromotions } from '../../testing/handlers/promotions';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  resetPromotions();
  sessionStorage.clear();
});
afterEach(() => cleanup());

const shown = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('a deep link (SPEC §2)', () => {
  it('opens a whitelisted page in place of itself', async () => {
    const { router } = renderApp(`/link?to=${encodeURIComponent('/pages/prod/prod?prodid=7&skuId=457')}`);
    await waitFor(() => expect(shown(router)).toBe('/pages/prod/prod?prodid=7&skuId=457'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens home for a page off the whitelist', async () => {
    const { router } = renderApp(`/link?to=${encodeURIComponent('/pages/basket/basket')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('carries a channel coupon key on and tries its claim at once', async () => {
    signInForTest();
    const { router } = renderApp(
      `/link?to=${encodeURIComponent('web+tread://pages/tires/tires')}&channelCouponKey=SPRING25`,
    );
    await waitFor(() => expect(shown(router)).toBe('/pages/tires/tires?channelCouponKey=SPRING25'));
    await waitFor(() => expect(callsTo('/p/coupon/claimChannel')).toHaveLength(1));
    // Claimed without the guide popup's Claim tap: the claimed popup shows the coupon.
    expect(screen.queryByRole('dialog', { name: 'A coupon for you' })).toBeNull();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
