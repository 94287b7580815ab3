import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../testing/backend';
import { myCoupon, serveCoupons } from '../../testing/coupons';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const VOUCHER = '/packages/user/voucher-code';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  serveCoupons({
    center: [],
    mine: [],
    codes: { TREAD10: myCoupon(9, { couponId: 6, name: 'Welcome code', byCode: true }) },
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the voucher code', () => {
  it('asks for a code twice when none is typed: a toast and a starred line under the field', async () => {
    renderApp(VOUCHER);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(Messages.CouponCodeRequired, { selector: '.toast' })).toBeTruthy();
    // The form's error renders after its own validation settles, which may be a tick after the toast.
    expect(await screen.findByText(Messages.CouponCodeRequiredInline)).toBeTruthy();
    expect(callsTo('/p/coupon/claimByCode')).toEqual([]);
  });

  it('shows the server’s refusal in its own words', async () => {
    renderApp(VOUCHER);
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.NoRelatedCoupons);
    expect(callsTo('/p/coupon/claimByCode').at(-1)?.body).toEqual({ code: 'NOPE' });
  });

  it('claims the code and shows it in my coupons', async () => {
    const { router } = renderApp(VOUCHER);
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: ' tread10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/activities/my-coupon'));
    expect(await screen.findByText('Welcome code')).toBeTruthy();
    expect(screen.getByText('From a code')).toBeTruthy();
  });
});
