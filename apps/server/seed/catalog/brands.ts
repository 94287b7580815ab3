import { partsBrands } from './brands-parts';
import { tireBrands } from './brands-tire';
import type { BrandSeed } from './types';

/** Tire brands first, then parts brands; slugs are unique across both. */
export const brands: BrandSeed[] = [...tireBrands, ...partsBrands];

export const BRAND_BY_SLUG: ReadonlyMap<string, BrandSeed> = new Map(
  brands.map((brand) => [brand.slug, brand]),
);

export function brandBySlug(slug: string): BrandSeed {
  const brand = BRAND_BY_SLUG.get(slug);
  if (!brand) throw new Error(`Unknown brand ${slug}`);
  return brand;
}
