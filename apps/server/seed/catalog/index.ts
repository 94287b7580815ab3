/**
 * The catalog seed: deterministic data built from public facts (brands, tire lines and their sizes,
 * parts, US-market vehicles with OE tire sizes, Greater Los Angeles shops, seeded plates). Pure data and
 * generators, no database code.
 */
export { brands } from './brands';
export { distanceMiles, milesFromDowntown } from './geo';
export { partCategories } from './part-categories';
export { parts } from './parts';
export { plates } from './plates';
export { shops } from './shops';
export { tireLines } from './tire-lines';
export {
  generateTireSkuChunks,
  generateTireSkus,
  MAX_TIRE_SCALE,
  parseSeedScale,
  tireLinesForScale,
  tireSkuCount,
} from './tire-skus';
export type {
  BrandSeed,
  PartCategorySeed,
  PartSeed,
  PlateSeed,
  ShopHours,
  ShopSeed,
  ShopService,
  TireLineSeed,
  TireSkuSeed,
  VehicleSeed,
} from './types';
export { vehicleSizes, vehicles } from './vehicles';
