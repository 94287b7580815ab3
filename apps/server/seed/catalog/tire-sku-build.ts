import { brandBySlug } from './brands';
import { hashString, keyedRandom, stockLevel, toPriceCents } from './random';
import { SIZES, type SizeInfo } from './sizes';
import type { LineInfo } from './tire-line-def';
import type { TireSkuSeed } from './types';
import { vehicleSizes, vehicles } from './vehicles';

/** How a SKU differs from the plain size of its line. */
export type Variant = { rf: boolean; toggleXl: boolean; speedBump: boolean; code: number };
export const PLAIN: Variant = { rf: false, toggleXl: false, speedBump: false, code: 0 };
export const RUN_FLAT: Variant = { rf: true, toggleXl: false, speedBump: false, code: 1 };
export const XL_TOGGLE: Variant = { rf: false, toggleXl: true, speedBump: false, code: 2 };
export const SPEED_BUMP: Variant = { rf: false, toggleXl: false, speedBump: true, code: 3 };

const SPEED_ORDER = ['Q', 'R', 'S', 'T', 'H', 'V', 'W', 'Y'];
const TIER_FLOOR_DOLLARS = { value: 70, mid: 110, premium: 150 } as const;

const fitsLine = (line: LineInfo, size: SizeInfo): boolean =>
  size.diameter >= line.rims[0] &&
  size.diameter <= line.rims[1] &&
  size.tags.some((tag) => line.tags.includes(tag)) &&
  !(line.seed.season === 'winter' && size.ratio < 35);

/** Sizes some seeded vehicle wears from the factory: lines carry these far more often. */
const OE_SIZES: ReadonlySet<string> = new Set(vehicles.flatMap(vehicleSizes));

function carried(line: LineInfo, size: SizeInfo): boolean {
  const flagship = line.seed.tier === 5 || line.seed.tier === 1;
  const share = OE_SIZES.has(size.size)
    ? flagship
      ? 1
      : Math.min(1, line.coverage * 1.8)
    : line.coverage * 0.5;
  return hashString(`${line.seed.slug}|${size.size}`) % 1000 < share * 1000;
}

/** Every line is sold in at least this many sizes, even where its coverage share would give fewer. */
const MIN_SIZES_PER_LINE = 6;

/** Sizes a line is sold in at scale 1, and the extra ones larger scales add. */
export function lineSizes(line: LineInfo): { carried: SizeInfo[]; extended: SizeInfo[] } {
  const matching = SIZES.filter((size) => fitsLine(line, size));
  const chosen = new Set(matching.filter((size) => carried(line, size)));
  if (chosen.size < MIN_SIZES_PER_LINE) {
    const rank = (size: SizeInfo) => hashString(`min|${line.seed.slug}|${size.size}`);
    const rest = matching.filter((size) => !chosen.has(size)).sort((a, b) => rank(a) - rank(b));
    for (const size of rest.slice(0, MIN_SIZES_PER_LINE - chosen.size)) chosen.add(size);
  }
  return {
    carried: matching.filter((size) => chosen.has(size)),
    extended: matching.filter((size) => !chosen.has(size)),
  };
}

export const runFlatEligible = (line: LineInfo, size: SizeInfo): boolean =>
  !size.lightTruck &&
  size.width >= 195 &&
  size.width <= 315 &&
  size.ratio <= 60 &&
  size.diameter >= 16 &&
  size.diameter <= 21 &&
  hashString(`rf|${line.seed.slug}|${size.size}`) % 100 < 60;

function baseSpeed(line: LineInfo, size: SizeInfo): string {
  const { season, category } = line.seed;
  if (size.lightTruck) {
    if (season === 'mud-terrain') return 'Q';
    if (size.parsed.kind === 'flotation') return 'R';
    return SPEED_ORDER.indexOf(line.speed) <= SPEED_ORDER.indexOf('S') ? line.speed : 'S';
  }
  let index = Math.max(SPEED_ORDER.indexOf(line.speed), SPEED_ORDER.indexOf('T'));
  const carLike = category === 'passenger' || category === 'touring' || category === 'performance';
  if (carLike && season !== 'winter' && size.diameter >= 19 && index < SPEED_ORDER.indexOf('W')) index += 1;
  return SPEED_ORDER[index] ?? line.speed;
}

function baseXl(line: LineInfo, size: SizeInfo): boolean {
  if (size.lightTruck) return false;
  if (size.ratio <= 40) return true;
  if (line.seed.category === 'performance' && size.ratio <= 45 && size.width >= 245) return true;
  return size.width >= 275 && size.diameter >= 20;
}

/** Price factor against a 205/55R16: wider, taller and larger-rim tires cost more. */
function priceFactor(size: SizeInfo): number {
  const width = (size.sectionIn / 8.07) ** 0.9;
  const height = size.overallIn / 24.88;
  const rim = 1 + 0.045 * Math.max(0, size.diameter - 16);
  return width * height * rim * (size.lightTruck ? 1.08 : 1);
}

function weightLb(line: LineInfo, size: SizeInfo, runFlat: boolean): number {
  const rubber = (size.overallIn ** 2 - size.diameter ** 2) * size.sectionIn * 0.0068;
  const rugged = line.seed.season === 'all-terrain' || line.seed.season === 'mud-terrain' ? 1.05 : 1;
  const build = (size.lightTruck ? 1.1 : 1) * (runFlat ? 1.15 : 1) * rugged;
  return Math.round(rubber * build * 10) / 10;
}

/** Manufacturer-style part numbers: digits in the length each maker uses, or a brand prefix. */
function partNumber(brandSlug: string, key: number): string {
  const n = Math.imul(key, 2654435761) >>> 0;
  const digits = (count: number) => String(n % 10 ** count).padStart(count, '0');
  switch (brandSlug) {
    case 'michelin':
    case 'bfgoodrich':
    case 'uniroyal':
      return digits(5);
    case 'goodyear':
    case 'dunlop':
    case 'kelly':
      return `7${digits(8)}`;
    case 'bridgestone':
    case 'firestone':
    case 'fuzion':
    case 'toyo':
      return digits(6);
    case 'continental':
    case 'general':
      return `15${digits(6)}000`;
    case 'yokohama':
      return `110${digits(6)}`;
    case 'falken':
      return `28${digits(6)}`;
    case 'hankook':
    case 'laufenn':
      return `10${digits(5)}`;
    case 'cooper':
    case 'mastercraft':
      return `16${digits(7)}`;
    default:
      return `${brandSlug
        .replace(/[^a-z]/g, '')
        .slice(0, 2)
        .toUpperCase()}${digits(7)}`;
  }
}

/** One SKU of `line` in `size`; every number comes from a PRNG keyed by the SKU's own code. */
export function buildSku(line: LineInfo, size: SizeInfo, sizeIndex: number, variant: Variant): TireSkuSeed {
  const runFlat = variant.rf || line.runFlat === 'all';
  const xlDefault = baseXl(line, size);
  const xl = variant.toggleXl ? !xlDefault : xlDefault;
  const bonus = size.baseLoad >= 92 ? 4 : 3;
  const loadIndex = Math.min(130, size.baseLoad + (xl ? bonus : 0));
  const speedIndex = SPEED_ORDER.indexOf(baseSpeed(line, size)) + (variant.speedBump ? 1 : 0);
  const speedRating = SPEED_ORDER[Math.min(speedIndex, SPEED_ORDER.length - 1)] ?? 'T';
  const sizeCode = size.size.replace('/', '').replace('.', '').toUpperCase();
  const flags = `${xl ? 'XL' : ''}${runFlat ? 'RF' : ''}`;
  const partyCode = `${line.codePrefix}-${sizeCode}-${loadIndex}${speedRating}${flags}`;
  const rng = keyedRandom(partyCode);
  const brand = brandBySlug(line.seed.brandSlug);
  const jitter = 0.96 + rng() * 0.08;
  const extras = (runFlat ? 1.12 : 1) * (xl ? 1.02 : 1) * (variant.speedBump ? 1.04 : 1);
  const floor = TIER_FLOOR_DOLLARS[brand.tier] + rng() * 12;
  const dollars = Math.max(floor, line.price * priceFactor(size) * jitter * extras);
  const priceCents = toPriceCents(dollars);
  const listPriceCents = toPriceCents(dollars * (1.12 + rng() * 0.23));
  const mapRoll = rng();
  let mapPriceCents: number | null = null;
  if (mapRoll < 0.12) mapPriceCents = toPriceCents(dollars * (1.03 + rng() * 0.12));
  else if (mapRoll < 0.2) mapPriceCents = priceCents;
  return {
    partyCode,
    partNumber: partNumber(line.seed.brandSlug, line.ordinal * 8192 + sizeIndex * 8 + variant.code),
    lineSlug: line.seed.slug,
    size: size.size,
    width: size.width,
    ratio: size.ratio,
    diameter: size.diameter,
    loadIndex,
    speedRating,
    runFlat,
    xl,
    priceCents,
    mapPriceCents: mapPriceCents === null ? null : Math.max(mapPriceCents, priceCents),
    listPriceCents: Math.max(listPriceCents, priceCents),
    stock: stockLevel(rng),
    weightLb: weightLb(line, size, runFlat),
  };
}

/** Whether a variant makes sense for this line and size (it must change the SKU). */
export function variantApplies(line: LineInfo, size: SizeInfo, variant: Variant): boolean {
  if (variant.toggleXl) return !size.lightTruck && (baseXl(line, size) ? size.ratio >= 35 : size.ratio <= 65);
  if (variant.speedBump) {
    if (size.lightTruck || line.seed.season === 'winter') return false;
    return SPEED_ORDER.indexOf(baseSpeed(line, size)) < SPEED_ORDER.length - 1;
  }
  return true;
}

export const SIZE_INDEX: ReadonlyMap<string, number> = new Map(
  SIZES.map((size, index) => [size.size, index]),
);
