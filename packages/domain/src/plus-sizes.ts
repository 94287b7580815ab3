import { overallDiameterExact, type TireSize, tireSizeKey } from './tire-size';

/** Plus sizes (issue 19): other sizes whose overall diameter is within 3% of a size's, so they fit its car. */

/** The industry rule: an overall diameter within ±3% of the original's keeps ABS, traction and the speedometer sane. */
export const PLUS_SIZE_TOLERANCE = 0.03;
/** The speedometer reading the comparison quotes. */
export const SPEEDOMETER_MPH = 60;

const MM_PER_INCH = 25.4;
const roundTo = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/** Plus-one, plus-two: a larger rim with a lower profile; minus-one a smaller rim (winter sets); same rim. */
export const PlusConvention = {
  MinusOne: 'minus_one',
  SameRim: 'same_rim',
  PlusOne: 'plus_one',
  PlusTwo: 'plus_two',
} as const;
export type PlusConvention = (typeof PlusConvention)[keyof typeof PlusConvention];

const CONVENTION_BY_RIM_STEP: Record<number, PlusConvention> = {
  [-1]: PlusConvention.MinusOne,
  0: PlusConvention.SameRim,
  1: PlusConvention.PlusOne,
  2: PlusConvention.PlusTwo,
};

/** Overall diameter in millimeters: rim × 25.4 + 2 × width × ratio / 100 for a metric size (225/45R17 → 634.3). */
export const overallDiameterMm = (size: TireSize): number => overallDiameterExact(size) * MM_PER_INCH;

/** How a candidate size compares with the original one. */
export interface SizeComparison {
  /** The candidate's overall diameter, mm to one decimal. */
  diameterMm: number;
  /** Candidate minus original, as a percent of the original, to one decimal (+0.5 is half a percent larger). */
  diameterDiffPercent: number;
  /** The true speed, mph to one decimal, when a speedometer set for the original reads 60 on the candidate. */
  trueMphAt60: number;
  /** Within ±3% of the original's overall diameter. */
  fits: boolean;
  /** minus-one, same rim, plus-one or plus-two; null for other rim steps. */
  convention: PlusConvention | null;
}

const exactRatio = (original: TireSize, candidate: TireSize): number =>
  overallDiameterMm(candidate) / overallDiameterMm(original);

export function compareSizes(original: TireSize, candidate: TireSize): SizeComparison {
  const ratio = exactRatio(original, candidate);
  return {
    diameterMm: roundTo(overallDiameterMm(candidate), 1),
    diameterDiffPercent: roundTo((ratio - 1) * 100, 1),
    trueMphAt60: roundTo(SPEEDOMETER_MPH * ratio, 1),
    fits: Math.abs(ratio - 1) <= PLUS_SIZE_TOLERANCE,
    convention: CONVENTION_BY_RIM_STEP[candidate.diameter - original.diameter] ?? null,
  };
}

/**
 * The candidates that fit in place of `original`, closest overall diameter first (then by size key, so the order
 * is stable); the original itself, in any spelling, is left out.
 */
export function plusSizes<T extends { size: TireSize }>(
  original: TireSize,
  candidates: readonly T[],
): (T & SizeComparison)[] {
  const originalKey = tireSizeKey(original);
  const off = (size: TireSize) => Math.abs(exactRatio(original, size) - 1);
  return candidates
    .filter((candidate) => tireSizeKey(candidate.size) !== originalKey)
    .map((candidate) => ({ ...candidate, ...compareSizes(original, candidate.size) }))
    .filter((candidate) => candidate.fits)
    .sort((a, b) => off(a.size) - off(b.size) || tireSizeKey(a.size).localeCompare(tireSizeKey(b.size)));
}
