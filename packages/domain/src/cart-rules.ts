import { BusinessLine } from './catalog-codes';
import { CartLineProblem } from './codes';
import { validateCheckoutCount } from './order-validation';
import { type RefusalBody, refusal } from './refusals';
import type { CartLine, GuestCartLine } from './schemas/cart';

/** The cart's rules, once for the server, the web and its test doubles (SPEC §4, §5 'Purchase limit', §9). */

/** What bounds how many of a SKU a line may hold: its purchase limit (already resolved) and its stock. */
export type CountBounds = { purchaseLimit: number; stock: number };

/** A line's problem with the refusal it answers when asked for. */
export type LineProblem = { problem: CartLineProblem; refusal: RefusalBody };

/** The most a line may count now: the purchase limit or the stock, whichever is lower. */
export const maxCount = ({ purchaseLimit, stock }: CountBounds): number => Math.min(purchaseLimit, stock);

/** Past the top, the bound that binds is named: the stock when it is below the limit, else the limit. */
export function overCountProblem({ purchaseLimit, stock }: CountBounds): LineProblem {
  return stock < purchaseLimit
    ? { problem: CartLineProblem.OverStock, refusal: refusal('NOT_ENOUGH_STOCK') }
    : { problem: CartLineProblem.OverLimit, refusal: refusal('PURCHASE_LIMIT', purchaseLimit) };
}

/** Why `count` of a SKU cannot be held, or null when it can. */
export function countProblem(sku: CountBounds & { available: boolean }, count: number): LineProblem | null {
  if (!sku.available)
    return { problem: CartLineProblem.Unavailable, refusal: refusal('PRODUCT_UNAVAILABLE') };
  if (sku.stock <= 0) return { problem: CartLineProblem.SoldOut, refusal: refusal('OUT_OF_STOCK') };
  return count <= maxCount(sku) ? null : overCountProblem(sku);
}

/** A held line's problem: what it cannot count, else a price moved since the shopper saw it. */
export function lineProblem(
  sku: CountBounds & { available: boolean; price: number },
  held: { count: number; seenPrice: number },
): LineProblem | null {
  if (held.seenPrice === sku.price) return countProblem(sku, held.count);
  return (
    countProblem(sku, held.count) ?? {
      problem: CartLineProblem.PriceChanged,
      refusal: refusal('CART_UPDATED'),
    }
  );
}

/** The line's bounds as a cart line carries them. */
export const boundsOfLine = (line: Pick<CartLine, 'purchaseLimit' | 'totalStocks'>): CountBounds => ({
  purchaseLimit: line.purchaseLimit,
  stock: line.totalStocks,
});

/** Adding a SKU already in the cart increases its count; otherwise the line is appended (SPEC §4). */
export function addGuestLine(lines: readonly GuestCartLine[], added: GuestCartLine): GuestCartLine[] {
  const found = lines.some((line) => line.skuId === added.skuId);
  if (!found) return [...lines, added];
  return lines.map((line) =>
    line.skuId === added.skuId ? { ...line, count: line.count + added.count } : line,
  );
}

export function setGuestLineCount(
  lines: readonly GuestCartLine[],
  skuId: number,
  count: number,
): GuestCartLine[] {
  return lines.map((line) => (line.skuId === skuId ? { ...line, count } : line));
}

export function removeGuestLines(
  lines: readonly GuestCartLine[],
  skuIds: readonly number[],
): GuestCartLine[] {
  return lines.filter((line) => !skuIds.includes(line.skuId));
}

/** The total count: the sum of the lines' counts. */
export const totalCount = (lines: readonly { count: number }[]): number =>
  lines.reduce((sum, line) => sum + line.count, 0);

/** A product page starts at a set of four tires, or one part. */
export const defaultAddCount = (bizType: BusinessLine): number => (bizType === BusinessLine.Tire ? 4 : 1);

/** Sold-out and withdrawn lines are grayed out and cannot be ticked. */
export const isSelectable = (line: Pick<CartLine, 'soldOut' | 'problem'>): boolean =>
  !line.soldOut && line.problem !== CartLineProblem.SoldOut && line.problem !== CartLineProblem.Unavailable;

/** A changed price does not block a line: it is bought at the new price. */
export const canBeBought = (line: Pick<CartLine, 'soldOut' | 'problem'>): boolean =>
  isSelectable(line) && (line.problem === null || line.problem === CartLineProblem.PriceChanged);

export interface BasketSummary {
  /** Ticked lines that can be ticked. */
  selected: CartLine[];
  /** Pieces in the ticked lines that can be bought as they are: 'Checkout (n)'. */
  selectedCount: number;
  /** Cents: the ticked lines that can be bought as they are. */
  selectedTotal: number;
  /** Every line that can be ticked is (false for an empty or all-sold-out cart). */
  allSelected: boolean;
}

export function summarizeBasket(lines: readonly CartLine[]): BasketSummary {
  const selectable = lines.filter(isSelectable);
  const selected = selectable.filter((line) => line.selected);
  const buyable = selected.filter(canBeBought);
  return {
    selected,
    selectedCount: totalCount(buyable),
    selectedTotal: buyable.reduce((sum, line) => sum + line.priceSettle * line.count, 0),
    allSelected: selectable.length > 0 && selected.length === selectable.length,
  };
}

/**
 * Why the ticked lines cannot go to checkout, or null: nothing ticked, a ticked line holding more than
 * it may, or more than 50 pieces together (SPEC §5 'Purchase limit', §8, §9).
 */
export function checkoutRefusal(summary: BasketSummary): string | null {
  if (summary.selected.length === 0) return refusal('NOTHING_SELECTED').message;
  const blocked = summary.selected.find((line) => !canBeBought(line));
  if (blocked) return blocked.problemMessage ?? refusal('CART_UPDATED').message;
  const refused = validateCheckoutCount(summary.selectedCount);
  return refused ? refusal(refused).message : null;
}
