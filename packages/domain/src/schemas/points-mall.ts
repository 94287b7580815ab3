import { z } from 'zod';
import { INT_COLUMN_MAX, idField, idParam } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/**
 * The points mall (integral-goods-list, convert-prod-det, integral-submit-order, exchange-details; SPEC §2; issue
 * 17): goods and coupons bought with points, or points plus money. A product is bought on the checkout as a
 * 'points' order (special kind 'points'); a coupon is exchanged at once.
 */

export const MallMessages = {
  SoldOut: 'This item has been fully exchanged',
  Exchanged: 'Exchanged! The coupon is in My coupons',
  GoodsNotFound: 'This item is no longer in the points mall',
  LimitReached: (limit: number) =>
    limit === 1
      ? 'You can exchange this item only once'
      : `You can exchange this item at most ${limit} times`,
  CouponUnavailable: 'This coupon can no longer be given to you (you may already hold as many as it allows)',
} as const;

export const MallGoodsKind = { Product: 'product', Coupon: 'coupon' } as const;
export type MallGoodsKind = (typeof MallGoodsKind)[keyof typeof MallGoodsKind];

/** Where an exchange stands: a coupon is done at once; a product's follows its 'points' order. */
export const ExchangeStatus = { Done: 'done', Placed: 'placed', Canceled: 'canceled' } as const;
export type ExchangeStatus = (typeof ExchangeStatus)[keyof typeof ExchangeStatus];

export const mallGoodsCard = z.object({
  id: z.number().int(),
  kind: z.enum(Object.values(MallGoodsKind)),
  name: z.string(),
  image: z.string(),
  /** Points per unit. */
  pointsPrice: z.number().int(),
  /** Money per unit on top of the points, in cents; 0 for points only. */
  cashCents: z.number().int(),
  stockLeft: z.number().int(),
  /** The product it sells, to check out with (kind 'product'). */
  skuId: z.number().int().nullable(),
});
export type MallGoodsCard = z.infer<typeof mallGoodsCard>;

/** GET /api/p/pointsMall/goods?current&size&kind — what the mall offers now, with the shopper's balance. */
export const mallGoodsQuery = pageQuery.extend({ kind: z.enum(Object.values(MallGoodsKind)).optional() });
export const mallGoodsPage = z.object({
  records: z.array(mallGoodsCard),
  ...pageFields,
  balance: z.number().int(),
});
export type MallGoodsPage = z.infer<typeof mallGoodsPage>;

/** GET /api/p/pointsMall/goods/:id — convert-prod-det. */
export const mallGoodsDetail = mallGoodsCard.extend({
  description: z.string(),
  perUserLimit: z.number().int(),
  /** Units this shopper has exchanged (placed or done). */
  exchangedByMe: z.number().int(),
  balance: z.number().int(),
  /** Why it cannot be exchanged now ('Not enough points', sold out, limit); null when it can. */
  problem: z.string().nullable(),
});
export type MallGoodsDetail = z.infer<typeof mallGoodsDetail>;
export const mallGoodsParams = z.object({ id: idParam(MallMessages.GoodsNotFound) });

/** POST /api/p/pointsMall/exchange — a coupon for points, at once (a product goes through the checkout). */
export const exchangeCouponRequest = z.object({ goodsId: idField(MallMessages.GoodsNotFound) });

export const exchangeRecord = z.object({
  number: z.string(),
  goodsId: z.number().int(),
  kind: z.enum(Object.values(MallGoodsKind)),
  name: z.string(),
  image: z.string(),
  count: z.number().int(),
  points: z.number().int(),
  cashCents: z.number().int(),
  status: z.enum(Object.values(ExchangeStatus)),
  /** The 'points' order a product was bought on. */
  orderNumber: z.string().nullable(),
  time: z.string(),
});
export type ExchangeRecord = z.infer<typeof exchangeRecord>;
export const exchangeAnswer = z.object({
  exchange: exchangeRecord,
  balance: z.number().int(),
  message: z.string(),
});
export type ExchangeAnswer = z.infer<typeof exchangeAnswer>;

/** GET /api/p/pointsMall/exchanges — exchange-details: the shopper's exchanges, newest first. */
export const exchangeRecordsPage = z.object({ records: z.array(exchangeRecord), ...pageFields });
export type ExchangeRecordsPage = z.infer<typeof exchangeRecordsPage>;
export const exchangeRecordsQuery = pageQuery;

/* ---- Staff: the mall's goods (console) ---- */

const boundedName = z.string().trim().min(1, 'Enter the name').max(60, 'The name is at most 60 characters');

/** POST /api/admin/pointsMall/goods, PUT …/goods/:id — one item of the mall. */
export const mallGoodsEdit = z
  .object({
    kind: z.enum(Object.values(MallGoodsKind)),
    name: boundedName,
    description: z.string().trim().max(500, 'The description is at most 500 characters'),
    /** A product's SKU (kind 'product'). */
    skuId: z.number().int().positive().max(INT_COLUMN_MAX).nullable(),
    /** A coupon (kind 'coupon'). */
    couponId: z.number().int().positive().max(INT_COLUMN_MAX).nullable(),
    pointsPrice: z.number().int().min(10, 'At least 10 points').max(10_000_000),
    cashCents: z.number().int().min(0).max(10_000_000),
    stock: z.number().int().min(0).max(1_000_000),
    perUserLimit: z.number().int().min(1).max(100),
    active: z.boolean(),
  })
  .refine((goods) => goods.kind !== MallGoodsKind.Product || goods.skuId !== null, {
    message: 'Choose the product this item sells',
    path: ['skuId'],
  })
  .refine((goods) => goods.kind !== MallGoodsKind.Coupon || goods.couponId !== null, {
    message: 'Choose the coupon this item gives',
    path: ['couponId'],
  })
  .refine((goods) => goods.kind !== MallGoodsKind.Coupon || goods.cashCents === 0, {
    message: 'A coupon is exchanged for points only',
    path: ['cashCents'],
  });
export type MallGoodsEdit = z.infer<typeof mallGoodsEdit>;

export const adminMallGoods = mallGoodsCard.extend({
  /** The product's name as the catalog has it, for a product item. */
  productName: z.string().nullable(),
  description: z.string(),
  couponId: z.number().int().nullable(),
  stock: z.number().int(),
  exchanged: z.number().int(),
  perUserLimit: z.number().int(),
  active: z.boolean(),
});
export type AdminMallGoods = z.infer<typeof adminMallGoods>;
export const adminMallGoodsList = z.object({ records: z.array(adminMallGoods) });
export type AdminMallGoodsList = z.infer<typeof adminMallGoodsList>;
