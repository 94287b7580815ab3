import { z } from 'zod';
import { BusinessLine } from '../catalog-codes';
import { CartLineProblem } from '../codes';
import { Messages } from '../messages';
import { idField, intField } from '../zod-fields';

/** Cart requests and answers (issue 5; SPEC §3 'Guest cart line', §4 'Guest cart', §7 shopCart calls). */

const COUNT_MAX = 999;
/** Pieces of one SKU on a cart or checkout line. */
export const lineCount = intField({ min: 1, max: COUNT_MAX, message: Messages.ItemCountInvalid });
export const skuIdField = idField(Messages.ProductUnavailable);

/** A guest cart line as kept in local storage; skuId picks the size of a tire line. */
export const guestCartLine = z.object({
  prodId: idField(Messages.ProductUnavailable),
  skuId: skuIdField,
  count: lineCount,
});
export type GuestCartLine = z.infer<typeof guestCartLine>;

/** POST /api/p/shopCart/changeItem — add `count` more of a SKU (adding again increases the count). */
export const addCartItemRequest = z.object({ skuId: skuIdField, count: lineCount });
export type AddCartItemRequest = z.infer<typeof addCartItemRequest>;

/** POST /api/p/shopCart/updateItem — set a line's count (the basket's stepper). */
export const setCartItemCountRequest = z.object({ skuId: skuIdField, count: lineCount });
export type SetCartItemCountRequest = z.infer<typeof setCartItemCountRequest>;

/** POST /api/p/shopCart/batchChangeItem — the guest cart merged on sign-in: counts are added to the server's. */
export const batchChangeItemRequest = z.object({ items: z.array(guestCartLine).max(COUNT_MAX) });
export type BatchChangeItemRequest = z.infer<typeof batchChangeItemRequest>;

/** POST /api/p/shopCart/deleteItem — remove lines. */
export const deleteCartItemsRequest = z.object({ skuIds: z.array(skuIdField).min(1).max(COUNT_MAX) });

/** POST /api/p/shopCart/selectItem — tick or untick lines; no skuIds means every line. */
export const selectCartItemsRequest = z.object({
  skuIds: z.array(skuIdField).max(COUNT_MAX).optional(),
  selected: z.boolean(),
});

/** POST /api/shopCart/preview — a guest's local lines priced like a server cart (nothing is stored). */
export const previewCartRequest = z.object({ items: z.array(guestCartLine).max(COUNT_MAX) });

/** GET /api/p/shopCart/prodCount — the tab badge: the sum of the counts. */
export const cartCountAnswer = z.object({ count: z.number().int() });

/** Which ways of receiving an item it allows (SPEC §3 'Per-item delivery mode'). */
export const deliveryModes = z.object({
  hasShopDelivery: z.boolean(),
  hasUserPickUp: z.boolean(),
  hasCityDelivery: z.boolean(),
});
export type DeliveryModes = z.infer<typeof deliveryModes>;

export const cartLine = z.object({
  skuId: z.number().int(),
  prodId: z.number().int(),
  prodName: z.string(),
  brandName: z.string(),
  /** What coupons and activities cover (issue 14). */
  brandId: z.number().int(),
  categoryId: z.number().int(),
  bizType: z.literal([BusinessLine.Tire, BusinessLine.Goods]),
  image: z.string(),
  partyCode: z.string(),
  /** '225/45R17 94W' for a tire; null for a part. */
  displaySize: z.string().nullable(),
  /** Tier code of SPEC §9 (3 and 4 are installed free); null for parts. */
  tireTier: z.number().int().nullable(),
  /** Cents per item now; the price the order will be placed at. */
  priceSettle: z.number().int(),
  /** Cents per item when it was added; differs from priceSettle when the price changed. */
  addedPrice: z.number().int(),
  count: z.number().int(),
  selected: z.boolean(),
  totalStocks: z.number().int(),
  purchaseLimit: z.number().int(),
  soldOut: z.boolean(),
  /** The problem to show on the line; null when it can be checked out as it is. */
  problem: z.enum(Object.values(CartLineProblem)).nullable(),
  /** The message that goes with the problem (SPEC §5 'Purchase limit', §8). */
  problemMessage: z.string().nullable(),
  lineTotal: z.number().int(),
  ...deliveryModes.shape,
});
export type CartLine = z.infer<typeof cartLine>;

/** GET /api/p/shopCart/info and POST /api/shopCart/preview. */
export const basketAnswer = z.object({
  lines: z.array(cartLine),
  /** Sum of all counts (the badge). */
  totalCount: z.number().int(),
  /** Sum of the selected lines' counts; checkout takes at most 50 (SPEC §9). */
  selectedCount: z.number().int(),
  /** Cents: the selected lines that can be bought. */
  selectedTotal: z.number().int(),
  /** True when a line changed since the shopper last saw it: show 'Something in your cart has been updated, please check'. */
  updated: z.boolean(),
});
export type BasketAnswer = z.infer<typeof basketAnswer>;
