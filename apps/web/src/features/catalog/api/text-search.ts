import { textSearchAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useProductPages } from '../use-product-pages';
import { type CatalogQuery, catalogKeys } from './keys';

/** GET /search/searchProdPage. */
export const fetchTextSearch = (query: CatalogQuery, signal?: AbortSignal) =>
  apiGet('/search/searchProdPage', { query, signal, schema: textSearchAnswer });

/** Products matching the typed words, page by page; nothing is asked for empty words. */
export const useTextSearch = (prodName: string) =>
  useProductPages(catalogKeys.textSearch({ prodName }), { prodName }, fetchTextSearch, prodName.length > 0);
