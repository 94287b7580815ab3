import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FlashSaleList, flashSaleList, Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, route } from '../../testing/backend';
import { oilSku } from '../../testing/data/catalog';
import { flashSaleCardOf, flashSaleFixture, flashSchedules } from '../../testing/data/deals';
import { deals, resetDeals } from '../../testing/handlers/deals';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest } from '../../testing/session';

const SNAP_UP_LIST = '/packages/activities/snap-up-list';
const MINUTE_MS = 60_000;

beforeEach(() => {
  resetSessionForTest();
  resetDeals();
});

afterEach(() => cleanup());

const cardNamed = (list: HTMLElement, name: RegExp) =>
  within(list)
    .getAllByRole('link')
    .find((link) => name.test(link.textContent ?? '')) as HTMLElement;

describe('the snap-up list', () => {
  it('shows today’s flash sales with their price, what is left, the session and a countdown', async () => {
    deals.flashSales = [
      flashSaleFixture({ seckillId: 1, soldToday: 40 }),
      flashSaleFixture({
        seckillId: 2,
        sku: oilSku,
        flashPrice: 1999,
        schedule: flashSchedules.fromTomorrowNoon(50),
        soldToday: 0,
      }),
    ];
    const { router } = renderApp(SNAP_UP_LIST);
    const list = await screen.findByRole('list', { name: 'Today’s flash sales' });

    const on = cardNamed(list, /Premier A\/S/);
    expect(within(on).getByText('On now')).toBeTruthy();
    expect(within(on).getByText('$149.99/ea')).toBeTruthy();
    expect(on.querySelector('s')?.textContent).toBe('Was $223.99');
    expect(within(on).getByText('60 left · 40% claimed')).toBeTruthy();
    expect(within(on).getByText('All day, every day')).toBeTruthy();
    expect(within(on).getByRole('timer').textContent).toMatch(/^Ends in \d+:\d\d:\d\d$|^Ends in \d\d:\d\d$/);

    const coming = cardNamed(list, /Castrol/);
    expect(within(coming).getByText('Coming up')).toBeTruthy();
    expect(within(coming).getByText('$19.99')).toBeTruthy();
    expect(within(coming).getByText('Daily 12:00 PM – 2:00 PM PT')).toBeTruthy();
    expect(within(coming).getByText(Messages.EventNotStarted)).toBeTruthy();
    expect(within(coming).getByRole('timer').textContent).toMatch(/^Starts in \d+:\d\d:\d\d$/);

    fireEvent.click(on);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/activities/snap-up-detail'));
    expect(router.state.location.search).toBe('?seckillId=1');
  });

  it('says why a sale cannot be bought: sold out until tomorrow, ended, or closed by the shop', async () => {
    deals.flashSales = [
      flashSaleFixture({ seckillId: 1, soldToday: 100 }),
      flashSaleFixture({ seckillId: 2, schedule: flashSchedules.endedYesterday() }),
      flashSaleFixture({
        seckillId: 3,
        schedule: { ...flashSchedules.onAllDay(), closedAt: new Date(Date.now() - MINUTE_MS) },
      }),
    ];
    renderApp(SNAP_UP_LIST);
    const list = await screen.findByRole('list', { name: 'Today’s flash sales' });
    const [soldOut, ended, closed] = within(list).getAllByRole('link');
    expect(within(soldOut!).getByText('Sold out')).toBeTruthy();
    expect(within(soldOut!).getByText('Sold out; come back tomorrow at 12:00am')).toBeTruthy();
    expect(within(soldOut!).getByText('0 left · 100% claimed')).toBeTruthy();
    expect(within(ended!).getByText('The event has ended')).toBeTruthy();
    expect(within(closed!).getByText('The second kill product has been closed!')).toBeTruthy();
    // Nothing more to count down to today.
    expect(within(list).queryByRole('timer')).toBeNull();
  });

  it('counts down by the server’s clock, not a device clock set wrong', async () => {
    deals.flashSales = [flashSaleFixture({ seckillId: 1 })];
    // The server's clock reads two hours ahead of this device's; its session closes 10 minutes after its now.
    const serverNow = Date.now() + 2 * 60 * MINUTE_MS;
    const real = flashSaleCardOf(deals.flashSales[0]!);
    const shifted: FlashSaleList = {
      day: '2026-11-27',
      serverTime: new Date(serverNow).toISOString(),
      list: [{ ...real, closesAt: new Date(serverNow + 10 * MINUTE_MS).toISOString() }],
    };
    server.use(route('get', '/seckill/list', () => answer(flashSaleList, shifted)));
    renderApp(SNAP_UP_LIST);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^Ends in (10:00|09:5\d)$/);
  });

  it('says when there are no flash sales today', async () => {
    renderApp(SNAP_UP_LIST);
    expect(await screen.findByRole('heading', { name: 'No flash sales today' })).toBeTruthy();
  });

  it('is reached from the home page, beside the group buys', async () => {
    renderApp('/');
    const flash = await screen.findByRole('link', { name: /^Flash sale/ });
    expect(flash.getAttribute('href')).toBe(SNAP_UP_LIST);
    expect(screen.getByRole('link', { name: /^Group buy/ }).getAttribute('href')).toBe(
      '/packages/activities/a-bulk-list',
    );
  });
});
