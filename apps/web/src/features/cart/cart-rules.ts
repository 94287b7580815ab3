import {
  BusinessLine,
  CART_BADGE_OVERFLOW,
  type CartLine,
  CartLineProblem,
  type GuestCartLine,
  Messages,
  validateCheckoutCount,
} from '@tread/domain';

/** The cart's rules that need no server: guest lines, the badge, the basket's ticks and checkout (SPEC §4, §5, §9). */

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

/** The tab badge: nothing for an empty cart, '99+' above 99 (SPEC §9). */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_OVERFLOW ? `${CART_BADGE_OVERFLOW}+` : String(count);
}

/** A product page starts at a set of four tires, or one part. */
export const defaultAddCount = (bizType: BusinessLine): number => (bizType === BusinessLine.Tire ? 4 : 1);

/** Sold-out and withdrawn lines are greyed out and cannot be ticked. */
export const isSelectable = (line: CartLine): boolean =>
  !line.soldOut && line.problem !== CartLineProblem.SoldOut && line.problem !== CartLineProblem.Unavailable;

/** A changed price does not block a line: it is bought at the new price. */
export const canBeBought = (line: CartLine): boolean =>
  isSelectable(line) && (line.problem === null || line.problem === CartLineProblem.PriceChanged);

/** The stepper's top: the purchase limit or the stock, whichever is lower (never below 1). */
export const maxLineCount = (line: Pick<CartLine, 'purchaseLimit' | 'totalStocks'>): number =>
  Math.max(1, Math.min(line.purchaseLimit, line.totalStocks));

/** What the shopper hears when asking for more than the stepper's top: the bound that binds. */
export const maxLineCountMessage = (line: Pick<CartLine, 'purchaseLimit' | 'totalStocks'>): string =>
  line.totalStocks < line.purchaseLimit
    ? Messages.NotEnoughItemsInStock
    : Messages.purchaseLimit(line.purchaseLimit);

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
  if (summary.selected.length === 0) return Messages.SelectAtLeastOneItem;
  const blocked = summary.selected.find((line) => !canBeBought(line));
  if (blocked) return blocked.problemMessage ?? Messages.CartUpdated;
  return validateCheckoutCount(summary.selectedCount);
}
