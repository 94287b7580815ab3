import {
  BusinessLine,
  type CartLine,
  CartLineProblem,
  type DeliveryModes,
  Messages,
  purchaseLimitOf,
} from '@tread/domain';
import type { Database, Transaction } from '../../db/client';
import { tireFactsOf } from '../catalog/cards';
import { type SkuFacts, skuFactsById } from '../catalog/sku-facts';

/** What the shopper chose for a line: how many, ticked or not, and the price they last saw. */
export type LineChoice = { count: number; selected: boolean; seenPrice: number };

/** Tires go to an installer, a pick-up point or home; parts are not fitted at a shop (SPEC §3 'Per-item delivery mode'). */
const DELIVERY_MODES: Record<BusinessLine, DeliveryModes> = {
  [BusinessLine.Tire]: { hasShopDelivery: true, hasUserPickUp: true, hasCityDelivery: true },
  [BusinessLine.Goods]: { hasShopDelivery: false, hasUserPickUp: true, hasCityDelivery: true },
};

/** The most a line may count now: the purchase limit or the stock, whichever is lower. */
export const maxCountOf = (facts: SkuFacts): number => Math.min(purchaseLimitOf(facts), facts.stock);

/** The refusal for holding `count` of a SKU, or null when it may be held (also used by the line's problem). */
export function countProblemOf(
  facts: SkuFacts,
  count: number,
): { problem: CartLineProblem; message: string } | null {
  if (!facts.available) return { problem: CartLineProblem.Unavailable, message: Messages.ProductUnavailable };
  if (facts.stock <= 0) return { problem: CartLineProblem.SoldOut, message: Messages.ProductOutOfStock };
  const limit = purchaseLimitOf(facts);
  if (count <= Math.min(limit, facts.stock)) return null;
  // Name the bound that binds: lowering the count to it clears both.
  return facts.stock < limit
    ? { problem: CartLineProblem.OverStock, message: Messages.NotEnoughItemsInStock }
    : { problem: CartLineProblem.OverLimit, message: Messages.purchaseLimit(limit) };
}

/** '225/45R17 94W' for a tire (the catalog card's size plus the service description); null for a part. */
function displaySizeOf(facts: SkuFacts): string | null {
  const tire = tireFactsOf(facts);
  if (!tire) return null;
  const service = `${facts.loadIndex ?? ''}${facts.speedRating ?? ''}`;
  return service ? `${tire.displaySize} ${service}` : tire.displaySize;
}

/** A price change is not blocking: the line can still be bought, at the new price. */
export const canBeBought = (line: CartLine): boolean =>
  line.problem === null || line.problem === CartLineProblem.PriceChanged;

export function toCartLine(facts: SkuFacts, choice: LineChoice): CartLine {
  const countProblem = countProblemOf(facts, choice.count);
  const priceChanged = facts.price !== choice.seenPrice;
  const problem =
    countProblem ??
    (priceChanged ? { problem: CartLineProblem.PriceChanged, message: Messages.CartUpdated } : null);
  return {
    skuId: facts.skuId,
    prodId: facts.prodId,
    prodName: facts.prodName,
    brandName: facts.brandName,
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
    problemMessage: problem?.message ?? null,
    lineTotal: facts.price * choice.count,
    ...DELIVERY_MODES[facts.bizType],
  };
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
): Promise<CartLine[]> {
  const counts = mergeCounts(items);
  const facts = await skuFactsById(db, [...counts.keys()]);
  const lines: CartLine[] = [];
  for (const [skuId, count] of counts) {
    const sku = facts.get(skuId);
    if (sku) lines.push(toCartLine(sku, { count, selected: true, seenPrice: sku.price }));
  }
  return lines;
}
