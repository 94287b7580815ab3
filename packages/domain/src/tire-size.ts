import {
  FLOTATION_DIAMETER_MAX,
  FLOTATION_DIAMETER_MIN,
  FLOTATION_WIDTH_MAX,
  FLOTATION_WIDTH_MIN,
  HALF_INCH_RIM_DIAMETERS,
  RIM_DIAMETER_MAX,
  RIM_DIAMETER_MIN,
  TIRE_RATIO_MAX,
  TIRE_RATIO_MIN,
  TIRE_WIDTH_MAX_MM,
  TIRE_WIDTH_MIN_MM,
} from './constants';
import { Messages } from './messages';
import { fail, ok, type Result } from './result';

/** P passenger, LT light truck, ST special trailer, T temporary spare; '' is Euro-metric. */
export type MetricPrefix = '' | 'P' | 'LT' | 'ST' | 'T';
/** R radial, ZR radial rated over 149 mph, D diagonal (bias), B belted bias. */
export type Construction = 'R' | 'ZR' | 'D' | 'B';

/** 225/45R17, P225/45R17, LT265/70R17, 225/45ZR17. */
export interface MetricTireSize {
  kind: 'metric';
  prefix: MetricPrefix;
  width: number;
  ratio: number;
  construction: Construction;
  diameter: number;
}

/** 33x12.50R15LT: overall diameter x section width (inches, written with two decimals) and rim diameter. */
export interface FlotationTireSize {
  kind: 'flotation';
  suffix: '' | 'LT';
  overallDiameter: number;
  sectionWidth: string;
  construction: Exclude<Construction, 'ZR'>;
  diameter: number;
}

export type TireSize = MetricTireSize | FlotationTireSize;

/** The three numbers a saved tire size keeps (SPEC §3 'Tire size'). */
export interface TireSizeFields {
  width: number;
  ratio: number;
  diameter: number;
}

const METRIC = /^(P|LT|ST|T)?[\s-]*(\d{2,3})[\s/-]*(\d{2})[\s/-]*(?:(ZR|R|D|B)[\s-]*)?(\d{1,2}(?:\.\d+)?)$/;
const FLOTATION =
  /^(LT)?[\s-]*(\d{2}(?:\.\d+)?)\s*[X×*]\s*(\d{1,2}(?:\.\d{1,2})?)[\s/-]*(?:(R|D|B)[\s-]*)?(\d{1,2}(?:\.\d+)?)[\s-]*(LT)?$/;

const isHalfStep = (value: number): boolean => Number.isInteger(value * 2);
const inRange = (value: number, min: number, max: number): boolean => value >= min && value <= max;

function isRimDiameter(diameter: number): boolean {
  if (Number.isInteger(diameter)) return inRange(diameter, RIM_DIAMETER_MIN, RIM_DIAMETER_MAX);
  return (HALF_INCH_RIM_DIAMETERS as readonly number[]).includes(diameter);
}

function parseMetric(match: RegExpExecArray): Result<TireSize> {
  const [, prefix = '', widthText = '', ratioText = '', construction = 'R', diameterText = ''] = match;
  const width = Number(widthText);
  const ratio = Number(ratioText);
  const diameter = Number(diameterText);
  if (!inRange(width, TIRE_WIDTH_MIN_MM, TIRE_WIDTH_MAX_MM) || width % 10 !== 5) {
    return fail(Messages.TireSizeWidth);
  }
  if (!inRange(ratio, TIRE_RATIO_MIN, TIRE_RATIO_MAX) || ratio % 5 !== 0) return fail(Messages.TireSizeRatio);
  if (!isRimDiameter(diameter)) return fail(Messages.TireSizeRimDiameter);
  return ok({
    kind: 'metric',
    prefix: prefix as MetricPrefix,
    width,
    ratio,
    construction: construction as Construction,
    diameter,
  });
}

function parseFlotation(match: RegExpExecArray): Result<TireSize> {
  const [, lead, overallText = '', widthText = '', construction = 'R', diameterText = '', trail] = match;
  const overallDiameter = Number(overallText);
  const width = Number(widthText);
  const diameter = Number(diameterText);
  if (lead && trail) return fail(Messages.TireSizeUnrecognized);
  if (
    !inRange(overallDiameter, FLOTATION_DIAMETER_MIN, FLOTATION_DIAMETER_MAX) ||
    !isHalfStep(overallDiameter)
  ) {
    return fail(Messages.TireSizeOverallDiameter);
  }
  if (!inRange(width, FLOTATION_WIDTH_MIN, FLOTATION_WIDTH_MAX) || !isHalfStep(width)) {
    return fail(Messages.TireSizeSectionWidth);
  }
  if (!isRimDiameter(diameter)) return fail(Messages.TireSizeRimDiameter);
  if (diameter >= overallDiameter) return fail(Messages.TireSizeRimLargerThanTire);
  return ok({
    kind: 'flotation',
    suffix: lead || trail ? 'LT' : '',
    overallDiameter,
    sectionWidth: width.toFixed(2),
    construction: construction as FlotationTireSize['construction'],
    diameter,
  });
}

/**
 * Reads a size as shoppers type it: '225/45R17', 'p225/45r17', '225 45 r17', '225/45-17', 'LT265/70R17',
 * '225/45ZR17', '33x12.50R15', 'LT33x12.50R15', '33X12.5R15LT'. Without a letter the construction is R.
 */
export function parseTireSize(text: string): Result<TireSize> {
  const normalized = text.trim().toUpperCase();
  if (!normalized) return fail(Messages.TireSizeEmpty);
  const flotation = FLOTATION.exec(normalized);
  if (flotation) return parseFlotation(flotation);
  const metric = METRIC.exec(normalized);
  if (metric) return parseMetric(metric);
  return fail(Messages.TireSizeUnrecognized);
}

/** Canonical text: 'P225/45ZR17', '33x12.50R15LT'. */
export function formatTireSize(size: TireSize): string {
  if (size.kind === 'metric') {
    return `${size.prefix}${size.width}/${size.ratio}${size.construction}${size.diameter}`;
  }
  return `${size.overallDiameter}x${size.sectionWidth}${size.construction}${size.diameter}${size.suffix}`;
}

/**
 * Key for search and duplicates: '225/45R17' for P225/45ZR17 and 225/45R17 alike, since the spec's
 * duplicate rule compares width, ratio and diameter only (SPEC §5 'Tire size').
 */
export function tireSizeKey(size: TireSize): string {
  if (size.kind === 'metric') return displaySize(size);
  return `${size.overallDiameter}x${size.sectionWidth}R${size.diameter}`;
}

/** Display form of a saved size: width/ratioRdiameter (SPEC §3). */
export const displaySize = (size: TireSizeFields): string => `${size.width}/${size.ratio}R${size.diameter}`;

export const sameTireSize = (a: TireSizeFields, b: TireSizeFields): boolean =>
  a.width === b.width && a.ratio === b.ratio && a.diameter === b.diameter;

/** Whether `candidate` is already in `library`, leaving out the entry being edited (SPEC §5). */
export function isDuplicateTireSize<T extends TireSizeFields>(
  candidate: TireSizeFields,
  library: readonly T[],
  isEditedEntry: (entry: T) => boolean = () => false,
): boolean {
  return library.some((entry) => !isEditedEntry(entry) && sameTireSize(entry, candidate));
}

const MM_PER_INCH = 25.4;
const INCHES_PER_MILE = 63_360;
const roundToTenth = (value: number): number => Math.round(value * 10) / 10;

/** Overall diameter in inches, unrounded: the rim plus two sidewalls of width × ratio. */
export function overallDiameterExact(size: TireSize): number {
  if (size.kind === 'flotation') return size.overallDiameter;
  return size.diameter + (2 * size.width * size.ratio) / 100 / MM_PER_INCH;
}

/** Height of one sidewall in inches, to one decimal: 225/45R17 → 4.0. */
export function sidewallHeightInches(size: TireSize): number {
  return roundToTenth((overallDiameterExact(size) - size.diameter) / 2);
}

/** Overall diameter in inches, to one decimal: 225/45R17 → 25.0. */
export const overallDiameterInches = (size: TireSize): number => roundToTenth(overallDiameterExact(size));

/** Section width in inches, to one decimal: 225/45R17 → 8.9, 33x12.50R15 → 12.5. */
export function sectionWidthInches(size: TireSize): number {
  return roundToTenth(size.kind === 'metric' ? size.width / MM_PER_INCH : Number(size.sectionWidth));
}

/** Turns per mile of the unloaded tire, rounded: 225/45R17 → 808. */
export const revolutionsPerMile = (size: TireSize): number =>
  Math.round(INCHES_PER_MILE / (Math.PI * overallDiameterExact(size)));
