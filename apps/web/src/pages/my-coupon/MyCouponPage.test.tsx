import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../testing/backend';
import { myCoupon, serveCoupons } from '../../testing/coupons';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const MINE = '/packages/activities/my-coupon';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my coupons', () => {
  it('shows the three states with their counts, and the order a used coupon went to', async () => {
    serveCoupons({
      center: [],
      mine: [
        myCoupon(1, { couponId: 1, name: 'Tire set savings' }),
        myCoupon(2, {
          couponId: 2,
          name: 'Installation on us',
          status: CouponStatus.Used,
          orderNumber: '2506020000000001',
        }),
        myCoupon(3, { couponId: 3, name: 'Spring event', status: CouponStatus.Expired }),
      ],
      codes: {},
    });
    renderApp(MINE);
    expect(await screen.findByRole('tab', { name: 'Unused (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Used (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired (1)' })).toBeTruthy();
    expect(await screen.findByText('Tire set savings')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Used (1)' }));
    const used = await screen.findByRole('link', { name: 'Used on order 2506020000000001' });
    expect(used.getAttribute('href')).toBe('/pages/order-detail/order-detail?orderNum=2506020000000001');
    expect(callsTo('/p/myCoupon/list').at(-1)?.query.get('status')).toBe('used');
    expect(screen.getByRole('link', { name: /Have a code\?/ }).getAttribute('href')).toBe(
      '/packages/user/voucher-code',
    );
  });

  it('counts down a coupon ending within a day and says when it has expired', async () => {
    const state = serveCoupons({
      center: [],
      mine: [
        myCoupon(1, {
          couponId: 1,
          name: 'Flash deal',
          validTo: new Date(Date.now() + 2500).toISOString(),
        }),
      ],
      codes: {},
    });
    renderApp(MINE);
    const timer = await screen.findByRole('timer', { name: 'Time left to use this coupon' });
    expect(timer.textContent).toMatch(/^Ends in 00:00:0[0-3]$/);
    const asked = callsTo('/p/myCoupon/list').length;
    // At zero the server moves it to Expired; the page reads the coupons again.
    (state.mine[0] as { status: string }).status = CouponStatus.Expired;
    await waitFor(() => expect(callsTo('/p/myCoupon/list').length).toBeGreaterThan(asked), { timeout: 6000 });
    expect(await screen.findByRole('tab', { name: 'Expired (1)' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No coupons to use' })).toBeTruthy();
  });

  it('flips a coupon to expired at zero even before the list is read again', async () => {
    serveCoupons({
      center: [],
      mine: [
        myCoupon(1, { couponId: 1, name: 'Flash deal', validTo: new Date(Date.now() + 1500).toISOString() }),
      ],
      codes: {},
    });
    renderApp(MINE);
    const flash = (await screen.findByText('Flash deal')).closest('.coupon-ticket') as HTMLElement;
    expect(await within(flash).findByText('This coupon has expired', {}, { timeout: 4000 })).toBeTruthy();
  });
});
