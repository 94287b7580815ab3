import {
  BusinessLine,
  type CartLine,
  type DeliveryModes,
  type LineProblem,
  lineProblem,
  purchaseLimitOf,
} from '@tread/domain';
import type { Database, Transaction } from '../../db/client';
import { displaySizeOf, type SkuFacts, skuFactsById } from '../catalog';

/** What the shopper chose for a line: how many, ticked or not, and the price they last saw. */
export type LineChoice = { count: number; selected: boolean; seenPrice: number };

/** Tires go to an installer, a pick-up point or home; parts are not fitted at a shop (SPEC §3 'Per-item delivery mode'). */
const DELIVERY_MODES: Record<BusinessLine, DeliveryModes> = {
  [BusinessLine.Tire]: { hasShopDelivery: true, hasUserPickUp: true, hasCityDelivery: true },
  [BusinessLine.Goods]: { hasShopDelivery: false, hasUserPickUp: true, hasCityDelivery: true },
};

/** A SKU's facts as the cart rules (packages/domain cart-rules.ts) read them. */
export const boundsOf = (facts: SkuFacts) => ({
  available: facts.available,
  stock: facts.stock,
  purchaseLimit: purchaseLimitOf(facts),
  price: facts.price,
});

/** A priced line with the refusal its problem answers when the line is bought as it is. */
export type PricedLine = { line: CartLine; problem: LineProblem | null };

export const toCartLine = (facts: SkuFacts, choice: LineChoice): CartLine => pricedLine(facts, choice).line;

function pricedLine(facts: SkuFacts, choice: LineChoice): PricedLine {
  const problem = lineProblem(boundsOf(facts), choice);
  const line: CartLine = {
    skuId: facts.skuId,
    prodId: facts.prodId,
    prodName: facts.prodName,
    brandName: facts.brandName,
    brandId: facts.brandId,
    categoryId: facts.categoryId,
    bizType: facts.bizType,
    image: facts.image,
    partyCode: facts.partyCode,
    displaySize: displaySizeOf(facts),
    priceSettle: facts.price,
    addedPrice: choice.seenPrice,
    count: choice.count,
    selected: choice.selected,
    totalStocks: facts.stock,
    purchaseLimit: purchaseLimitOf(facts),
    tireTier: facts.tier,
    soldOut: facts.stock <= 0,
    problem: problem?.problem ?? null,
    problemMessage: problem?.refusal.message ?? null,
    lineTotal: facts.price * choice.count,
    ...DELIVERY_MODES[facts.bizType],
  };
  return { line, problem };
}

/** The SKU facts of `skuIds`, by id; SKUs that do not exist are absent. */

/** Counts per SKU in first-seen order, the same SKU given twice counting once with both counts. */
export function mergeCounts(items: { skuId: number; count: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { skuId, count } of items) counts.set(skuId, (counts.get(skuId) ?? 0) + count);
  return counts;
}

/**
 * Lines for any (skuId, count) pairs priced as they are now (checkout and the guest preview): each
 * selected, with its problem (over stock, over limit, sold out, unavailable) but never a price change.
 * The same SKU given twice makes one line; SKUs that do not exist are left out, in the given order.
 */
export async function priceLines(
  db: Database | Transaction,
  items: { skuId: number; count: number }[],
): Promise<PricedLine[]> {
  const counts = mergeCounts(items);
  const facts = await skuFactsById(db, [...counts.keys()]);
  const lines: PricedLine[] = [];
  for (const [skuId, count] of counts) {
    const sku = facts.get(skuId);
    if (sku) lines.push(pricedLine(sku, { count, selected: true, seenPrice: sku.price }));
  }
  return lines;
}
