import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../testing/backend';
import { resetPromotions } from '../../testing/handlers/promotions';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  resetPromotions();
});

afterEach(() => cleanup());

const guide = () => screen.findByRole('dialog', { name: 'A coupon for you' });

describe('a channel coupon link (SPEC §4)', () => {
  it('keeps the key, shows the coupon and sends a guest to sign in to claim it', async () => {
    const { router } = renderApp('/?channelCouponKey=SPRING25');
    const popup = await guide();
    expect(within(popup).getByText('Spring tire event')).toBeTruthy();
    expect(localStorage.getItem('channelCouponKey')).toBe('SPRING25');
    fireEvent.click(within(popup).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(callsTo('/p/coupon/claimChannel')).toHaveLength(0);
  });

  it('claims for a signed-in shopper, then the banner reminds them until they close it', async () => {
    signInForTest();
    renderApp('/?channelCouponKey=SPRING25');
    fireEvent.click(within(await guide()).getByRole('button', { name: 'Claim' }));
    const claimed = await screen.findByRole('dialog', { name: 'Coupon claimed' });
    expect(within(claimed).getByRole('link', { name: 'My coupons' }).getAttribute('href')).toBe(
      '/packages/activities/my-coupon',
    );
    expect(callsTo('/p/coupon/claimChannel')[0]?.body).toEqual({ weakAuthToken: 'SPRING25' });
    // The banner waits while a popup is up.
    expect(screen.queryByRole('region', { name: 'Your coupon' })).toBeNull();

    fireEvent.click(within(claimed).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    const banner = await screen.findByRole('region', { name: 'Your coupon' });
    expect(await within(banner).findByRole('link', { name: 'Use now' })).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Close the coupon banner' }));
    expect(screen.queryByRole('region', { name: 'Your coupon' })).toBeNull();
  });

  it('drops a key the shop does not know, without a word', async () => {
    localStorage.setItem('channelCouponKey', 'NOPE');
    renderApp('/');
    await waitFor(() => expect(callsTo('/area/getAdsCouponInfo')).toHaveLength(1));
    await waitFor(() => expect(localStorage.getItem('channelCouponKey')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing when there is no key', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find tires that fit' });
    expect(callsTo('/area/getAdsCouponInfo')).toHaveLength(0);
  });
});
