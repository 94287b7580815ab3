import type { Deps } from '../../platform/deps';
import { diskStorage } from '../../platform/storage';
import { adminProductReads } from './admin-products';
import { brandsAndCategories } from './brands-categories';
import { productChanges } from './change-product';
import { skuChanges } from './change-sku';
import { priceLists } from './price-list';

/** What the staff console does with the catalog (issue 13): every write audited in its own transaction. */
export function adminCatalog(deps: Deps) {
  return {
    products: adminProductReads(deps.db),
    productChanges: productChanges(deps, diskStorage(deps.config.uploadsDir)),
    changeSku: skuChanges(deps),
    brandsAndCategories: brandsAndCategories(deps),
    priceLists: priceLists(deps),
  };
}
export type AdminCatalog = ReturnType<typeof adminCatalog>;
