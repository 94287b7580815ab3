/** The price fields of a card, SKU or rear SKU (integer cents). */
export interface PriceFields {
  priceSettle: number;
  oriPriceSettle: number;
  showPrice: boolean;
  showMapPrice: boolean;
}

export type PriceView = { kind: 'map' } | { kind: 'price'; cents: number; wasCents: number | null };

/**
 * What a shopper may see of a price. MAP rule (SPEC §3): when the minimum advertised price hides ours,
 * no amount is shown, only 'See price in cart'. Otherwise the price after activities, and the list
 * price struck through when it is higher.
 */
export function priceView(fields: PriceFields): PriceView {
  if (!fields.showPrice || fields.showMapPrice) return { kind: 'map' };
  return {
    kind: 'price',
    cents: fields.priceSettle,
    wasCents: fields.oriPriceSettle > fields.priceSettle ? fields.oriPriceSettle : null,
  };
}

/** A staggered set is two of each axle's tire. */
export const setOfFourCents = (front: number, rear: number): number => 2 * front + 2 * rear;
