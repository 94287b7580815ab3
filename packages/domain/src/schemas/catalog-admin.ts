import { z } from 'zod';
import { BusinessLine, TireTier } from '../catalog-codes';
import { Messages } from '../messages';
import { idField, idParam, intField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/** The staff console's catalog: products and SKUs, brands, categories, and price/stock CSV uploads (issue 13). */

export const CatalogAdminMessages = {
  NameRequired: 'Please enter a name',
  NameTooLong: 'The name can be at most 120 characters',
  BrandNotFound: 'That brand does not exist',
  CategoryNotFound: 'That category does not exist',
  NameTaken: 'That name is already used',
  NothingToChange: 'Nothing to change',
  ProductOff: 'The product is off sale: turn the product on first',
  MapPriceInvalid: 'Please enter the correct MAP price',
  PurchaseLimitInvalid: 'The purchase limit must be a whole number from 1 to 999',
  CsvEmpty: 'The file has no rows',
  CsvTooLarge: 'The file is too large: split it into smaller files',
  PreviewFirst: 'Preview the file first, then apply it',
  CsvTooManyRows: (max: number) => `The file can have at most ${max} rows`,
  CsvUnreadable: (line: number) => `The file cannot be read as CSV near line ${line}`,
  CsvNoSkuColumn: 'The file needs a skuId or partyCode column',
  CsvNoChangeColumn: 'The file needs a price or stock column',
  RowNoSku: 'Give a skuId or a partyCode',
  RowUnknownSku: (sku: string) => `No SKU ${sku}`,
  RowSkuMismatch: (skuId: number, partyCode: string) => `SKU ${skuId} is not ${partyCode}`,
  RowDuplicate: (line: number) => `The same SKU is already on line ${line}`,
  RowPriceNotPositive: 'The price must be more than $0.00',
  RowPriceTooLarge: 'The price is too large',
  RowStockNotWhole: 'The stock must be a whole number',
  RowStockNegative: 'The stock cannot be negative',
  RowStockTooLarge: 'The stock is too large',
  UploadChanged: 'Prices or stock changed since the preview: preview the file again',
  UploadAlreadyApplied: 'This file has already been applied',
  UploadHasErrors: (line: number, error: string) => `Line ${line}: ${error}`,
} as const;

const nameField = z
  .string()
  .trim()
  .min(1, CatalogAdminMessages.NameRequired)
  .max(120, CatalogAdminMessages.NameTooLong);
const flag = z.enum(['true', 'false']).transform((text) => text === 'true');
const tierField = z.literal(Object.values(TireTier));
const bizTypeField = z.literal([BusinessLine.Tire, BusinessLine.Goods]);
const atLeastOne = <T extends z.ZodObject>(schema: T) =>
  schema.refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: CatalogAdminMessages.NothingToChange,
  });

/** GET /api/admin/products: newest first; q matches the name (any part), a SKU code or a part number. */
export const adminProductQuery = z.object({
  q: z.string().trim().max(120).optional(),
  brandId: idParam().optional(),
  categoryId: idParam().optional(),
  active: flag.optional(),
  ...pageQuery.shape,
});
export type AdminProductQuery = z.input<typeof adminProductQuery>;
export type AdminProductFilters = z.output<typeof adminProductQuery>;

export const adminProductRow = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  bizType: bizTypeField,
  brandId: z.number().int(),
  brandName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  active: z.boolean(),
  tier: z.number().int().nullable(),
  image: z.string(),
  skuCount: z.number().int(),
  /** Cents: the cheapest and dearest SKU; null without SKUs. */
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
  totalStock: z.number().int(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductPage = z.object({ records: z.array(adminProductRow), ...pageFields });
export type AdminProductPage = z.infer<typeof adminProductPage>;

/** A SKU as staff edit it; showMapPrice is derived: the shop hides a price below its MAP price ('See price in cart'). */
export const adminSku = z.object({
  skuId: z.number().int(),
  partyCode: z.string(),
  partNumber: z.string(),
  size: z.string().nullable(),
  price: z.number().int(),
  mapPrice: z.number().int().nullable(),
  showMapPrice: z.boolean(),
  listPrice: z.number().int(),
  stock: z.number().int(),
  purchaseLimit: z.number().int().nullable(),
  active: z.boolean(),
});
export type AdminSku = z.infer<typeof adminSku>;

export const adminProductDetail = adminProductRow.extend({ skus: z.array(adminSku) });
export type AdminProductDetail = z.infer<typeof adminProductDetail>;

export const productIdParams = z.object({ productId: idParam() });

/** PATCH /api/admin/products/{productId}: only the fields given change; a product turned off takes its SKUs off sale. */
export const productChangeRequest = atLeastOne(
  z.object({
    name: nameField.optional(),
    brandId: idField(CatalogAdminMessages.BrandNotFound).optional(),
    categoryId: idField(CatalogAdminMessages.CategoryNotFound).optional(),
    active: z.boolean().optional(),
    /** The tier tag shown on cards ('Best Rated', 'Free Install'...); null for none. */
    tier: tierField.nullable().optional(),
  }),
);
export type ProductChange = z.infer<typeof productChangeRequest>;

/** PATCH /api/admin/skus/{skuId}: staff reprice a SKU, set its stock, MAP price, limit, or stop selling it. */
export const skuChangeParams = z.object({ skuId: idParam() });
export const skuChangeRequest = atLeastOne(
  z.object({
    price: intField({ min: 1, message: Messages.AmountInvalid }).optional(),
    /** Minimum advertised price in cents; null removes it. */
    mapPrice: intField({ min: 1, message: CatalogAdminMessages.MapPriceInvalid }).nullable().optional(),
    stock: intField({ min: 0, message: Messages.AmountInvalid }).optional(),
    /** Most pieces one order may take; null uses the business line's default. */
    purchaseLimit: intField({ min: 1, max: 999, message: CatalogAdminMessages.PurchaseLimitInvalid })
      .nullable()
      .optional(),
    active: z.boolean().optional(),
  }),
);
export type SkuChange = z.infer<typeof skuChangeRequest>;
export const skuChangeAnswer = adminSku;
export type SkuChangeAnswer = AdminSku;

/** Brands and categories as the console lists them, all at once (a few hundred at most). */
export const adminBrand = z.object({
  brandId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  tier: z.enum(['premium', 'mid', 'value']),
  productCount: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminBrandList = z.object({ records: z.array(adminBrand) });
export const brandIdParams = z.object({ brandId: idParam() });
export const brandCreateRequest = z.object({
  name: nameField,
  country: z.string().trim().max(60).default(''),
  tier: adminBrand.shape.tier.default('mid'),
});
export const renameRequest = z.object({ name: nameField });

export const adminCategory = z.object({
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  bizType: bizTypeField,
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z.object({ records: z.array(adminCategory) });
export const categoryIdParams = z.object({ categoryId: idParam() });
export const categoryCreateRequest = z.object({
  name: nameField,
  /** A subcategory takes its parent's business line; a root names its own. */
  parentId: idField(CatalogAdminMessages.CategoryNotFound).nullable().default(null),
  bizType: bizTypeField.default(BusinessLine.Goods),
});

/** A CSV of at most this many rows is previewed and applied in one go. */
export const PRICE_LIST_MAX_ROWS = 5000;

/** POST /api/admin/price-lists/preview: the CSV's text (columns skuId or partyCode, price in dollars, stock). */
export const priceListPreviewRequest = z.object({
  csv: z.string({ error: CatalogAdminMessages.CsvEmpty }).max(1_000_000, CatalogAdminMessages.CsvTooLarge),
});
/** POST /api/admin/price-lists/apply: the same CSV and the token its preview answered. */
export const priceListApplyRequest = priceListPreviewRequest.extend({
  token: z
    .string({ error: CatalogAdminMessages.PreviewFirst })
    .regex(/^[0-9a-f]{64}$/, CatalogAdminMessages.PreviewFirst),
});

const beforeAfter = z.object({ before: z.number().int(), after: z.number().int() });
export const priceListRow = z.object({
  /** The line of the file, counting the header as 1. */
  line: z.number().int(),
  skuId: z.number().int().nullable(),
  partyCode: z.string().nullable(),
  productName: z.string().nullable(),
  /** Cents; null when the file leaves the price as it is. */
  price: beforeAfter.nullable(),
  stock: beforeAfter.nullable(),
  changed: z.boolean(),
  error: z.string().nullable(),
});
export type PriceListRow = z.infer<typeof priceListRow>;
export const priceListPreview = z.object({
  rows: z.array(priceListRow),
  changes: z.number().int(),
  errors: z.number().int(),
  /** What apply must send back; null when a row is refused or nothing would change. */
  token: z.string().nullable(),
});
export type PriceListPreview = z.infer<typeof priceListPreview>;
export const priceListApplied = z.object({ changed: z.number().int() });
export type PriceListApplied = z.infer<typeof priceListApplied>;
