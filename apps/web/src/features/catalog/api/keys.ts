import type { QueryValue } from '../../../api/client';

/** The catalog's query keys, shared by its operation files. */

export type CatalogQuery = Record<string, QueryValue>;

export const catalogKeys = {
  all: ['catalog'] as const,
  tires: (query: CatalogQuery) => ['catalog', 'tires', query] as const,
  sizeOptions: (width?: number, ratio?: number) => ['catalog', 'size-options', width, ratio] as const,
  product: (prodId: number, skuId: number | undefined, vehicleId: string | undefined) =>
    ['catalog', 'product', prodId, skuId, vehicleId] as const,
  delivery: (zip: string, prodId: number) => ['catalog', 'delivery', zip, prodId] as const,
  brands: (bizType?: number) => ['catalog', 'brands', bizType] as const,
  categories: () => ['catalog', 'categories'] as const,
  categoryProds: (query: CatalogQuery) => ['catalog', 'category-prods', query] as const,
  textSearch: (query: CatalogQuery) => ['catalog', 'text-search', query] as const,
  years: () => ['vehicle', 'years'] as const,
  makes: (year: number) => ['vehicle', 'makes', year] as const,
  models: (year: number, make: string) => ['vehicle', 'models', year, make] as const,
  trims: (year: number, make: string, model: string) => ['vehicle', 'trims', year, make, model] as const,
  vehicleParts: (vehicleId: string) => ['vehicle', 'parts', vehicleId] as const,
};

/** Catalog answers change rarely; a list read in the last five minutes is shown as it is. */
export const CATALOG_STALE_MS = 5 * 60_000;
