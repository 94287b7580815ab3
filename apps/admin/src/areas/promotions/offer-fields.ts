import { formatPrice } from '@tread/domain';
import { z } from 'zod';
import { centsOf } from './form-fields';

/**
 * What the flash-sale and group-buy forms share: the one SKU they sell, as the SKU picker holds it (its product,
 * to show its SKUs, and its usual price, to compare), and a price that must be below that usual price.
 */

type Context = Parameters<typeof centsOf>[0];

export const OfferFormMessages = {
  SkuRequired: 'Choose a product and one of its SKUs',
} as const;

export const chosenSku = z.object({
  prodId: z.number().nullable(),
  skuId: z.number().nullable(),
  /** Cents: the chosen SKU's price when it was chosen. */
  usualPrice: z.number().nullable(),
});
export type ChosenSku = z.infer<typeof chosenSku>;
export const NO_SKU: ChosenSku = { prodId: null, skuId: null, usualPrice: null };

/** The server's refusals about the SKU (on `skuId`, or a SKU no longer sold) go under the picker, `sku`. */
export const SKU_REFUSALS = { skuId: 'sku', PRODUCT_UNAVAILABLE: 'sku' } as const;

/** The chosen SKU's id, refused under the picker (the form's `sku`) when none is chosen. */
export function skuIdOf(ctx: Context, sku: ChosenSku): number {
  if (sku.skuId === null)
    ctx.addIssue({ code: 'custom', path: ['sku'], message: OfferFormMessages.SkuRequired });
  return sku.skuId ?? 0;
}

/** A price typed in dollars, refused with `message` unless it is below the usual price (when that is known). */
export function offerPriceOf(
  ctx: Context,
  path: string,
  text: string,
  usualPrice: number | null,
  message: string,
): number {
  const cents = centsOf(ctx, path, text);
  if (cents !== null && usualPrice !== null && cents >= usualPrice)
    ctx.addIssue({ code: 'custom', path: [path], message });
  return cents ?? 0;
}

/** '$149.99 instead of $189.99 (21% off)', once the price reads and is below the usual price. */
export function priceAgainstUsual(price: number | null, usualPrice: number | null): string | null {
  if (price === null || usualPrice === null || price <= 0 || price >= usualPrice) return null;
  return `${formatPrice(price)} instead of ${formatPrice(usualPrice)} (${percentOff(price, usualPrice)}% off)`;
}

/** Whole percent off the usual price, rounded down so it never says more than shoppers save. */
export const percentOff = (price: number, usualPrice: number): number =>
  Math.floor(((usualPrice - price) * 100) / usualPrice);
