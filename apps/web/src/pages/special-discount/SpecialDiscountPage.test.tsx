import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promotions, resetPromotions } from '../../testing/handlers/promotions';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  resetPromotions();
});

afterEach(() => cleanup());

describe('activity pages', () => {
  it('lists the running discounts and opens one with its products', async () => {
    const { router } = renderApp('/packages/activities/special-discount');
    const list = await screen.findByRole('list', { name: 'Special discounts' });
    const card = within(list).getByRole('link', { name: /^15% off Goodyear 15% off/ });
    expect(within(list).queryByText('Bridgestone rebate')).toBeNull();
    fireEvent.click(card);

    await waitFor(() => expect(router.state.location.search).toBe('?activityId=1'));
    expect(await screen.findByText('15% off')).toBeTruthy();
    expect(screen.getByText(/^Ends \d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    const products = await screen.findByRole('list', { name: '3 products' });
    expect(within(products).getAllByRole('link', { name: /225\/45R17/ }).length).toBeGreaterThan(0);
  });

  it('says a promotion that is over has ended, with the way home', async () => {
    const first = promotions.activities[0];
    if (first) first.endsAt = new Date(Date.now() - 1000).toISOString();
    renderApp('/packages/activities/discount-detail?activityId=1');
    expect(
      await screen.findByRole('heading', {
        name: "This promotion has ended but stay tuned for what's next!",
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
  });

  it('shows rebate offers to everyone and a signed-in shopper’s own rebates', async () => {
    renderApp('/pages/rebates/rebates');
    const offers = await screen.findByRole('list', { name: 'Rebate offers' });
    expect(within(offers).getByText('$17.50 rebate per tire')).toBeTruthy();
    expect(screen.getByText('Sign in to see the rebates your orders earned.')).toBeTruthy();

    cleanup();
    signInForTest();
    promotions.rebates = [
      {
        orderNumber: 'T2026001',
        name: 'Bridgestone rebate',
        label: '$17.50 rebate per tire',
        amount: 7000,
        state: 'paid',
        payableAt: '2026-05-01T07:00:00.000Z',
        paidAt: '2026-05-02T17:00:00.000Z',
      },
      {
        orderNumber: 'T2026002',
        name: 'Cooper cash back',
        label: '5% cash back',
        amount: 3150,
        state: 'pending',
        payableAt: '2026-07-01T07:00:00.000Z',
        paidAt: null,
      },
    ];
    renderApp('/pages/rebates/rebates');
    const mine = await screen.findByRole('list', { name: 'My rebates' });
    expect(within(mine).getByText('Paid to your balance on 05/02/2026')).toBeTruthy();
    expect(within(mine).getByText('Payable after 07/01/2026')).toBeTruthy();
    expect(within(mine).getByText('$70.00')).toBeTruthy();
  });
});
