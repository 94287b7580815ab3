import { describe, expect, it } from 'vitest';
import { cartBadgeText } from './cart-badge';
import {
  addGuestLine,
  boundsOfLine,
  checkoutRefusal,
  countProblem,
  lineProblem,
  maxCount,
  overCountProblem,
  summarizeBasket,
} from './cart-rules';
import { BusinessLine } from './catalog-codes';
import { CartLineProblem } from './codes';
import { Messages } from './messages';
import type { CartLine } from './schemas/cart';

type Sku = { skuId: number; price: number; stock: number; purchaseLimit: number; available: boolean };
const tire: Sku = { skuId: 457, price: 22_399, stock: 12, purchaseLimit: 8, available: true };
const oil: Sku = { skuId: 9000, price: 3199, stock: 40, purchaseLimit: 20, available: true };
const wiper: Sku = { skuId: 9100, price: 2899, stock: 0, purchaseLimit: 20, available: true };

/** A cart line as the server builds it, from the same rules. */
function line(sku: Sku, count: number, options: { selected?: boolean; seenPrice?: number } = {}): CartLine {
  const seenPrice = options.seenPrice ?? sku.price;
  const problem = lineProblem(sku, { count, seenPrice });
  return {
    skuId: sku.skuId,
    prodId: sku.skuId,
    prodName: `SKU ${sku.skuId}`,
    brandName: 'Brand',
    brandId: 1,
    categoryId: 1,
    bizType: BusinessLine.Goods,
    image: '',
    partyCode: `P${sku.skuId}`,
    displaySize: null,
    tireTier: null,
    priceSettle: sku.price,
    addedPrice: seenPrice,
    count,
    selected: options.selected ?? true,
    totalStocks: sku.stock,
    purchaseLimit: sku.purchaseLimit,
    soldOut: sku.stock <= 0,
    problem: problem?.problem ?? null,
    problemMessage: problem?.refusal.message ?? null,
    lineTotal: sku.price * count,
    hasShopDelivery: true,
    hasUserPickUp: true,
    hasCityDelivery: true,
  };
}

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

describe('what a line may hold (SPEC §5 Purchase limit)', () => {
  it('refuses an unavailable or sold-out SKU whatever the count', () => {
    expect(countProblem({ ...tire, available: false }, 1)?.refusal.code).toBe('PRODUCT_UNAVAILABLE');
    expect(countProblem(wiper, 1)?.refusal).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Product out of stock',
    });
  });

  it('names the purchase limit when it binds, including when the stock equals it', () => {
    expect(maxCount({ purchaseLimit: 8, stock: 12 })).toBe(8);
    expect(overCountProblem({ purchaseLimit: 8, stock: 12 }).refusal.message).toBe(
      'This product can be purchased up to 8 pieces.',
    );
    expect(overCountProblem({ purchaseLimit: 8, stock: 8 }).problem).toBe(CartLineProblem.OverLimit);
    expect(maxCount({ purchaseLimit: 8, stock: 3 })).toBe(3);
    expect(overCountProblem({ purchaseLimit: 8, stock: 3 }).refusal.message).toBe(
      'There are no enough items in stock.',
    );
    expect(countProblem(tire, 8)).toBeNull();
    expect(overCountProblem(boundsOfLine(line(tire, 9))).refusal.code).toBe('PURCHASE_LIMIT');
  });

  it('flags a changed price without blocking the line', () => {
    expect(lineProblem(tire, { count: 4, seenPrice: 20_000 })?.problem).toBe(CartLineProblem.PriceChanged);
    expect(lineProblem(tire, { count: 9, seenPrice: 20_000 })?.problem).toBe(CartLineProblem.OverLimit);
  });
});

describe('the basket selection', () => {
  it('totals the ticked lines that can be bought, at their current price', () => {
    const tires = line({ ...tire, price: 20_000 }, 4, { seenPrice: 22_399 });
    const oils = line(oil, 2);
    const unticked = line(oil, 3, { selected: false });
    const soldOut = line(wiper, 1);
    expect(tires.problem).toBe(CartLineProblem.PriceChanged);

    const summary = summarizeBasket([tires, oils, unticked, soldOut]);
    expect(summary.selectedCount).toBe(6);
    expect(summary.selectedTotal).toBe(4 * 20_000 + 2 * 3199);
    expect(summary.selected).toEqual([tires, oils]);
    // The sold-out line cannot be ticked, so it does not keep 'Select all' off; the unticked one does.
    expect(summary.allSelected).toBe(false);
    expect(summarizeBasket([tires, oils, soldOut]).allSelected).toBe(true);

    // A ticked line over its purchase limit cannot be bought as it is: neither counted nor totaled.
    const tooMany = summarizeBasket([oils, line(tire, 12)]);
    expect([tooMany.selected.length, tooMany.selectedCount, tooMany.selectedTotal]).toEqual([2, 2, 2 * 3199]);
  });

  it('refuses checkout with nothing ticked, with a line over its limit, and above 50 pieces', () => {
    const bulkOil = (count: number) => line({ ...oil, purchaseLimit: 99, stock: 99 }, count);
    expect(checkoutRefusal(summarizeBasket([line(oil, 2, { selected: false })]))).toBe(
      Messages.SelectAtLeastOneItem,
    );
    expect(checkoutRefusal(summarizeBasket([bulkOil(40)]))).toBeNull();
    expect(checkoutRefusal(summarizeBasket([bulkOil(40), line(tire, 10)]))).toBe(Messages.purchaseLimit(8));
    expect(checkoutRefusal(summarizeBasket([bulkOil(42), line(tire, 8)]))).toBeNull();
    expect(checkoutRefusal(summarizeBasket([bulkOil(43), line(tire, 8)]))).toBe(Messages.CartCheckoutLimit);
    expect(checkoutRefusal(summarizeBasket([bulkOil(43), line(tire, 8, { selected: false })]))).toBeNull();
  });
});
