import { CartLineProblem, Messages } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import {
  addGuestLine,
  cartBadgeText,
  checkoutRefusal,
  maxLineCount,
  maxLineCountMessage,
  summarizeBasket,
} from './cart-rules';
import { cartLine, oilSku, premierSku, wiperSku } from './fake-cart-api';

const held = (count: number, selected = true, seenPrice?: number) => ({
  skuId: 0,
  count,
  selected,
  seenPrice: seenPrice ?? premierSku.price,
});

describe('guest cart lines (SPEC §4)', () => {
  it('appends a new SKU and increases the count of one already there', () => {
    const one = addGuestLine([], { prodId: 7, skuId: 457, count: 4 });
    const two = addGuestLine(one, { prodId: 400, skuId: 9000, count: 1 });
    expect(addGuestLine(two, { prodId: 7, skuId: 457, count: 2 })).toEqual([
      { prodId: 7, skuId: 457, count: 6 },
      { prodId: 400, skuId: 9000, count: 1 },
    ]);
  });
});

describe('the cart badge', () => {
  it('shows nothing for an empty cart, the count up to 99 and 99+ above', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(4)).toBe('4');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(1200)).toBe('99+');
  });
});

describe('the basket selection', () => {
  it('totals the ticked lines that can be bought, at their current price', () => {
    const tires = cartLine({ ...premierSku, price: 20_000 }, held(4, true, 22_399));
    const oil = cartLine(oilSku, { ...held(2), seenPrice: oilSku.price });
    const unticked = cartLine(oilSku, { ...held(3, false), seenPrice: oilSku.price });
    const soldOut = cartLine(wiperSku, { ...held(1), seenPrice: wiperSku.price });
    expect(tires.problem).toBe(CartLineProblem.PriceChanged);

    const summary = summarizeBasket([tires, oil, unticked, soldOut]);
    expect(summary.selectedCount).toBe(6);
    expect(summary.selectedTotal).toBe(4 * 20_000 + 2 * 3199);
    expect(summary.selected).toEqual([tires, oil]);
    // The sold-out line cannot be ticked, so it does not keep 'Select all' off; the unticked one does.
    expect(summary.allSelected).toBe(false);
    expect(summarizeBasket([tires, oil, soldOut]).allSelected).toBe(true);

    // A ticked line over its purchase limit cannot be bought as it is: neither counted nor totalled.
    const tooMany = summarizeBasket([oil, cartLine(premierSku, held(12))]);
    expect([tooMany.selected.length, tooMany.selectedCount, tooMany.selectedTotal]).toEqual([2, 2, 2 * 3199]);
  });

  it('refuses checkout with nothing ticked, with a line over its limit, and above 50 pieces', () => {
    const oil = (count: number) =>
      cartLine({ ...oilSku, limit: 99, stock: 99 }, { ...held(count), seenPrice: oilSku.price });
    expect(checkoutRefusal(summarizeBasket([cartLine(oilSku, { ...held(2, false), seenPrice: 3199 })]))).toBe(
      Messages.SelectAtLeastOneItem,
    );
    expect(checkoutRefusal(summarizeBasket([oil(40)]))).toBeNull();
    expect(checkoutRefusal(summarizeBasket([oil(40), cartLine(premierSku, held(10))]))).toBe(
      Messages.purchaseLimit(8),
    );
    expect(checkoutRefusal(summarizeBasket([oil(42), cartLine(premierSku, held(8))]))).toBeNull();
    expect(checkoutRefusal(summarizeBasket([oil(43), cartLine(premierSku, held(8))]))).toBe(
      Messages.CartCheckoutLimit,
    );
    expect(checkoutRefusal(summarizeBasket([oil(43), cartLine(premierSku, held(8, false))]))).toBeNull();
  });
});

describe('the stepper top', () => {
  it('is the purchase limit or the stock, whichever is lower, with the message of the bound that binds', () => {
    expect(maxLineCount({ purchaseLimit: 8, totalStocks: 12 })).toBe(8);
    expect(maxLineCountMessage({ purchaseLimit: 8, totalStocks: 12 })).toBe(
      'This product can be purchased up to 8 pieces.',
    );
    expect(maxLineCount({ purchaseLimit: 8, totalStocks: 3 })).toBe(3);
    expect(maxLineCountMessage({ purchaseLimit: 8, totalStocks: 3 })).toBe(
      'There are no enough items in stock.',
    );
  });
});
