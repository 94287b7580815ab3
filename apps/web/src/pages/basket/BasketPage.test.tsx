import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { addToGuestCart, clearGuestCart } from '../../features/cart/guest-cart';
import { backend } from '../../testing/backend';
import { oilSku, premierSku, wiperSku } from '../../testing/data/catalog';
import { renderApp } from '../../testing/render-app';
import { answerServerError } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  clearGuestCart();
  useCheckoutSelection.setState({ items: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (name: string) => screen.findByRole('article', { name });
const checkoutButton = () => screen.getByRole('button', { name: /^Checkout/ });
const total = () => document.querySelector('.basket-bar__total .price__now')?.textContent;

function guestTiresAndOil() {
  addToGuestCart({ prodId: premierSku.prodId, skuId: premierSku.skuId, count: 4 });
  addToGuestCart({ prodId: oilSku.prodId, skuId: oilSku.skuId, count: 2 });
}

describe("a guest's basket", () => {
  it('shows the lines priced by the server and totals the ticked ones', async () => {
    guestTiresAndOil();
    renderApp('/pages/basket/basket');
    const tires = await line('Michelin Premier A/S');
    expect(within(tires).getByText('$223.99/ea')).toBeTruthy();
    expect(within(tires).getByText('225/45R17 91H')).toBeTruthy();
    const oil = await line(oilSku.prodName);
    expect(within(oil).getByText('$31.99')).toBeTruthy();
    expect(total()).toBe('$959.94');
    expect(checkoutButton().textContent).toBe('Checkout (6)');

    fireEvent.click(within(oil).getByRole('checkbox', { name: `Select ${oilSku.prodName}` }));
    await waitFor(() => expect(total()).toBe('$895.96'));
    expect(checkoutButton().textContent).toBe('Checkout (4)');
    expect(localStorage.getItem('guestCartUnselected')).toBe(`[${oilSku.skuId}]`);

    const tabBar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(tabBar).getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBe('page');
    expect(tabBar.querySelector('.cart-badge')?.textContent).toBe('6');
  });

  it("says 'Please select at least one item' when nothing is ticked", async () => {
    guestTiresAndOil();
    renderApp('/pages/basket/basket');
    await line('Michelin Premier A/S');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(checkoutButton().getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(checkoutButton());
    expect(await screen.findByText('Please select at least one item')).toBeTruthy();
  });

  it('refuses to check out more than 50 pieces together', async () => {
    Object.assign(backend.skus.get(oilSku.skuId)!, { purchaseLimit: 99, stock: 99 });
    addToGuestCart({ prodId: oilSku.prodId, skuId: oilSku.skuId, count: 51 });
    const { router } = renderApp('/pages/basket/basket');
    await line(oilSku.prodName);
    fireEvent.click(checkoutButton());
    expect(await screen.findByText('You can check out at most 50 items at a time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pages/basket/basket');
  });

  it('sends a guest to sign in on checkout, keeping the ticked lines for submit-order', async () => {
    guestTiresAndOil();
    const { router } = renderApp('/pages/basket/basket');
    fireEvent.click(within(await line(oilSku.prodName)).getByRole('checkbox'));
    await waitFor(() => expect(checkoutButton().textContent).toBe('Checkout (4)'));
    fireEvent.click(checkoutButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.LoginRedirect)).toBe(
      '/pages/submit-order/submit-order',
    );
    expect(useCheckoutSelection.getState().items).toEqual([{ skuId: premierSku.skuId, count: 4 }]);
    expect(JSON.parse(sessionStorage.getItem('checkoutSelection') ?? '{}')).toMatchObject({
      state: { items: [{ skuId: premierSku.skuId, count: 4 }] },
    });
  });

  it('steps a count up to the purchase limit and then says it', async () => {
    addToGuestCart({ prodId: premierSku.prodId, skuId: premierSku.skuId, count: 7 });
    renderApp('/pages/basket/basket');
    const tires = await line('Michelin Premier A/S');
    fireEvent.click(within(tires).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(tires).getByRole('status').textContent).toBe('8'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.GuestCartInfo)).toContain('"count":8');
    fireEvent.click(within(tires).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('This product can be purchased up to 8 pieces.')).toBeTruthy();
    expect(within(tires).getByRole('status').textContent).toBe('8');
  });

  it('grays out a sold-out line and leaves it out of the total', async () => {
    guestTiresAndOil();
    addToGuestCart({ prodId: wiperSku.prodId, skuId: wiperSku.skuId, count: 1 });
    renderApp('/pages/basket/basket');
    const wiper = await line(wiperSku.prodName);
    expect(within(wiper).getByText('Product out of stock')).toBeTruthy();
    expect((within(wiper).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(wiper).queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    expect(total()).toBe('$959.94');
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks before removing a line', async () => {
    guestTiresAndOil();
    renderApp('/pages/basket/basket');
    fireEvent.click(
      within(await line(oilSku.prodName)).getByRole('button', { name: `Remove ${oilSku.prodName}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: oilSku.prodName })).toBeNull());
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.GuestCartInfo) ?? '[]')).toEqual([
      { prodId: premierSku.prodId, skuId: premierSku.skuId, count: 4 },
    ]);
  });

  it('offers tires and parts when the cart is empty, without asking the server', async () => {
    renderApp('/pages/basket/basket');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop tires' }).getAttribute('href')).toBe('/pages/tires/tires');
    expect(screen.getByRole('link', { name: 'Shop parts' }).getAttribute('href')).toBe(
      '/pages/category/category',
    );
    // The guest's cart is the browser's; only the marketing switches that may gate the cart are read (SPEC §2).
    expect(backend.calls.map((call) => call.path)).toEqual(['/sys/config/info/getSysSwitch/homePage']);
  });

  it('shows 99+ on the cart tab above 99 pieces', async () => {
    addToGuestCart({ prodId: oilSku.prodId, skuId: oilSku.skuId, count: 120 });
    renderApp('/pages/user/user');
    const tabBar = await screen.findByRole('navigation', { name: 'Main' });
    expect(tabBar.querySelector('.cart-badge')?.textContent).toBe('99+');
  });
});

describe("a signed-in shopper's basket", () => {
  beforeEach(() => {
    signInForTest();
    backend.lines = [
      { skuId: oilSku.skuId, count: 2, selected: true, seenPrice: oilSku.price },
      { skuId: premierSku.skuId, count: 4, selected: true, seenPrice: 19_999 },
    ];
    backend.updated = true;
  });

  it('shows the server cart, the update banner and a changed price', async () => {
    renderApp('/pages/basket-not-tab/basket-not-tab');
    const tires = await line('Michelin Premier A/S');
    expect(within(tires).getByText('Price changed: $199.99 → $223.99')).toBeTruthy();
    expect(screen.getByText('Something in your cart has been updated, please check')).toBeTruthy();
    expect(total()).toBe('$959.94');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('changes a count on the server and puts it back when the server refuses', async () => {
    renderApp('/pages/basket/basket');
    const oil = await line(oilSku.prodName);
    fireEvent.click(within(oil).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(backend.lines[0]?.count).toBe(3));
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('.cart-badge')?.textContent).toBe(
        '7',
      ),
    );

    answerServerError('post', '/p/shopCart/updateItem');
    fireEvent.click(within(oil).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeTruthy();
    await waitFor(() => expect(within(oil).getByRole('status').textContent).toBe('3'));
    expect(backend.lines[0]?.count).toBe(3);
  });
});
