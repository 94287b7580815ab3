import { TIRE_TIER_LABELS, type TireTier } from '@tread/domain';
import type { SizeTag } from './sizes';
import type { Sidewall, TireLineCategory, TireLineSeason, TireLineSeed } from './types';

/**
 * A tire line is written as one compact spec string, checked when the module loads:
 * 'season category tier utqg warranty speed rims tags price [flags]', e.g.
 * 'as tour 5 820AB 80 H 15-20 car+cuv 175 rf'.
 * - season: as all-season, aw all-weather, su summer, wi winter, at all-terrain, mt mud-terrain
 * - category: pass, tour, perf, suv, lt
 * - tier: TireTier code of SPEC §9 (0 regular, 1 best rated, 2 great deal, 3/4 free install, 5 top brand)
 * - utqg: treadwear + traction + temperature ('820AB', '300AAA') or '-' (LT and winter tires are exempt)
 * - warranty: thousands of miles or '-'; speed: the usual speed rating of its passenger sizes
 * - rims: smallest-largest rim diameter offered; tags: which size families it comes in (see sizes.ts)
 * - price: dollars for a 205/55R16-equivalent; sizes scale from there
 * - flags: rf (run-flat sizes too), rfonly (every size run-flat), owl/rwl/wsw (sidewall),
 *   y4..y7 (defect warranty years), c40..c100 (share of matching sizes carried, default by brand tier)
 */
export type LineRow = readonly [name: string, spec: string, pitch: string];
export type BrandLines = readonly [brandSlug: string, rows: readonly LineRow[]];

export type LineInfo = {
  seed: TireLineSeed;
  /** Position in the catalog, used in SKU codes. */
  ordinal: number;
  codePrefix: string;
  rims: readonly [number, number];
  tags: readonly SizeTag[];
  price: number;
  speed: string;
  runFlat: 'no' | 'some' | 'all';
  coverage: number;
};

const SEASONS: Record<string, TireLineSeason> = {
  as: 'all-season',
  aw: 'all-weather',
  su: 'summer',
  wi: 'winter',
  at: 'all-terrain',
  mt: 'mud-terrain',
};
const CATEGORIES: Record<string, TireLineCategory> = {
  pass: 'passenger',
  tour: 'touring',
  perf: 'performance',
  suv: 'suv-crossover',
  lt: 'light-truck',
};
const TAGS: readonly SizeTag[] = ['car', 'perf', 'cuv', 'truck', 'lt', 'flot'];
const SIDEWALLS: Record<string, Sidewall> = { owl: 'OWL', rwl: 'RWL', wsw: 'WSW' };
const SPEEDS = ['Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y'];

const SEASON_FEATURES: Record<TireLineSeason, readonly string[]> = {
  'all-season': [
    'Year-round traction in dry, wet and light snow',
    'Circumferential grooves channel water away',
  ],
  'all-weather': [
    'Three-Peak Mountain Snowflake rated for severe snow',
    'Compound stays flexible in the cold',
  ],
  summer: ['Summer compound for peak dry and wet grip above 45°F', 'Asymmetric tread for precise cornering'],
  winter: ['Soft winter compound stays pliable below 45°F', 'Dense 3D siping bites into ice and packed snow'],
  'all-terrain': [
    'Interlocking tread blocks for gravel, dirt and light mud',
    'Stone ejectors keep the grooves clear',
  ],
  'mud-terrain': ['Open tread voids clear mud and rock', 'Reinforced sidewalls resist cuts and punctures'],
};
const CATEGORY_FEATURES: Record<TireLineCategory, string> = {
  passenger: 'Low rolling resistance for better fuel economy',
  touring: 'Comfort-tuned tread pattern for a quiet, smooth ride',
  performance: 'Stiff shoulder blocks for quick steering response',
  'suv-crossover': 'Built for the weight and height of SUVs and crossovers',
  'light-truck': 'Light-truck casing for towing and hauling',
};
const BRAND_TIER_COVERAGE = { premium: 0.3, mid: 0.2, value: 0.14 } as const;

/** 'All-Terrain T/A KO2' → 'all-terrain-t-a-ko2'. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function lookup<T>(table: Record<string, T>, key: string | undefined, what: string, line: string): T {
  const value = key === undefined ? undefined : table[key];
  if (value === undefined) throw new Error(`Tire line ${line}: bad ${what} '${key}'`);
  return value;
}

function parseUtqg(text: string, line: string): Pick<TireLineSeed, 'treadwear' | 'traction' | 'temperature'> {
  if (text === '-') return { treadwear: null, traction: null, temperature: null };
  const match = /^(\d{2,3})(AA|A|B|C)(A|B|C)$/.exec(text);
  if (!match) throw new Error(`Tire line ${line}: bad UTQG '${text}'`);
  return {
    treadwear: Number(match[1]),
    traction: match[2] as TireLineSeed['traction'],
    temperature: match[3] as TireLineSeed['temperature'],
  };
}

export type BrandFacts = { name: string; tier: keyof typeof BRAND_TIER_COVERAGE };

/** Turns one spec row into the published line and the facts the SKU generator needs. */
export function defineLine(brandSlug: string, brand: BrandFacts, row: LineRow, ordinal: number): LineInfo {
  const [name, spec, pitch] = row;
  const label = `${brand.name} ${name}`;
  const [season, category, tier, utqg, warranty, speed, rims, tags, price, ...flags] = spec.split(/\s+/);
  const tierCode = Number(tier);
  if (!(tierCode in TIRE_TIER_LABELS)) throw new Error(`Tire line ${label}: bad tier '${tier}'`);
  if (!speed || !SPEEDS.includes(speed)) throw new Error(`Tire line ${label}: bad speed '${speed}'`);
  const rimMatch = /^(\d{2})-(\d{2})$/.exec(rims ?? '');
  if (!rimMatch) throw new Error(`Tire line ${label}: bad rims '${rims}'`);
  const sizeTags = (tags ?? '').split('+') as SizeTag[];
  if (sizeTags.some((tag) => !TAGS.includes(tag))) throw new Error(`Tire line ${label}: bad tags '${tags}'`);
  const anchor = Number(price);
  if (!Number.isFinite(anchor) || anchor < 40) throw new Error(`Tire line ${label}: bad price '${price}'`);
  const warrantyMiles = warranty === '-' ? null : Number(warranty) * 1000;
  if (warrantyMiles !== null && !Number.isFinite(warrantyMiles))
    throw new Error(`Tire line ${label}: warranty`);
  const flag = (prefix: string): string | undefined => flags.find((item) => item.startsWith(prefix));
  const sidewall = flags.map((item) => SIDEWALLS[item]).find(Boolean) ?? 'BSW';
  const runFlat = flags.includes('rfonly') ? 'all' : flags.includes('rf') ? 'some' : 'no';
  const years = Number(flag('y')?.slice(1) ?? 6);
  const coverage = Number(flag('c')?.slice(1) ?? BRAND_TIER_COVERAGE[brand.tier] * 100) / 100;
  const seasonValue = lookup(SEASONS, season, 'season', label);
  const categoryValue = lookup(CATEGORIES, category, 'category', label);
  const features = [...SEASON_FEATURES[seasonValue], CATEGORY_FEATURES[categoryValue]];
  if (warrantyMiles) features.push(`${warrantyMiles / 1000},000-mile limited treadwear warranty`);
  if (runFlat !== 'no')
    features.push('Run-flat construction carries you 50 miles at 50 mph after a puncture');
  const slug = `${brandSlug}-${slugify(name)}`;
  return {
    seed: {
      slug,
      brandSlug,
      name,
      season: seasonValue,
      category: categoryValue,
      tier: tierCode as TireTier,
      ...parseUtqg(utqg ?? '', label),
      warrantyMiles,
      warrantyYears: years,
      runFlatAvailable: runFlat !== 'no',
      sidewall,
      description: `The ${label} ${pitch}`,
      features,
    },
    ordinal,
    codePrefix: `T${String(ordinal).padStart(4, '0')}`,
    rims: [Number(rimMatch[1]), Number(rimMatch[2])],
    tags: sizeTags,
    price: anchor,
    speed,
    runFlat,
    coverage,
  };
}
