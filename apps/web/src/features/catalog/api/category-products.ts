import { productPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useProductPages } from '../use-product-pages';
import { type CatalogQuery, catalogKeys } from './keys';

/** GET /category/prods. */
export const fetchCategoryProds = (query: CatalogQuery, signal?: AbortSignal) =>
  apiGet('/category/prods', { query, signal, schema: productPage });

/** A category's (or brand's) products, page by page. */
export const useCategoryProducts = (query: CatalogQuery) =>
  useProductPages(catalogKeys.categoryProds(query), query, fetchCategoryProds);
