import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPromotions, stubShop } from './testing';
import { flashSale, offersAnswer } from './testing-offers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowOf = async (name: string) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('the flash-sale list', () => {
  it("shows each sale's price against the usual price, today's sold and stock, its limit, days and session, and state", async () => {
    stubShop(
      offersAnswer({
        sales: [
          flashSale(),
          flashSale({
            seckillId: 4,
            name: 'Weekend 245',
            skuId: 121,
            flashPrice: 19999,
            dailyStock: 20,
            soldToday: 20,
            soldTotal: 55,
            firstDay: '2026-11-25',
            sessionStart: '09:00',
            sessionEnd: '21:00',
          }),
          flashSale({
            seckillId: 3,
            name: 'Cyber Monday',
            firstDay: '2026-11-30',
            soldToday: 0,
            soldTotal: 0,
          }),
          flashSale({ seckillId: 2, name: 'Early bird', closedAt: '2026-11-27T18:00:00.000Z' }),
        ],
      }),
    );
    renderPromotions('/promotions/flash-sales');
    const on = await rowOf('Black Friday PS4S');
    expect(within(on).getByText('Michelin Pilot Sport 4S')).toBeTruthy();
    expect(within(on).getByText('225/45R17 94W')).toBeTruthy();
    expect(within(on).getByText('$149.99')).toBeTruthy();
    expect(on.textContent).toContain('$189.99 · 21% off');
    expect(on.textContent).toContain('37 / 100 sold');
    expect(within(on).getByText('63 left · 37 in all')).toBeTruthy();
    const bar = within(on).getByLabelText('Black Friday PS4S: sold today');
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['37', '100']);
    expect(within(on).getByText('2 a day')).toBeTruthy();
    expect(within(on).getByText('11/27 – 11/30/2026')).toBeTruthy();
    expect(within(on).getByText('00:00–24:00 daily')).toBeTruthy();
    expect(within(on).getByText('On now')).toBeTruthy();
    expect(within(on).getByRole('link', { name: 'Edit Black Friday PS4S' }).getAttribute('href')).toBe(
      '/promotions/flash-sales/5',
    );

    const soldOut = await rowOf('Weekend 245');
    expect(within(soldOut).getByText('Sold out today')).toBeTruthy();
    expect(soldOut.textContent).toContain('20 / 20 sold');
    expect(within(soldOut).getByText('0 left · 55 in all')).toBeTruthy();
    expect(within(soldOut).getByText('09:00–21:00 daily')).toBeTruthy();
    expect(within(await rowOf('Cyber Monday')).getByText('Not started')).toBeTruthy();

    const closed = await rowOf('Early bird');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: 'Close Early bird' })).toBeNull();
  });

  it('reads the sold counts again every 10 seconds while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const sale = flashSale();
    const calls = stubShop(offersAnswer({ sales: [sale] }));
    renderPromotions('/promotions/flash-sales');
    const row = await rowOf('Black Friday PS4S');
    expect(row.textContent).toContain('37 / 100 sold');

    sale.soldToday = 52;
    sale.soldTotal = 52;
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(row.textContent).toContain('52 / 100 sold'));
    expect(within(row).getByText('48 left · 52 in all')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/admin/seckills')).toHaveLength(2);
  });

  it('closes a sale only once staff confirm, telling what shoppers will see, and then shows it closed', async () => {
    const calls = stubShop(offersAnswer({ sales: [flashSale()] }));
    renderPromotions('/promotions/flash-sales');
    const row = await rowOf('Black Friday PS4S');
    fireEvent.click(within(row).getByRole('button', { name: 'Close Black Friday PS4S' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this flash sale now?' });
    expect(dialog.textContent).toContain(`Shoppers will see “${Messages.FlashSaleClosed}”`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Close Black Friday PS4S' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close flash sale' }));
    expect(await within(row).findByText('Closed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/seckills/5/close', body: undefined },
    ]);
    expect(within(row).queryByRole('button', { name: 'Close Black Friday PS4S' })).toBeNull();
  });
});
