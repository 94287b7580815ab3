import type { BusinessLine, TireSeason } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type ProductStatus = 'active' | 'removed';
export type BrandTier = 'premium' | 'mid' | 'value';

/** Tire and parts makers (a brand can sell both). */
export const brands = pgTable('brands', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  tier: text('tier').$type<BrandTier>().notNull(),
  blurb: text('blurb').notNull(),
});

/** The parts tree plus one root for tires; bizType tells which business line a category belongs to. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    bizType: integer('biz_type').$type<BusinessLine>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/** A product: a tire line (bizType 7, with its line facts) or a part (bizType 1); SKUs carry sizes and prices. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The seed's stable key: a tire line's slug or a part's partyCode. */
    code: text('code').notNull().unique(),
    bizType: integer('biz_type').$type<BusinessLine>().notNull(),
    name: text('name').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    season: text('season').$type<TireSeason>(),
    tireCategory: text('tire_category'),
    tier: integer('tier'),
    treadwear: integer('treadwear'),
    traction: text('traction'),
    temperature: text('temperature'),
    warrantyMiles: integer('warranty_miles'),
    warrantyYears: integer('warranty_years'),
    sidewall: text('sidewall'),
    description: text('description').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    /** The main picture's URL: the drawn art of images.ts, or a photo staff uploaded. */
    image: text('image').notNull(),
    /** Sales-led ordering: seeded, then grown by orders. */
    popularity: integer('popularity').notNull().default(0),
    /** Brand, name, category and season in one text, for trigram search. */
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId).where(sql`${t.status} = 'active'`),
    index('products_brand_idx').on(t.brandId).where(sql`${t.status} = 'active'`),
    // The console's product list: newest first within a brand or category, and any part of a name (on or off sale).
    index('products_admin_brand_idx').on(t.brandId, t.id),
    index('products_admin_category_idx').on(t.categoryId, t.id),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * A sellable item: a tire in one size and variant, or a part. Prices are cents. The product's filter
 * facts (brand, season, tier, popularity) and its status are copied here so a size search reads one table.
 * The size search index, (size_key, price) INCLUDE every filter column WHERE active, is in migration
 * 0003_catalog_search: drizzle cannot declare INCLUDE, and index-only scans are what keep counts fast.
 */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    partyCode: text('party_code').notNull().unique(),
    partNumber: text('part_number').notNull(),
    /** As the maker writes it ('LT265/70R17'); null for parts. */
    size: text('size'),
    /** tireSizeKey: P-metric, Euro-metric and LT of the same dimensions share it. */
    sizeKey: text('size_key'),
    width: real('width'),
    ratio: real('ratio'),
    diameter: real('diameter'),
    loadIndex: integer('load_index'),
    speedRating: text('speed_rating'),
    runFlat: boolean('run_flat').notNull().default(false),
    xl: boolean('xl').notNull().default(false),
    price: integer('price').notNull(),
    mapPrice: integer('map_price'),
    listPrice: integer('list_price').notNull(),
    stock: integer('stock').notNull(),
    /** Most pieces one order may take; null uses the business line's default (domain PURCHASE_LIMITS). */
    purchaseLimit: integer('purchase_limit'),
    weightLb: real('weight_lb'),
    /** The SKU's and its product's status together: only active SKUs are shown. */
    active: boolean('active').notNull().default(true),
    bizType: integer('biz_type').$type<BusinessLine>().notNull(),
    brandId: integer('brand_id').notNull(),
    season: text('season').$type<TireSeason>(),
    tier: integer('tier'),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('skus_price_positive', sql`${t.price} > 0`),
    index('skus_product_idx').on(t.productId, t.sizeKey),
    index('skus_part_number_idx').on(sql`upper(${t.partNumber})`),
    // The dashboard counts SKUs on sale running low among a million.
    index('skus_low_stock_idx').on(t.stock).where(sql`${t.active}`),
  ],
);
