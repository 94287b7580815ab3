import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../testing/backend';
import { givePoints, mall, mallCoupon, mallProduct, openMallForTest } from '../../testing/points-mall';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const pathOf = (id: number | string) => `/packages/member/convert-prod-det?id=${id}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

describe('an item of the points mall', () => {
  it('shows its price, stock, limit, description and the balance', async () => {
    givePoints(3000);
    openMallForTest([
      mallProduct(1, {
        name: 'Tire pressure gauge',
        pointsPrice: 800,
        cashCents: 499,
        stockLeft: 3,
        perUserLimit: 2,
        description: 'Digital, backlit, reads to 150 psi.',
      }),
    ]);
    renderApp(pathOf(1));
    expect(await screen.findByRole('heading', { name: 'Tire pressure gauge' })).toBeTruthy();
    expect(screen.getByText('800 points')).toBeTruthy();
    expect(screen.getByText('+ $4.99')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('Limit 2 per shopper')).toBeTruthy();
    expect(screen.getByText('Digital, backlit, reads to 150 psi.')).toBeTruthy();
    expect(screen.getByText('Your points').parentElement?.textContent).toContain('3,000');
  });

  it('exchanges a coupon after asking, then says so and leads to My coupons', async () => {
    givePoints(2000);
    openMallForTest([mallCoupon(5, { name: '$5 off your next order', pointsPrice: 500 })]);
    const { router } = renderApp(pathOf(5));
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange for 500 points' }));
    const ask = screen.getByRole('dialog', { name: 'Exchange this coupon?' });
    expect(ask.textContent).toContain(
      '500 points will be taken from your points for $5 off your next order.',
    );
    expect(ask.textContent).toContain('Points after: 1,500');
    fireEvent.click(within(ask).getByRole('button', { name: 'Exchange' }));
    const done = await screen.findByRole('dialog', { name: 'Enjoy your reward' });
    expect(done.textContent).toContain('Exchanged! The coupon is in My coupons');
    expect(done.textContent).toContain('You now have 1,500 points');
    expect(callsTo('/p/pointsMall/exchange').map((call) => call.body)).toEqual([{ goodsId: 5 }]);
    fireEvent.click(within(done).getByRole('link', { name: 'My coupons' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/activities/my-coupon'));
  });

  it('tells a refusal in the dialog when the coupon ran out meanwhile', async () => {
    givePoints(2000);
    openMallForTest([mallCoupon(5, { pointsPrice: 500, stockLeft: 1 })]);
    renderApp(pathOf(5));
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange for 500 points' }));
    const held = mall.goods[0];
    if (held) held.stockLeft = 0;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Exchange' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This item has been fully exchanged');
  });

  it('cannot be exchanged without enough points, and says why', async () => {
    givePoints(100);
    openMallForTest([mallCoupon(5, { pointsPrice: 500 })]);
    renderApp(pathOf(5));
    const button = await screen.findByRole('button', { name: 'Exchange for 500 points' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not enough points')).toBeTruthy();
  });

  it('takes a product on to its checkout', async () => {
    givePoints(5000);
    openMallForTest([mallProduct(7)]);
    const { router } = renderApp(pathOf(7));
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/packages/member/integral-submit-order?id=7&count=1',
      ),
    );
  });

  it('an item no longer in the mall leads back to it', async () => {
    openMallForTest([]);
    const { router } = renderApp(pathOf(99));
    expect(
      await screen.findByRole('heading', { name: 'This item is no longer in the points mall' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the points mall' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/integral-goods-list'));
  });
});
