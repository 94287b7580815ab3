import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FlashSaleMessages, Messages, PromotionMessages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionFormMessages } from './form-fields';
import { OfferFormMessages } from './offer-fields';
import { renderPromotions, stubShop } from './testing';
import { flashSale, offersAnswer } from './testing-offers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('the flash-sale editor', () => {
  it('shows every refusal at once under its field, and sends nothing', async () => {
    const calls = stubShop(offersAnswer({}));
    renderPromotions('/promotions/flash-sales/new');
    type(/^Session ends/, '08:00');
    type(/^Session starts/, '9:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Create flash sale' }));
    expect(await screen.findByText(PromotionMessages.NameRequired)).toBeTruthy();
    expect(screen.getByText(OfferFormMessages.SkuRequired)).toBeTruthy();
    expect(screen.getByText(PromotionFormMessages.AmountRequired)).toBeTruthy();
    expect(screen.getByText(FlashSaleMessages.StockRange)).toBeTruthy();
    expect(screen.getByText(FlashSaleMessages.SessionOrder)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('finds a product, picks one of its SKUs by size, refuses a price not below its usual price, and sends cents, days and session', async () => {
    const calls = stubShop(offersAnswer({ sales: [] }));
    renderPromotions('/promotions/flash-sales/new');
    type(/^Name/, 'Weekend 245');
    fireEvent.change(
      await screen.findByRole('searchbox', { name: 'Find a product by name, SKU code or id' }),
      {
        target: { value: 'pilot' },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Pilot Sport 4S/ }));
    const skus = await screen.findByRole('list', { name: 'SKUs of Michelin Pilot Sport 4S' });
    expect(within(skus).getByRole('radio', { name: /255\/35R19 96Y.*off sale/ })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(skus).getByRole('radio', { name: /245\/40R18 97Y/ }));
    const picker = screen.getByRole('group', { name: 'Product SKU' });
    expect(within(picker).getByRole('status').textContent).toBe(
      'Michelin Pilot Sport 4S · 245/40R18 97Y · usual price $229.99',
    );

    type(/^Flash price/, '229.99');
    type(/^Flash stock a day/, '20');
    type(/^Limit per shopper/, '2');
    type(/^First day/, '2026-11-28');
    type(/^Last day/, '2026-11-29');
    type(/^Session starts/, '9:00');
    type(/^Session ends/, '21:00');
    fireEvent.click(screen.getByRole('button', { name: 'Create flash sale' }));
    expect(await screen.findByText(FlashSaleMessages.PriceBelowUsual)).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    type(/^Flash price/, '199.99');
    expect(screen.getByText('$199.99 instead of $229.99 (13% off) · at most 2 a shopper a day')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create flash sale' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({
      method: 'POST',
      url: '/api/admin/seckills',
      body: {
        name: 'Weekend 245',
        skuId: 121,
        flashPrice: 19999,
        dailyStock: 20,
        perShopperLimit: 2,
        firstDay: '2026-11-28',
        lastDay: '2026-11-29',
        sessionStart: '09:00',
        sessionEnd: '21:00',
      },
    });
    // Back on the list, which says what was made and shows it.
    expect(await screen.findByText('Flash sale “Weekend 245” created: $199.99 from 11/28/2026')).toBeTruthy();
    const row = (await screen.findByRole('link', { name: 'Weekend 245' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not started')).toBeTruthy();
    expect(row.textContent).toContain('0 / 20 sold');
  });

  it("shows today's counts, and a SKU the shop no longer sells under the SKU picker", async () => {
    const calls = stubShop(
      offersAnswer({ sales: [flashSale()] }, ({ method }) =>
        method === 'PUT'
          ? { status: 400, body: { code: 'PRODUCT_UNAVAILABLE', message: Messages.ProductUnavailable } }
          : null,
      ),
    );
    renderPromotions('/promotions/flash-sales/5');
    expect(await screen.findByRole('heading', { name: 'Black Friday PS4S' })).toBeTruthy();
    const today = screen.getByRole('region', { name: 'Today' });
    expect(today.textContent).toContain('37 / 100 sold');
    expect(within(today).getByText('63 left · 37 in all')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /225\/45R17 94W/ })).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/^Flash price/) as HTMLInputElement).value).toBe('149.99');

    type(/^Flash stock a day/, '120');
    fireEvent.click(screen.getByRole('button', { name: 'Save flash sale' }));
    await waitFor(() => expect(screen.getAllByText(Messages.ProductUnavailable)).toHaveLength(2));
    const picker = screen.getByRole('group', { name: 'Product SKU' });
    expect(within(picker).getByText(Messages.ProductUnavailable)).toBeTruthy();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/admin/seckills/5',
        body: expect.objectContaining({ skuId: 120, flashPrice: 14999, dailyStock: 120 }),
      }),
    ]);
  });
});
