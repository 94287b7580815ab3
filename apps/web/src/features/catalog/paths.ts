/** In-app paths of the catalog's pages. */

export const PRODUCT_PATH = '/pages/prod/prod';
export const CAR_SELECT_PATH = '/pages/car-select/car-select';
export const CAR_LIST_PATH = '/pages/car-list/car-list';
export const CAR_ADD_PATH = '/pages/car-add/car-add';
export const CUSTOM_SIZE_PATH = '/pages/custom-tire-page/custom-tire-page';
export const SEARCH_PAGE_PATH = '/pages/search-page/search-page';
export const SEARCH_RESULTS_PATH = '/pages/search-prod-show/search-prod-show';
export const SUB_CATEGORY_PATH = '/pages/sub-category/sub-category';
export const PROD_CLASSIFY_PATH = '/pages/prod-classify/prod-classify';
export const BRANDS_PATH = '/pages/brands/brands';

/** The product page (SPEC §2 prod/prod; params prodid and the SKU shown). */
export function productPath(prodId: number, skuId?: number): string {
  return `${PRODUCT_PATH}?prodid=${prodId}${skuId ? `&skuId=${skuId}` : ''}`;
}

export function searchResultsPath(text: string): string {
  return `${SEARCH_RESULTS_PATH}?prodName=${encodeURIComponent(text)}`;
}

/** Drops a leading brand from a product name: 'Michelin Premier A/S' → 'Premier A/S'. */
export function modelName(prodName: string, brandName: string): string {
  const prefix = `${brandName} `;
  return prodName.startsWith(prefix) && prodName.length > prefix.length
    ? prodName.slice(prefix.length)
    : prodName;
}

/** A positive whole id from a query parameter ('?seckillId=12'); null when absent or not one. */
export function readIdParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}
