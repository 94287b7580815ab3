import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { clearGuestCart } from '../../features/cart/guest-cart';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { backend } from '../../testing/backend';
import { premierSku } from '../../testing/data/catalog';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  clearGuestCart();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('product page', () => {
  it('shows the price per tire, the specifications and no reviews yet', async () => {
    renderApp('/pages/prod/prod?prodid=7&skuId=457');
    expect(await screen.findByRole('heading', { name: /Premier A\/S/ })).toBeTruthy();
    expect(screen.getByText('$223.99/ea')).toBeTruthy();
    expect(screen.getByText('91 · 1,356 lb (615 kg) per tire')).toBeTruthy();
    expect(screen.getByText('H · up to 130 mph (210 km/h)')).toBeTruthy();
    expect(screen.getByText('6 years / 60K miles')).toBeTruthy();
    expect(screen.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    expect(screen.getByText('Add your vehicle to check the fit')).toBeTruthy();
  });

  it('switches to another size of the same tire', async () => {
    const { router } = renderApp('/pages/prod/prod?prodid=7&skuId=457');
    fireEvent.click(await screen.findByRole('button', { name: 'Size 225/45R17 91H 2 sizes' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose a size' });
    fireEvent.click(within(sheet).getByRole('button', { name: /^235\/45R18/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?prodid=7&skuId=470'));
    expect(await screen.findByText('$245.99/ea')).toBeTruthy();
  });

  it('estimates delivery for a ZIP and remembers it', async () => {
    renderApp('/pages/prod/prod?prodid=7');
    fireEvent.change(await screen.findByLabelText('ZIP code'), { target: { value: '90012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Arrives 06/03/2025 - 06/05/2025')).toBeTruthy();
    expect(localStorage.getItem('deliveryZip')).toBe('90012');
  });

  it('opens the guarantee popup', async () => {
    renderApp('/pages/prod/prod?prodid=7');
    fireEvent.click(await screen.findByRole('button', { name: /The Tread guarantee/ }));
    const popup = await screen.findByRole('dialog', { name: 'The Tread guarantee' });
    for (const promise of [
      'Best price guarantee',
      'Hassle-free returns',
      'Purchase protection',
      '24/7 support',
    ]) {
      expect(within(popup).getByText(promise)).toBeTruthy();
    }
  });

  it("says 'Page Not Found 404' for a product that does not exist, also on the legacy path", async () => {
    renderApp('/pages/prod-legacy/prod?prodid=999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found 404' })).toBeTruthy();
  });
});

describe('adding to the cart from the product page', () => {
  const stepperValue = () =>
    screen.getByRole('group', { name: 'Quantity' }).querySelector('output')?.textContent;

  it("keeps a guest's set of four under guestCartInfo, and refuses going past the purchase limit", async () => {
    renderApp('/pages/prod/prod?prodid=7&skuId=457');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(stepperValue()).toBe('4');
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('guestCartInfo') ?? '[]')).toEqual([
      { prodId: 7, skuId: 457, count: 4 },
    ]);
    expect(screen.getByRole('link', { name: 'Cart, 4 items' }).getAttribute('href')).toBe(
      '/pages/basket-not-tab/basket-not-tab',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(stepperValue()).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This product can be purchased up to 8 pieces.')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('guestCartInfo') ?? '[]')).toEqual([
      { prodId: 7, skuId: 457, count: 4 },
    ]);
  });

  it('stops the quantity at the purchase limit, below the stock, and says why', async () => {
    renderApp('/pages/prod/prod?prodid=7&skuId=457');
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let tap = 0; tap < 6; tap++) fireEvent.click(increase);
    expect(stepperValue()).toBe('8');
    expect(await screen.findByText('This product can be purchased up to 8 pieces.')).toBeTruthy();
  });

  it('says the purchase limit, not the stock, when the stock equals the limit', async () => {
    Object.assign(backend.skus.get(premierSku.skuId)!, { stock: 8, purchaseLimit: 8 });
    renderApp('/pages/prod/prod?prodid=7&skuId=457');
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let tap = 0; tap < 5; tap++) fireEvent.click(increase);
    expect(stepperValue()).toBe('8');
    expect(await screen.findByText('This product can be purchased up to 8 pieces.')).toBeTruthy();
    expect(screen.queryByText('There are no enough items in stock.')).toBeNull();
  });

  it('says there are not enough in stock when the stock is below the limit', async () => {
    Object.assign(backend.skus.get(premierSku.skuId)!, { stock: 5, purchaseLimit: 8 });
    renderApp('/pages/prod/prod?prodid=7&skuId=457');
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    for (let tap = 0; tap < 3; tap++) fireEvent.click(increase);
    expect(stepperValue()).toBe('5');
    expect(await screen.findByText('There are no enough items in stock.')).toBeTruthy();
  });

  it('buys now: adds to the server cart, then checks out that line alone', async () => {
    signInForTest();
    backend.lines = [{ skuId: 9000, count: 2, selected: true, seenPrice: 3199 }];
    const { router } = renderApp('/pages/prod/prod?prodid=7&skuId=457');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/submit-order/submit-order'));
    expect(backend.calls.find((call) => call.path === '/p/shopCart/changeItem')?.body).toEqual({
      skuId: 457,
      count: 4,
    });
    expect(useCheckoutSelection.getState().items).toEqual([{ skuId: 457, count: 4 }]);
  });
});
