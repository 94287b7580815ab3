import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { clearGuestCart } from '../../features/cart/guest-cart';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { startCheckoutForTest } from '../../testing/checkout';
import { premierSku18 } from '../../testing/data/catalog';
import { flashSaleFixture } from '../../testing/data/deals';
import { deals, resetDeals } from '../../testing/handlers/deals';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

/** The product page opened from a flash sale (seckillId); group buys are in a-bulk-list's tests. */

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  clearGuestCart();
  resetDeals();
  startCheckoutForTest([]);
  deals.flashSales = [flashSaleFixture({ seckillId: 1 })];
});

afterEach(() => cleanup());

describe('the product page of a flash sale', () => {
  it('shows the flash panel instead of the usual price, and buys at the flash price', async () => {
    signInForTest();
    const { router } = renderApp('/pages/prod/prod?prodid=7&skuId=457&seckillId=1');
    const panel = await screen.findByRole('region', { name: 'Flash sale' });
    expect(within(panel).getByText('$149.99/ea')).toBeTruthy();
    expect(within(panel).getByText('Limit 2 per customer')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/submit-order/submit-order'));
    expect(useCheckoutSelection.getState()).toMatchObject({
      items: [{ skuId: 457, count: 1 }],
      special: { kind: 'seckill', seckillId: 1 },
    });
  });

  it("opens on the sale's size when the link names no size", async () => {
    deals.flashSales = [flashSaleFixture({ seckillId: 2, sku: premierSku18 })];
    renderApp('/pages/prod/prod?prodid=7&seckillId=2');
    const panel = await screen.findByRole('region', { name: 'Flash sale' });
    expect(within(panel).getByText('$149.99/ea')).toBeTruthy();
    expect(screen.getByText('235/45R18 91H')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeTruthy();
  });

  it('keeps the usual page on another size of the tire', async () => {
    renderApp('/pages/prod/prod?prodid=7&skuId=470&seckillId=1');
    expect(await screen.findByText('$245.99/ea')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Flash sale' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('says a flash sale that is gone no longer applies, and sells at the usual price', async () => {
    renderApp('/pages/prod/prod?prodid=7&skuId=457&seckillId=99');
    expect(
      await screen.findByText('This flash sale is no longer available. The usual price applies.'),
    ).toBeTruthy();
    expect(screen.getByText('$223.99/ea')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });
});
