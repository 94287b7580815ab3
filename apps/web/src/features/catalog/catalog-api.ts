import {
  brandListAnswer,
  categoryInfoAnswer,
  deliveryEstimateAnswer,
  plateLookupAnswer,
  productDetail,
  productPage,
  textSearchAnswer,
  tireSearchAnswer,
  tireSizeOptionsAnswer,
  vehicleMakesAnswer,
  vehicleModelsAnswer,
  vehiclePartsAnswer,
  vehicleTrimsAnswer,
  vehicleYearsAnswer,
  vinLookupAnswer,
} from '@tread/domain';
import { apiGet, type QueryValue } from '../../api/client';

/** The catalog's public calls (issue 4), each checked against its contract in @tread/domain. */

type Query = Record<string, QueryValue>;

export const catalogKeys = {
  all: ['catalog'] as const,
  tires: (query: Query) => ['catalog', 'tires', query] as const,
  sizeOptions: (width?: number, ratio?: number) => ['catalog', 'size-options', width, ratio] as const,
  product: (prodId: number, skuId: number | undefined, vehicleId: string | undefined) =>
    ['catalog', 'product', prodId, skuId, vehicleId] as const,
  delivery: (zip: string, prodId: number) => ['catalog', 'delivery', zip, prodId] as const,
  brands: (bizType?: number) => ['catalog', 'brands', bizType] as const,
  categories: () => ['catalog', 'categories'] as const,
  categoryProds: (query: Query) => ['catalog', 'category-prods', query] as const,
  textSearch: (query: Query) => ['catalog', 'text-search', query] as const,
  years: () => ['vehicle', 'years'] as const,
  makes: (year: number) => ['vehicle', 'makes', year] as const,
  models: (year: number, make: string) => ['vehicle', 'models', year, make] as const,
  trims: (year: number, make: string, model: string) => ['vehicle', 'trims', year, make, model] as const,
  vehicleParts: (vehicleId: string) => ['vehicle', 'parts', vehicleId] as const,
};

/** A size the server cannot read answers 400 with the spec's words; the page shows them. */
export const fetchTires = (query: Query, signal?: AbortSignal) =>
  apiGet('/search/tires', { query, signal, schema: tireSearchAnswer, quiet400: true });

export const fetchSizeOptions = (width?: number, ratio?: number) =>
  apiGet('/search/tireSizeOptions', { query: { width, ratio }, schema: tireSizeOptionsAnswer });

/** A missing product answers 404 'Page Not Found 404', which the page shows itself: no toast. */
export const fetchProduct = (prodId: number, skuId?: number, vehicleId?: string) =>
  apiGet('/prod/prodInfo', {
    query: { prodId, skuId, vehicleId },
    schema: productDetail,
    quiet400: true,
  });

export const fetchDeliveryEstimate = (zip: string, prodId: number) =>
  apiGet('/arrivalTime/getEstimatedDeliveryTime', {
    query: { zip, prodId },
    schema: deliveryEstimateAnswer,
    quiet400: true,
  });

export const fetchBrands = (bizType?: number) =>
  apiGet('/brands', { query: { bizType }, schema: brandListAnswer });

export const fetchCategories = () => apiGet('/category/categoryInfo', { schema: categoryInfoAnswer });

export const fetchCategoryProds = (query: Query, signal?: AbortSignal) =>
  apiGet('/category/prods', { query, signal, schema: productPage });

export const fetchTextSearch = (query: Query, signal?: AbortSignal) =>
  apiGet('/search/searchProdPage', { query, signal, schema: textSearchAnswer });

export const fetchYears = () => apiGet('/vehicle/years', { schema: vehicleYearsAnswer });

export const fetchMakes = (year: number) =>
  apiGet('/vehicle/makes', { query: { year }, schema: vehicleMakesAnswer });

export const fetchModels = (year: number, make: string) =>
  apiGet('/vehicle/models', { query: { year, make }, schema: vehicleModelsAnswer });

export const fetchTrims = (year: number, make: string, model: string) =>
  apiGet('/vehicle/trims', { query: { year, make, model }, schema: vehicleTrimsAnswer });

export const fetchVehicleParts = (vehicleId: string) =>
  apiGet(`/vehicleParts/getPartsParam/${encodeURIComponent(vehicleId)}`, {
    schema: vehiclePartsAnswer,
    silent: true,
  });

/** 400 and 404 carry the spec's words ('State is required.', 'Sorry, no vehicle information found.'). */
export const fetchVehicleByPlate = (state: string, plate: string) =>
  apiGet('/vehicle/byPlate', { query: { state, plate }, schema: plateLookupAnswer, quiet400: true });

export const fetchVehicleByVin = (vin: string) =>
  apiGet('/vehicle/byVin', { query: { vin }, schema: vinLookupAnswer, quiet400: true });
