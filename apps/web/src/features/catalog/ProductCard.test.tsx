import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ProductCard as Card } from '@tread/domain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { i18n } from '../../i18n';
import { backend } from '../../testing/backend';
import { cards, motorOil, tireCard } from '../../testing/data/catalog';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import type { AppNavigator } from '../../ui/navigator';
import { NavigatorContext } from '../../ui/navigator';
import { Toast } from '../../ui/Toast';
import { addToGuestCart, clearGuestCart } from '../cart/guest-cart';
import { ProductCard } from './ProductCard';

const navigator: AppNavigator = {
  go: vi.fn(async () => true),
  tap: vi.fn(async () => true),
  back: vi.fn(),
  relaunch: vi.fn(),
};

function show(card: Card) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <NavigatorContext value={navigator}>
          <ProductCard card={card} />
          <Toast />
        </NavigatorContext>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The rear tire of a staggered 225/45R17 + 255/40R17 set of the Premier A/S. */
const rearSku: NonNullable<Card['rearSku']> = {
  skuId: 470,
  partyCode: 'R',
  tires: { ...cards[0]!.tires!, size: '255/40R17', displaySize: '255/40R17', sizeKey: '255/40R17' },
  price: 25_000,
  priceSettle: 25_000,
  oriPriceSettle: 25_000,
  mapPrice: null,
  extraCouponPrice: null,
  memberPrice: null,
  showPrice: true,
  showMapPrice: false,
  totalStocks: 8,
  soldOut: false,
};

beforeEach(() => {
  resetSessionForTest();
  clearGuestCart();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const guestCart = () => JSON.parse(localStorage.getItem('guestCartInfo') ?? '[]') as unknown;

describe('product card', () => {
  it('prices a tire per tire, with the list price struck through', () => {
    const { container } = show(cards[0]!);
    expect(screen.getByText('$223.99/ea')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('Was $273.99');
    expect(screen.getByText('Michelin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Michelin Premier A/S, 225/45R17' }).getAttribute('href')).toBe(
      '/pages/prod/prod?prodid=7&skuId=457',
    );
    expect(screen.getByText('Free Install')).toBeTruthy();
    expect(screen.getByText('Only 4 left')).toBeTruthy();
  });

  it('hides a price below the minimum advertised price: See price in cart', () => {
    const { container } = show(cards[2]!);
    expect(screen.getByText('See price in cart')).toBeTruthy();
    expect(container.textContent).not.toMatch(/\$/);
  });

  it('says sold out, and whether the tire fits the current vehicle', () => {
    show(
      tireCard({
        prodId: 1,
        skuId: 2,
        prodName: 'Michelin Defender2',
        soldOut: true,
        totalStocks: 0,
        fitment: 1,
      }),
    );
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.getByText('Fits your vehicle')).toBeTruthy();
    cleanup();
    show(tireCard({ prodId: 1, skuId: 2, prodName: 'Michelin Defender2', fitment: 0 }));
    expect(screen.getByText("Doesn't fit your vehicle")).toBeTruthy();
  });

  it('shows the stars, average and review count once reviewed, and nothing before', () => {
    const { container } = show(cards[1]!);
    expect(screen.getByText('Rated 4.6 out of 5 from 128 reviews')).toBeTruthy();
    expect(container.querySelector('.product-card__rating')?.textContent).toContain('4.6 (128)');
    cleanup();
    show(cards[0]!);
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('shows front and rear of a staggered set with the price of four', () => {
    show({ ...cards[0]!, rearSku });
    expect(screen.getByText('255/40R17')).toBeTruthy();
    expect(screen.getByText('$250.00/ea')).toBeTruthy();
    // 2 × $223.99 + 2 × $250.00
    expect(screen.getByText('$947.98')).toBeTruthy();
  });
});

describe('adding to the cart from a card', () => {
  const cartButton = (name: string) => screen.getByRole('button', { name: `Add ${name} to cart` });

  it("adds a guest's set of four tires without opening the product", async () => {
    show(cards[0]!);
    const button = cartButton('Michelin Premier A/S, 225/45R17');
    expect(button.closest('a')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(guestCart()).toEqual([{ prodId: 7, skuId: 457, count: 4 }]);
    expect(navigator.go).not.toHaveBeenCalled();
    expect(navigator.tap).not.toHaveBeenCalled();
  });

  it('adds one part to the signed-in cart', async () => {
    signInForTest();
    show(motorOil);
    fireEvent.click(cartButton('Castrol EDGE Full Synthetic 0W-20 Motor Oil, 5 qt'));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(backend.calls.filter((call) => call.path === '/p/shopCart/changeItem')).toMatchObject([
      { body: { skuId: 9000, count: 1 } },
    ]);
    expect(backend.lines).toMatchObject([{ skuId: 9000, count: 1 }]);
  });

  it('adds two front and two rear tires for a staggered set', async () => {
    show({ ...cards[0]!, rearSku });
    fireEvent.click(cartButton('Michelin Premier A/S, 225/45R17'));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(guestCart()).toEqual([
      { prodId: 7, skuId: 457, count: 2 },
      { prodId: 7, skuId: 470, count: 2 },
    ]);
  });

  it('says why a set is refused past the purchase limit, and adds nothing', async () => {
    addToGuestCart({ prodId: 7, skuId: 457, count: 6 });
    show(cards[0]!);
    fireEvent.click(cartButton('Michelin Premier A/S, 225/45R17'));
    expect(await screen.findByText('This product can be purchased up to 8 pieces.')).toBeTruthy();
    expect(guestCart()).toEqual([{ prodId: 7, skuId: 457, count: 6 }]);
  });

  it('has no cart button when sold out, or when the price is only shown in the cart', () => {
    show(tireCard({ prodId: 1, skuId: 2, prodName: 'Michelin Defender2', soldOut: true, totalStocks: 0 }));
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
    cleanup();
    show({ ...cards[0]!, rearSku: { ...rearSku, soldOut: true, totalStocks: 0 } });
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
    cleanup();
    show(cards[2]!);
    expect(screen.getByText('See price in cart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to cart$/ })).toBeNull();
  });
});

describe('promotions on a card', () => {
  it('shows the activities, the best coupon and the price with it', () => {
    const { container } = show({
      ...cards[0]!,
      activityList: [
        { activityId: 1, activityType: 2, activityName: 'Buy 3 get 1 free', membersOnly: false },
      ],
      couponTag: '$20.00 off',
      extraCouponPrice: 21_899,
    });
    expect(screen.getByText('Buy 3 get 1 free')).toBeTruthy();
    expect(container.querySelector('.promo-tag--coupon')?.textContent).toBe('$20 off coupon');
    expect(screen.getByText('With coupon $218.99/ea')).toBeTruthy();
  });

  it('shows what Tread Plus members pay beside the price, and tags the members-only activity', () => {
    const { container } = show({
      ...cards[0]!,
      activityList: [
        { activityId: 2, activityType: 4, activityName: '15% off for members', membersOnly: true },
      ],
      memberPrice: 18_699,
    });
    expect(container.querySelector('.promo-tag--member')?.textContent).toBe('Plus · 15% off for members');
    expect(screen.getByText('Tread Plus $186.99/ea')).toBeTruthy();
  });

  it('keeps the member price hidden when the minimum advertised price hides the price', () => {
    show({ ...cards[0]!, showPrice: false, showMapPrice: true, mapPrice: 30_000, memberPrice: 18_699 });
    expect(screen.queryByText(/Tread Plus/)).toBeNull();
  });

  it('shows the price after a discount activity with the list price struck through', () => {
    const { container } = show({ ...cards[0]!, priceSettle: 19_039, activityList: [] });
    expect(screen.getByText('$190.39/ea')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('Was $273.99');
  });

  it('tags a tire in today’s flash sales, and no other', () => {
    const { container } = show({ ...cards[0]!, flashSaleStatus: 'ongoing' });
    expect(container.querySelector('.promo-tag--flash')?.textContent).toBe('Flash sale');
    cleanup();
    show(cards[0]!);
    expect(screen.queryByText('Flash sale')).toBeNull();
  });

  it('never shows a coupon price where the minimum advertised price hides the price', () => {
    const { container } = show({ ...cards[2]!, extraCouponPrice: 10_000, couponTag: '$20.00 off' });
    expect(screen.queryByText(/With coupon/)).toBeNull();
    expect(container.querySelector('.coupon-price')).toBeNull();
  });
});
