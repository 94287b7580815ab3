import { cleanup, render, screen } from '@testing-library/react';
import type { ProductCard as Card } from '@tread/domain';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppNavigator } from '../../app/navigation';
import { NavigatorContext } from '../../app/navigator-context';
import { i18n } from '../../i18n';
import { cards, tireCard } from './fake-catalog-api';
import { ProductCard } from './ProductCard';

const navigator: AppNavigator = {
  go: vi.fn(async () => true),
  tap: vi.fn(async () => true),
  back: vi.fn(),
  relaunch: vi.fn(),
};

function show(card: Card) {
  return render(
    <I18nextProvider i18n={i18n}>
      <NavigatorContext value={navigator}>
        <ProductCard card={card} />
      </NavigatorContext>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

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

  it('shows front and rear of a staggered set with the price of four', () => {
    const front = cards[0]!;
    show({
      ...front,
      rearSku: {
        skuId: 999,
        partyCode: 'R',
        tires: { ...front.tires!, size: '255/40R17', displaySize: '255/40R17', sizeKey: '255/40R17' },
        price: 25_000,
        priceSettle: 25_000,
        oriPriceSettle: 25_000,
        mapPrice: null,
        extraCouponPrice: null,
        showPrice: true,
        showMapPrice: false,
        totalStocks: 8,
        soldOut: false,
      },
    });
    expect(screen.getByText('255/40R17')).toBeTruthy();
    expect(screen.getByText('$250.00/ea')).toBeTruthy();
    // 2 × $223.99 + 2 × $250.00
    expect(screen.getByText('$947.98')).toBeTruthy();
  });
});
