import type { TireSeason } from '@tread/domain';

/** Hand-drawn SVG illustrations under static/products/: a tread per season family, a side view, a part per root category. */

const BASE = '/static/products';

const TREAD_BY_SEASON: Record<TireSeason, string> = {
  all_season: 'tread-all-season',
  all_weather: 'tread-all-season',
  summer: 'tread-summer',
  winter: 'tread-winter',
  all_terrain: 'tread-all-terrain',
  mud_terrain: 'tread-all-terrain',
};

const PART_ROOTS = new Set([
  'maintenance',
  'brakes-suspension',
  'electrical-lighting',
  'exterior-care',
  'interior',
  'tire-wheel',
  'racks-cargo',
]);

export const TIRE_SIDE_IMAGE = `${BASE}/tire-side.svg`;

/** The main picture of a tire line: its tread family. */
export const tireImage = (season: TireSeason): string => `${BASE}/${TREAD_BY_SEASON[season]}.svg`;

/** The main picture of a part: its root category's illustration, or a generic box. */
export const partImage = (rootCategorySlug: string): string =>
  `${BASE}/${PART_ROOTS.has(rootCategorySlug) ? `part-${rootCategorySlug}` : 'part'}.svg`;

/** The product page gallery: a tire shows its tread, then the side view. */
export const galleryOf = (image: string, isTire: boolean): string[] =>
  isTire ? [image, TIRE_SIDE_IMAGE] : [image];
