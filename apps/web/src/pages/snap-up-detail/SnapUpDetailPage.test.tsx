import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { flashSaleFixture, flashSchedules } from '../../testing/data/deals';
import { deals, resetDeals } from '../../testing/handlers/deals';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const DETAIL = '/packages/activities/snap-up-detail?seckillId=1';

beforeEach(() => {
  resetSessionForTest();
  resetDeals();
  startCheckoutForTest([]);
});

afterEach(() => cleanup());

const panel = () => screen.findByRole('region', { name: 'Flash sale' });

describe('snap-up detail', () => {
  it('shows the flash price, the usual price, the limit, what is left and the countdown', async () => {
    deals.flashSales = [flashSaleFixture({ seckillId: 1, soldToday: 70 })];
    renderApp(DETAIL);
    const sale = await panel();
    expect(screen.getByRole('img', { name: 'Michelin Premier A/S' })).toBeTruthy();
    expect(within(sale).getByText('$149.99/ea')).toBeTruthy();
    expect(sale.querySelector('s')?.textContent).toBe('Was $223.99');
    expect(within(sale).getByText('Save $74.00')).toBeTruthy();
    expect(within(sale).getByText('Limit 2 per customer')).toBeTruthy();
    expect(within(sale).getByText('30 left · 70% claimed')).toBeTruthy();
    expect(within(sale).getByRole('timer').textContent).toMatch(/^Ends in /);
    expect(screen.getByRole('link', { name: 'Product details' }).getAttribute('href')).toBe(
      '/pages/prod/prod?prodid=7&skuId=457&seckillId=1',
    );
  });

  it('buys now: one item at the flash price, straight to its own checkout without coupons', async () => {
    signInForTest();
    deals.flashSales = [flashSaleFixture({ seckillId: 1 })];
    const { router } = renderApp(DETAIL);
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/submit-order/submit-order'));
    expect(useCheckoutSelection.getState()).toMatchObject({
      items: [{ skuId: 457, count: 2 }],
      special: { kind: 'seckill', seckillId: 1 },
    });
    const tires = await screen.findByRole('region', { name: 'Tires' });
    expect(within(tires).getByText('$149.99/ea')).toBeTruthy();
    expect(within(tires).getByText('$299.98')).toBeTruthy();
    expect(screen.getByText('Flash sale price, checked out on its own. Coupons don’t apply.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Coupons/ })).toBeNull();
    expect(backend.confirms.at(-1)).toMatchObject({
      special: { kind: 'seckill', seckillId: 1 },
      coupons: [],
    });
  });

  it('stops at what the limit leaves after today’s purchases, and says so', async () => {
    signInForTest();
    deals.flashSales = [flashSaleFixture({ seckillId: 1, perShopperLimit: 3, boughtToday: 2 })];
    renderApp(DETAIL);
    const sale = await panel();
    expect(within(sale).getByText('Limit 3 per customer · You bought 2 today')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText(Messages.purchaseLimit(3))).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Quantity' }).textContent).toContain('1');
  });

  it('keeps Buy now off once the shopper bought their limit today', async () => {
    signInForTest();
    deals.flashSales = [flashSaleFixture({ seckillId: 1, perShopperLimit: 2, boughtToday: 2 })];
    renderApp(DETAIL);
    await panel();
    const buy = screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    expect(screen.getByText(Messages.purchaseLimit(2))).toBeTruthy();
  });

  it('offers no Buy now before the session, saying the event has not started', async () => {
    deals.flashSales = [flashSaleFixture({ seckillId: 1, schedule: flashSchedules.fromTomorrowNoon() })];
    renderApp(DETAIL);
    const sale = await panel();
    expect(within(sale).getByText('Coming up')).toBeTruthy();
    expect(within(sale).getByRole('timer').textContent).toMatch(/^Starts in /);
    const button = screen.getByRole('button', { name: Messages.EventNotStarted }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Buy now' })).toBeNull();
  });

  it('sends a guest to sign in first, then on to the flash checkout', async () => {
    deals.flashSales = [flashSaleFixture({ seckillId: 1 })];
    const { router } = renderApp(DETAIL);
    await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(useCheckoutSelection.getState().special).toEqual({ kind: 'seckill', seckillId: 1 });
  });

  it('says a sale that is gone has ended, with the way to today’s list', async () => {
    renderApp('/packages/activities/snap-up-detail?seckillId=99');
    expect(await screen.findByRole('heading', { name: Messages.EventEnded })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See today’s flash sales' }).getAttribute('href')).toBe(
      '/packages/activities/snap-up-list',
    );
  });

  it('tells a flash checkout refused meanwhile in the sale’s words', async () => {
    signInForTest();
    deals.flashSales = [flashSaleFixture({ seckillId: 1, soldToday: 100 })];
    startCheckoutForTest([{ skuId: 457, count: 1 }], { kind: 'seckill', seckillId: 1 });
    renderApp('/pages/submit-order/submit-order');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sold out; come back tomorrow at 12:00am');
    expect(within(alert).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('says a rush is on and lets the shopper try again', async () => {
    signInForTest();
    deals.flashSales = [flashSaleFixture({ seckillId: 1 })];
    deals.veryHot = 1;
    startCheckoutForTest([{ skuId: 457, count: 1 }], { kind: 'seckill', seckillId: 1 });
    renderApp('/pages/submit-order/submit-order');
    expect(await screen.findByText(Messages.ActivityVeryHot)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Tires' })).toBeTruthy();
  });
});
