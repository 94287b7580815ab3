import { z } from 'zod';
import { BusinessLine } from '../catalog-codes';
import { DeliveryCode } from '../codes';
import { Messages } from '../messages';
import { idParam, zipField } from '../zod-fields';
import {
  activity,
  brandRef,
  fitmentField,
  pageFields,
  pageQuery,
  priceFields,
  productCard,
  productSortField,
  tireFacts,
  tireSeasonField,
  vehicleIdQueryField,
} from './catalog';

/** Product page, delivery estimate and browsing (brands, categories, text search) of issue 4. */

/** GET /api/prod/prodInfo — the product page; skuId picks the size shown, vehicleId fills fitment. */
export const productInfoQuery = z.object({
  prodId: idParam(Messages.PageNotFound404),
  skuId: idParam(Messages.PageNotFound404).optional(),
  vehicleId: vehicleIdQueryField.optional(),
});

/** One size/variant choice of the product page. */
export const productSku = z.object({
  skuId: z.number().int(),
  partyCode: z.string(),
  partNumber: z.string(),
  ...priceFields,
  /** Most pieces one order may take (SPEC §5 'Purchase limit'). */
  purchaseLimit: z.number().int(),
  /** Null for parts. */
  tires: tireFacts.nullable(),
  fitment: fitmentField,
});
export type ProductSku = z.infer<typeof productSku>;

/** Tire specifications, with the domain's helpers' readings (load in kg/lb, speed in mph, warranty '60K'). */
export const tireSpecifications = z.object({
  season: tireSeasonField,
  seasonLabel: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  loadIndex: z.object({ index: z.number().int(), kg: z.number(), lb: z.number() }),
  speedRating: z.object({
    symbol: z.string(),
    mph: z.number(),
    kmh: z.number(),
    orAbove: z.boolean(),
    description: z.string(),
  }),
  utqg: z.object({
    treadwear: z.number().int().nullable(),
    traction: z.string().nullable(),
    temperature: z.string().nullable(),
  }),
  warranty: z.object({
    years: z.number().int(),
    miles: z.number().int().nullable(),
    /** '60K'; null without a mileage warranty. */
    milesText: z.string().nullable(),
  }),
  runFlat: z.boolean(),
  xl: z.boolean(),
  sidewall: z.string(),
  overallDiameterIn: z.number(),
  sectionWidthIn: z.number(),
  revolutionsPerMile: z.number().int(),
});
export type TireSpecifications = z.infer<typeof tireSpecifications>;

export const productDetail = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  bizType: z.literal([BusinessLine.Tire, BusinessLine.Goods]),
  prodCardType: z.enum(['tire', 'goods']),
  brand: brandRef,
  /** SPEC §3 names it brandDto on product info; the same as brand. */
  brandDto: brandRef,
  categoryId: z.number().int(),
  categoryName: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Gallery image URLs, the first being the main image. */
  images: z.array(z.string()),
  /** Every active SKU: the size choice. */
  skuList: z.array(productSku),
  /** The SKU shown (the price block, specifications and fitment are its). */
  sku: productSku,
  /** Null for parts. */
  tireSpecs: tireSpecifications.nullable(),
  /** Name/value rows for the specifications table (parts' own specs; a tire's readings as text). */
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  fitment: fitmentField,
  tireTier: z.number().int().nullable(),
  prodTopTag: z.string().nullable(),
  activityList: z.array(activity),
  /** Its visible reviews: how many and the average (one decimal, null before the first); GET /api/comment/summary has the rest. */
  reviews: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** GET /api/arrivalTime/getEstimatedDeliveryTime (SPEC §7). */
export const deliveryEstimateQuery = z.object({
  zip: zipField.prefault(''),
  prodId: idParam(Messages.PageNotFound404).optional(),
});

/**
 * code 2 (days): a ZIP of Greater Los Angeles, free delivery in 1–3 business days (Mon–Sat, the
 * warehouse's days, in America/Los_Angeles); code 1 (outOfRange) elsewhere.
 */
export const deliveryEstimateAnswer = z.object({
  code: z.literal([DeliveryCode.OutOfRange, DeliveryCode.Days]),
  zip: z.string(),
  /** 'MM/DD/YYYY - MM/DD/YYYY', or null out of range. */
  estimatedDeliveryTime: z.string().nullable(),
  /** ISO dates (YYYY-MM-DD) of the range, or null. */
  earliestDate: z.string().nullable(),
  latestDate: z.string().nullable(),
  message: z.string(),
  freeDelivery: z.boolean(),
});
export type DeliveryEstimateAnswer = z.infer<typeof deliveryEstimateAnswer>;

/** GET /api/brands — `bizType` 7 tire or 1 goods narrows to brands with such products. */
export const brandListQuery = z.object({
  bizType: z.coerce
    .number()
    .pipe(z.literal([BusinessLine.Tire, BusinessLine.Goods]))
    .optional(),
});

export const brandInfo = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  slug: z.string(),
  country: z.string(),
  tier: z.enum(['premium', 'mid', 'value']),
  blurb: z.string(),
  /** An SVG wordmark URL. */
  logo: z.string(),
  tireProdCount: z.number().int(),
  partsProdCount: z.number().int(),
});
export type BrandInfo = z.infer<typeof brandInfo>;

export const brandListAnswer = z.object({ brands: z.array(brandInfo) });

/** GET /api/category/categoryInfo — the tree under parentId (the roots without it), two levels deep. */
export const categoryInfoQuery = z.object({ parentId: idParam().optional() });

export const categoryLeaf = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  /** Lucide icon name, kebab-case. */
  icon: z.string(),
  bizType: z.literal([BusinessLine.Tire, BusinessLine.Goods]),
  /** Active products here and below. */
  prodCount: z.number().int(),
});
export const categoryNode = categoryLeaf.extend({ children: z.array(categoryLeaf) });
export type CategoryNode = z.infer<typeof categoryNode>;

export const categoryInfoAnswer = z.object({ categories: z.array(categoryNode) });

/** GET /api/category/prods — a category's (and its children's) products, optionally one brand's. */
export const categoryProdsQuery = z.object({
  categoryId: idParam().optional(),
  brandId: idParam().optional(),
  sort: productSortField,
  vehicleId: vehicleIdQueryField.optional(),
  ...pageQuery.shape,
});

/** One card per product (its cheapest active SKU). */
export const productPage = z.object({ records: z.array(productCard), ...pageFields });
export type ProductPage = z.infer<typeof productPage>;

/** GET /api/search/searchProdPage — text search over names, brands, part numbers and sizes, typo-tolerant. */
export const textSearchQuery = z.object({
  prodName: z
    .string()
    .prefault('')
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .refine((text) => text.length > 0, Messages.SearchEmpty)
    .refine((text) => text.length <= 100, Messages.SearchEmpty),
  vehicleId: vehicleIdQueryField.optional(),
  ...pageQuery.shape,
});

export const textSearchAnswer = productPage.extend({
  /** When the text reads as a tire size: its key; the records are then that size's tires. */
  sizeMatch: z.string().nullable(),
});
export type TextSearchAnswer = z.infer<typeof textSearchAnswer>;
