import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import type { AreaService } from '../area';
import type { VehicleLookup } from '../vehicle';
import { brandWordmark, catalogBrowse } from './browse';
import { deliveryEstimator } from './delivery';
import { productDetail } from './detail';
import { catalogSizes } from './sizes';
import { products } from './tables';
import { textSearch } from './text-search';
import { tireSearch } from './tire-search';

/** The catalog: size and text search, product pages, brands, categories and delivery estimates. */
export function catalogService({ db, clock, config }: Deps, vehicles: VehicleLookup, area: AreaService) {
  const searchTires = tireSearch(db, vehicles);
  const browse = catalogBrowse(db);
  const sizes = catalogSizes(db);
  const estimate = deliveryEstimator(clock, area, config.delivery);

  return {
    searchTires,
    searchText: textSearch(db, searchTires),
    productInfo: productDetail(db, vehicles),
    sizeCount: sizes.countForSize,
    sizeOptions: sizes.options,
    skuCounts: sizes.skuCounts,
    brands: browse.brands,
    brandLogo: async (slug: string) => brandWordmark(await browse.brandName(slug)),
    categoryTree: browse.categoryTree,
    categoryProducts: browse.categoryProducts,

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
