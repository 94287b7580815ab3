import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../testing/backend';
import { givePoints, mallCoupon, mallProduct, openMallForTest } from '../../testing/points-mall';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/integral-goods-list';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const tiles = () => within(screen.getByRole('list', { name: 'Items to exchange' })).getAllByRole('link');

describe('the points mall', () => {
  it('shows the balance and a grid of what points buy: price in points (and money), how few are left', async () => {
    givePoints(2500);
    openMallForTest([
      mallProduct(1, { name: 'Bosch ICON Wiper Blade', pointsPrice: 1200, stockLeft: 40 }),
      mallProduct(2, { name: 'Tire pressure gauge', pointsPrice: 800, cashCents: 499, stockLeft: 3 }),
      mallCoupon(3, { name: '$10 off installation', pointsPrice: 500, stockLeft: 0 }),
    ]);
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Items to exchange' });
    expect(screen.getByRole('region', { name: 'Your points' }).textContent).toContain('2,500');
    const [wiper, gauge, coupon] = tiles();
    expect(wiper?.textContent).toContain('Bosch ICON Wiper Blade');
    expect(wiper?.textContent).toContain('1,200 points');
    expect(wiper?.textContent).not.toContain('left');
    expect(wiper?.getAttribute('href')).toBe('/packages/member/convert-prod-det?id=1');
    expect(gauge?.textContent).toContain('800 points + $4.99');
    expect(gauge?.textContent).toContain('Only 3 left');
    expect(coupon?.textContent).toContain('Coupon');
    expect(coupon?.textContent).toContain('500 points');
    expect(coupon?.textContent).toContain('Exchanged out');
  });

  it('shows products or coupons only on their tabs', async () => {
    openMallForTest([mallProduct(1, { name: 'Wiper blade' }), mallCoupon(2, { name: '$5 off' })]);
    const { router } = renderApp(PATH);
    await screen.findByRole('list', { name: 'Items to exchange' });
    expect(tiles()).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Coupons' }));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]?.textContent).toContain('$5 off');
    expect(screen.getByRole('tab', { name: 'Coupons' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?kind=coupon');
    fireEvent.click(screen.getByRole('tab', { name: 'Products' }));
    await waitFor(() => expect(tiles()[0]?.textContent).toContain('Wiper blade'));
    expect(callsTo('/p/pointsMall/goods').map((call) => call.query.get('kind'))).toEqual([
      null,
      'coupon',
      'product',
    ]);
  });

  it('loads more as the shopper asks, ten at a time', async () => {
    openMallForTest(Array.from({ length: 12 }, (_, index) => mallCoupon(index + 1)));
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Items to exchange' });
    expect(tiles()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(tiles()).toHaveLength(12));
    expect(screen.getByText('That’s everything')).toBeTruthy();
  });

  it('with nothing on offer, says so and leads back to the points center', async () => {
    openMallForTest([]);
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Nothing to exchange right now' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to my points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/integral-index'));
  });

  it('leads to My exchanges', async () => {
    openMallForTest([mallCoupon(1)]);
    const { router } = renderApp(PATH);
    await screen.findByRole('list', { name: 'Items to exchange' });
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Your points' })).getByRole('link', { name: 'My exchanges' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/exchange-details'));
  });

  it('is opened from the points center', async () => {
    openMallForTest([mallCoupon(1)]);
    const { router } = renderApp('/packages/member/integral-index');
    fireEvent.click(await screen.findByRole('link', { name: /Points mall/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(await screen.findByRole('heading', { name: 'Points mall', level: 1 })).toBeTruthy();
  });
});
