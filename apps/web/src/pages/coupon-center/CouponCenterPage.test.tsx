import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../testing/backend';
import { centerItem, serveCoupons } from '../../testing/coupons';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const CENTER = '/packages/activities/coupon-center';

const offer = () =>
  serveCoupons({
    center: [
      centerItem({ couponId: 1, name: 'Tire set savings', remaining: 5 }),
      centerItem({ couponId: 2, name: 'Early bird', amount: 2500, claimState: 'none_left', remaining: 0 }),
      centerItem({ couponId: 3, name: 'Weekend', claimState: 'claimed', claimedByMe: 1 }),
    ],
    mine: [],
    codes: {},
  });

const ticket = async (name: string) =>
  (await screen.findByText(name)).closest('.coupon-ticket') as HTMLElement;

beforeEach(() => resetSessionForTest());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the coupon center', () => {
  it('shows each coupon as a ticket: what it takes off, from what spend, when and how many are left', async () => {
    signInForTest();
    offer();
    renderApp(CENTER);
    const savings = await ticket('Tire set savings');
    expect(within(savings).getByText('$20.00 off')).toBeTruthy();
    expect(within(savings).getByText('On orders of $300.00+')).toBeTruthy();
    expect(within(savings).getByText('All products')).toBeTruthy();
    expect(within(savings).getByText(/^\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    expect(within(savings).getByText('5 left')).toBeTruthy();

    const gone = (await ticket('Early bird')).querySelector('button') as HTMLButtonElement;
    expect(gone.textContent).toBe('No more coupons');
    expect(gone.disabled).toBe(true);
    expect(within(await ticket('Weekend')).getByRole('link', { name: 'Use now' })).toBeTruthy();
  });

  it('claims a coupon with one tap, then offers to use it', async () => {
    signInForTest();
    offer();
    renderApp(CENTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim $20.00 off coupon' }));
    expect(await screen.findByText('Coupon claimed')).toBeTruthy();
    expect(callsTo('/p/coupon/claim').at(-1)?.body).toEqual({ couponId: 1 });
    await waitFor(async () =>
      expect(within(await ticket('Tire set savings')).getByRole('link', { name: 'Use now' })).toBeTruthy(),
    );
  });

  it('says why a claim was refused, in the server’s words', async () => {
    signInForTest();
    const state = offer();
    renderApp(CENTER);
    const claim = await screen.findByRole('button', { name: 'Claim $20.00 off coupon' });
    // Someone took the last one while the page was open.
    (state.center[0] as { claimState: string }).claimState = 'none_left';
    fireEvent.click(claim);
    expect(await screen.findByText('No more coupons', { selector: '.toast' })).toBeTruthy();
  });

  it('sends a guest to sign in before claiming', async () => {
    offer();
    const { router } = renderApp(CENTER);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim $20.00 off coupon' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(callsTo('/p/coupon/claim')).toEqual([]);
  });
});
