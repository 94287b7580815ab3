import {
  type BusinessLine,
  brandListAnswer,
  categoryInfoAnswer,
  type ProductCard,
  type ProductDetail,
  productDetail as productDetailAnswer,
  productPage,
  type TireSearchQuery,
  type TireSize,
  textSearchAnswer,
  tireSearchAnswer,
  tireSizeCountAnswer,
  tireSizeKey,
  tireSizeOptionsAnswer,
} from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import { ChangeTag } from '../../db/change-feed';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { answerCache } from '../../platform/json-answer';
import type { AreaService } from '../area';
import type { VehicleLookup } from '../vehicle';
import { brandMarkSvg } from './brand-marks';
import { catalogBrowse } from './browse';
import { deliveryEstimator } from './delivery';
import { productDetail } from './detail';
import { catalogSizes } from './sizes';
import { products } from './tables';
import { textSearch } from './text-search';
import type { PromotionFilters } from './tire-filters';
import { tireSearch } from './tire-search';

type CategoryProductsQuery = Parameters<ReturnType<typeof catalogBrowse>['categoryProducts']>[0];
type ProductInfoQuery = Parameters<ReturnType<typeof productDetail>>[0];
type TextSearchQuery = Parameters<ReturnType<typeof textSearch>>[0];
type ProductScope = Parameters<ReturnType<typeof catalogBrowse>['scopeProducts']>[0];
type ScopePageQuery = Parameters<ReturnType<typeof catalogBrowse>['scopeProducts']>[1];

// Answers read from SKUs (prices, stock, the sizes carried) are dropped when any SKU changes; a size's search
// and a product's page only when a SKU of that size or product does (migration 0008 names them).
const { skus: ANY_SKU, size: sizeTag, product: productTag } = ChangeTag;
const keyOf = (name: string, query: unknown) => `${name}:${JSON.stringify(query)}`;

/** What cards and product pages show of promotions (issue 14), from the promotions module. */
export type CardPromotionsPort = {
  tagCards(cards: ProductCard[]): Promise<ProductCard[]>;
  /** A product page with its activities and each size's promoted price. */
  tagProduct(detail: ProductDetail): Promise<ProductDetail>;
  /** The running rebates, cash backs and coupons on offer that the tire list's promotion groups offer. */
  filterPromotions(): Promise<PromotionFilters>;
};

/** What cards and product pages show of reviews (issue 16), from the review module. */
export type ProductRatingsPort = {
  /** The rating of each of these products that has visible reviews. */
  of(prodIds: readonly number[]): Promise<Map<number, NonNullable<ProductCard['rating']>>>;
  /** The change tag announced when a product's rating changes: answers showing it are filed under it. */
  changeTag(prodId: number): string;
};

/**
 * The catalog: size and text search, product pages, brands, categories and delivery estimates. Shoppers' reads
 * are answered from an exact cache (issue 12): kept until a change of what they were read from is committed.
 */
export function catalogService(
  { db, clock, config, changes }: Deps,
  vehicles: VehicleLookup,
  area: AreaService,
  promotions: CardPromotionsPort,
  ratings: ProductRatingsPort,
) {
  /** Cards with their ratings and promotions, and the tags of the ratings they show. */
  const shown = async <T extends { records: ProductCard[] }>(found: T) => {
    const rated = await ratings.of(found.records.map((card) => card.prodId));
    const records = found.records.map((card) => ({ ...card, rating: rated.get(card.prodId) ?? null }));
    return {
      value: { ...found, records: await promotions.tagCards(records) },
      tags: [...new Set(records.map((card) => ratings.changeTag(card.prodId)))],
    };
  };
  const searchTires = tireSearch(db, vehicles, promotions.filterPromotions);
  const searchText = textSearch(db, searchTires);
  const productInfo = productDetail(db, vehicles, ratings.of);
  const browse = catalogBrowse(db);
  const sizes = catalogSizes(db);
  const estimate = deliveryEstimator(clock, area, config.delivery);
  // Products, brands, categories and vehicles change rarely: a change to any of them drops every answer.
  const cached = answerCache(changes, [ChangeTag.catalog]);

  return {
    searchTires: (q: TireSearchQuery) =>
      cached(keyOf('tires', q), tireSearchAnswer, async () => {
        const { value, tags } = await shown(await searchTires(q));
        return { value, tags: [...tags, ...value.searchedSizes.map((s) => sizeTag(s.sizeKey))] };
      }),
    searchText: (q: TextSearchQuery) =>
      cached(keyOf('text', q), textSearchAnswer, async () => {
        const { value, tags } = await shown(await searchText(q));
        return { value, tags: [...tags, ANY_SKU] };
      }),
    productInfo: (q: ProductInfoQuery) =>
      cached(keyOf('product', q), productDetailAnswer, async () => {
        const value = await promotions.tagProduct(await productInfo(q));
        return { value, tags: [productTag(q.prodId), ratings.changeTag(q.prodId)] };
      }),
    sizeCount: (size: TireSize) =>
      cached(keyOf('sizeCount', size), tireSizeCountAnswer, async () => ({
        value: await sizes.countForSize(size),
        tags: [sizeTag(tireSizeKey(size))],
      })),
    sizeOptions: (width: number | undefined, ratio: number | undefined) =>
      cached(keyOf('sizeOptions', { width, ratio }), tireSizeOptionsAnswer, async () => ({
        value: await sizes.options(width, ratio),
        tags: [ANY_SKU],
      })),
    skuCounts: sizes.skuCounts,
    brands: (bizType: BusinessLine | undefined) =>
      cached(keyOf('brands', { bizType }), brandListAnswer, async () => ({
        value: { brands: await browse.brands(bizType) },
        tags: [],
      })),
    brandLogo: async (slug: string) => brandMarkSvg(await browse.brandName(slug)),
    categoryTree: (parentId: number | undefined) =>
      cached(keyOf('categories', { parentId }), categoryInfoAnswer, async () => ({
        value: { categories: await browse.categoryTree(parentId) },
        tags: [],
      })),
    /** An activity's products, embedded in its page's answer; not kept, as activity pages are read rarely. */
    scopeProducts: async (scope: ProductScope, q: ScopePageQuery) =>
      (await shown(await browse.scopeProducts(scope, q))).value,
    categoryProducts: (q: CategoryProductsQuery) =>
      cached(keyOf('categoryProducts', q), productPage, async () => {
        const { value, tags } = await shown(await browse.categoryProducts(q));
        return { value, tags: [...tags, ANY_SKU] };
      }),

    /** A product named with the ZIP must exist, so a removed product's page cannot promise delivery. */
    async estimateDelivery(zip: string, prodId: number | undefined) {
      if (prodId !== undefined) {
        const [row] = await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, prodId), eq(products.status, 'active')));
        if (!row) throw refuse('PRODUCT_NOT_FOUND');
      }
      return estimate(zip);
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
