import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { AreaService } from '../area';
import type { VehicleLookup } from '../vehicle';
import { adminCatalog } from './admin-catalog';
import { adminCatalogRoutes } from './admin-routes';
import { catalogArt } from './art';
import { catalogArtRoutes } from './art-routes';
import { plusSizeFinder } from './plus-sizes';
import { catalogRoutes } from './routes';
import {
  type CardPromotionsPort,
  type CatalogService,
  catalogService,
  type ProductRatingsPort,
} from './service';

export { tireFactsOf } from './cards';
export { countLowStockSkus } from './low-stock';
export { displaySizeOf, offerSkuOf, type SkuFacts, skuFactsById } from './sku-facts';
export { releaseStock, reserveStock } from './stock';
export { brands, categories, products, skus } from './tables';
export type { PromotionFilters } from './tire-filters';
export type { CardPromotionsPort, CatalogService, ProductRatingsPort };

/** Tires, parts and accessories: search, product pages, brands, categories and stock (issue 4). */
export function createCatalogModule(
  deps: Deps,
  ports: {
    vehicles: VehicleLookup;
    area: AreaService;
    promotions: CardPromotionsPort;
    ratings: ProductRatingsPort;
  },
): ShopModule<CatalogService> {
  const service = catalogService(deps, ports.vehicles, ports.area, ports.promotions, ports.ratings);
  return {
    service,
    routes: async (api) => {
      await api.register(catalogRoutes, { catalog: service, plusSizes: plusSizeFinder(deps) });
      await api.register(adminCatalogRoutes, { catalog: adminCatalog(deps) });
      await api.register(catalogArtRoutes, { art: catalogArt(deps.db) });
    },
    jobs: [],
  };
}
