import { formatTireSize, LOAD_INDEX_TABLE, parseTireSize, type TireSize } from '@tread/domain';

/**
 * Tire sizes the store carries, by the kind of vehicle and tire that uses them:
 * car (passenger and touring), perf (low-profile performance), cuv (crossover and SUV highway),
 * truck (P-metric and Euro truck/SUV sizes that all-terrain and highway truck tires come in),
 * lt (LT-metric light truck) and flot (flotation, e.g. 33x12.50R15LT).
 */
export type SizeTag = 'car' | 'perf' | 'cuv' | 'truck' | 'lt' | 'flot';

const CAR = `175/65R14 185/65R14 185/70R14 195/70R14 175/65R15 185/60R15 185/65R15 195/55R15 195/60R15
  195/65R15 205/60R15 205/65R15 205/70R15 215/70R15 185/55R16 195/55R16 195/60R16 205/50R16 205/55R16
  205/60R16 205/65R16 215/55R16 215/60R16 215/65R16 225/60R16 195/60R17 205/50R17 205/55R17 215/45R17
  215/50R17 215/55R17 215/60R17 225/45R17 225/50R17 225/55R17 235/45R17 235/50R17 235/55R17 215/45R18
  215/55R18 225/40R18 225/45R18 225/50R18 235/40R18 235/45R18 235/50R18 245/40R18 245/45R18 195/50R19
  225/40R19 225/45R19 235/40R19 235/45R19 245/40R19 245/45R19 245/45R20 245/50R18 245/55R18`;

const PERF = `195/50R16 205/45R17 205/50R17 215/45R17 225/45R17 235/45R17 245/45R17 245/40R17 255/40R17
  225/40R18 235/40R18 245/40R18 255/35R18 255/40R18 265/35R18 265/40R18 275/35R18 275/40R18 285/40R18
  235/45R18 245/45R18 255/45R18 225/40R19 235/35R19 235/40R19 245/35R19 245/40R19 245/45R19 255/35R19
  255/40R19 265/30R19 265/35R19 275/35R19 275/40R19 285/30R19 285/35R19 295/30R19 295/35R19 305/30R19
  305/35R19 315/30R19 325/30R19 235/35R20 245/30R20 245/35R20 245/40R20 245/45R20 255/35R20 255/40R20
  265/30R20 265/35R20 275/30R20 275/35R20 275/40R20 285/30R20 285/35R20 295/30R20 295/35R20 305/30R20
  305/35R20 315/35R20 335/25R20 255/35R21 265/35R21 275/35R21 295/30R21 305/30R21 315/30R21 345/25R21
  275/40R21 295/40R21 315/35R21 305/40R20 275/45R20 295/45R20 245/35R21`;

const CUV = `215/70R16 225/70R16 235/65R16 235/70R16 215/65R17 225/60R17 225/65R17 235/55R17 235/60R17 235/65R17
  245/65R17 255/65R17 225/55R18 225/60R18 235/50R18 235/55R18 235/60R18 235/65R18 245/60R18 255/55R18
  255/60R18 255/65R18 265/60R18 225/55R19 235/50R19 235/55R19 245/55R19 255/45R19 255/50R19 255/55R19
  265/50R19 235/50R20 235/55R20 245/50R20 255/45R20 255/50R20 255/55R20 265/50R20 275/45R20 275/50R20
  275/45R21 275/40R21 305/40R20 315/35R20 315/35R21 245/45R20 285/45R21 295/45R20`;

const TRUCK = `235/75R15 225/75R16 245/70R16 245/75R16 265/70R16 265/75R16 225/65R17 235/65R17 245/65R17
  245/70R17 245/75R17 255/65R17 255/70R17 255/75R17 265/65R17 265/70R17 285/70R17 225/60R18 235/60R18
  245/60R18 255/70R18 265/60R18 265/65R18 265/70R18 275/65R18 285/65R18 245/60R20 265/50R20 265/60R20
  275/55R20 275/60R20 285/50R20 265/50R22 275/50R22 285/45R22`;

/** LT-metric and flotation sizes with the load index of their most common load range (mostly E). */
const LT: Record<string, number> = {
  'LT215/85R16': 115,
  'LT225/75R16': 115,
  'LT235/80R17': 120,
  'LT235/85R16': 120,
  'LT245/70R17': 119,
  'LT245/75R16': 120,
  'LT245/75R17': 121,
  'LT255/75R17': 111,
  'LT265/60R20': 121,
  'LT265/70R16': 117,
  'LT265/70R17': 121,
  'LT265/70R18': 124,
  'LT265/75R16': 123,
  'LT275/55R20': 120,
  'LT275/60R20': 123,
  'LT275/65R18': 123,
  'LT275/65R20': 126,
  'LT275/70R17': 121,
  'LT275/70R18': 125,
  'LT285/55R20': 122,
  'LT285/60R20': 125,
  'LT285/65R18': 125,
  'LT285/65R20': 127,
  'LT285/70R17': 121,
  'LT285/75R16': 126,
  'LT285/75R17': 121,
  'LT295/60R20': 126,
  'LT295/65R20': 129,
  'LT295/70R17': 121,
  'LT295/70R18': 129,
  'LT305/55R20': 125,
  'LT305/65R17': 121,
  'LT315/70R17': 121,
  'LT315/75R16': 127,
};

const FLOTATION: Record<string, number> = {
  '31x10.50R15LT': 109,
  '33x12.50R15LT': 108,
  '33x12.50R17LT': 120,
  '33x12.50R18LT': 122,
  '33x12.50R20LT': 114,
  '33x12.50R22LT': 109,
  '35x12.50R15LT': 113,
  '35x12.50R17LT': 121,
  '35x12.50R18LT': 123,
  '35x12.50R20LT': 121,
  '35x12.50R22LT': 117,
  '37x12.50R17LT': 124,
  '37x13.50R20LT': 127,
};

/** Published standard-load indices of the most common sizes, where the fit below is off by one or two. */
const STANDARD_LOAD: Record<string, number> = {
  '195/65R15': 91,
  '205/55R16': 91,
  '215/55R17': 94,
  '215/60R16': 95,
  '225/45R17': 91,
  '225/65R17': 102,
  '235/65R18': 106,
  '245/40R18': 93,
  '255/35R19': 92,
  '265/70R17': 115,
  '275/55R20': 111,
  '285/70R17': 117,
};

export type SizeInfo = {
  /** Canonical text, as formatTireSize gives. */
  size: string;
  parsed: TireSize;
  /** For flotation sizes: overall diameter, section width and rim (33, 12.5, 15). */
  width: number;
  ratio: number;
  diameter: number;
  /** Overall diameter and section width in inches. */
  overallIn: number;
  sectionIn: number;
  tags: readonly SizeTag[];
  /** Standard-load (or LT load-range) index. */
  baseLoad: number;
  lightTruck: boolean;
};

const MM_PER_INCH = 25.4;

/**
 * Standard-load index of a metric size: a least-squares fit of published SL indices
 * (205/55R16 91, 225/65R17 102, 265/70R17 115, 255/35R19 92...) on width, overall diameter and ratio.
 */
function standardLoadIndex(width: number, ratio: number, diameter: number): number {
  const overallMm = diameter * MM_PER_INCH + (2 * width * ratio) / 100;
  const kg = Math.exp(
    -9.4569 + 1.2288 * Math.log(width) + 1.1127 * Math.log(overallMm) + 0.5291 * Math.log(ratio),
  );
  let best = LOAD_INDEX_TABLE[0];
  for (const row of LOAD_INDEX_TABLE) {
    if (!best || Math.abs(Math.log(row.kg / kg)) < Math.abs(Math.log(best.kg / kg))) best = row;
  }
  return best?.index ?? 60;
}

function canonical(text: string): TireSize {
  const parsed = parseTireSize(text);
  if (!parsed.ok) throw new Error(`Seed size ${text} does not parse`);
  if (formatTireSize(parsed.value) !== text) throw new Error(`Seed size ${text} is not canonical`);
  return parsed.value;
}

function describe(text: string, tags: SizeTag[], ltLoad: number | undefined): SizeInfo {
  const parsed = canonical(text);
  if (parsed.kind === 'flotation') {
    const section = Number(parsed.sectionWidth);
    return {
      size: text,
      parsed,
      width: parsed.overallDiameter,
      ratio: section,
      diameter: parsed.diameter,
      overallIn: parsed.overallDiameter,
      sectionIn: section,
      tags,
      baseLoad: ltLoad ?? 110,
      lightTruck: true,
    };
  }
  const { width, ratio, diameter } = parsed;
  return {
    size: text,
    parsed,
    width,
    ratio,
    diameter,
    overallIn: diameter + (2 * width * ratio) / 100 / MM_PER_INCH,
    sectionIn: width / MM_PER_INCH,
    tags,
    baseLoad: ltLoad ?? STANDARD_LOAD[text] ?? standardLoadIndex(width, ratio, diameter),
    lightTruck: parsed.prefix === 'LT',
  };
}

function buildSizes(): SizeInfo[] {
  const tagsBySize = new Map<string, SizeTag[]>();
  const add = (list: string, tag: SizeTag) => {
    for (const size of list.split(/\s+/).filter(Boolean)) {
      const tags = tagsBySize.get(size) ?? [];
      if (!tags.includes(tag)) tags.push(tag);
      tagsBySize.set(size, tags);
    }
  };
  add(CAR, 'car');
  add(PERF, 'perf');
  add(CUV, 'cuv');
  add(TRUCK, 'truck');
  add(Object.keys(LT).join(' '), 'lt');
  add(Object.keys(FLOTATION).join(' '), 'flot');
  return [...tagsBySize].map(([size, tags]) => describe(size, tags, LT[size] ?? FLOTATION[size]));
}

/** Every size the store carries, each once. */
export const SIZES: readonly SizeInfo[] = buildSizes();

export const SIZE_BY_TEXT: ReadonlyMap<string, SizeInfo> = new Map(SIZES.map((info) => [info.size, info]));
