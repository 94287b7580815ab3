import type { SizeInfo } from './sizes';
import type { LineInfo } from './tire-line-def';
import { LINE_INFOS } from './tire-lines';
import { PRIVATE_TEMPLATE_COUNT, privateLabelLine } from './tire-lines-private';
import {
  buildSku,
  lineSizes,
  PLAIN,
  RUN_FLAT,
  runFlatEligible,
  SIZE_INDEX,
  SPEED_BUMP,
  type Variant,
  variantApplies,
  XL_TOGGLE,
} from './tire-sku-build';
import type { TireLineSeed, TireSkuSeed } from './types';

/** Largest scale accepted; 200 already gives well over 1,000,000 SKUs. */
export const MAX_TIRE_SCALE = 1000;

type Plan = readonly [size: SizeInfo, variant: Variant];

function* basePlans(line: LineInfo): Generator<Plan> {
  for (const size of lineSizes(line).carried) {
    yield [size, PLAIN];
    if (line.runFlat === 'some' && runFlatEligible(line, size)) yield [size, RUN_FLAT];
  }
}

/** What larger scales add to the real lines: sizes left out at scale 1, XL/SL and speed variants. */
function* variantPlans(line: LineInfo): Generator<Plan> {
  const { carried, extended } = lineSizes(line);
  for (const size of extended) yield [size, PLAIN];
  for (const variant of [XL_TOGGLE, SPEED_BUMP]) {
    for (const size of carried) if (variantApplies(line, size, variant)) yield [size, variant];
  }
}

function* privatePlans(line: LineInfo): Generator<Plan> {
  for (const size of lineSizes(line).carried) {
    yield [size, PLAIN];
    if (variantApplies(line, size, XL_TOGGLE)) yield [size, XL_TOGGLE];
  }
}

const count = (plans: Iterable<Plan>): number => {
  let total = 0;
  for (const _ of plans) total++;
  return total;
};

let cachedCounts: { base: number; variants: number; perTemplate: number[] } | undefined;
function counts() {
  if (!cachedCounts) {
    let base = 0;
    let variants = 0;
    for (const line of LINE_INFOS) {
      base += count(basePlans(line));
      variants += count(variantPlans(line));
    }
    const perTemplate = Array.from({ length: PRIVATE_TEMPLATE_COUNT }, (_, g) =>
      count(privatePlans(privateLabelLine(g))),
    );
    cachedCounts = { base, variants, perTemplate };
  }
  return cachedCounts;
}

function checkScale(scale: number): void {
  if (!Number.isFinite(scale) || scale < 1 || scale > MAX_TIRE_SCALE) {
    throw new RangeError(`Tire seed scale must be between 1 and ${MAX_TIRE_SCALE}, got ${scale}`);
  }
}

/** Number of SKUs generateTireSkus(scale) yields: the scale-1 catalog times the scale, rounded. */
export function tireSkuCount(scale = 1): number {
  checkScale(scale);
  return Math.round(counts().base * scale);
}

/** How many generated private-label lines the scale needs. */
function privateLineCount(scale: number): number {
  const { base, variants, perTemplate } = counts();
  let remaining = tireSkuCount(scale) - base - variants;
  let lines = 0;
  while (remaining > 0) {
    remaining -= perTemplate[lines % perTemplate.length] ?? 1;
    lines++;
  }
  return lines;
}

/** Tire lines whose SKUs appear at this scale: the real lines, then generated private-label series. */
export function tireLinesForScale(scale = 1): TireLineSeed[] {
  const generated = Array.from({ length: privateLineCount(scale) }, (_, g) => privateLabelLine(g).seed);
  return [...LINE_INFOS.map((line) => line.seed), ...generated];
}

/**
 * Tire SKUs, lazily: scale 1 is the real catalog (every real line in its sizes); larger scales add
 * left-out sizes, XL/SL and speed-rating variants, then numbered private-label series, stopping at
 * exactly tireSkuCount(scale). Deterministic: the same scale always yields the same SKUs in the same
 * order, and a scale's SKUs begin with those of every smaller scale.
 */
export function* generateTireSkus(scale = 1): Generator<TireSkuSeed, void, undefined> {
  const target = tireSkuCount(scale);
  let emitted = 0;
  const phases: ((line: LineInfo) => Generator<Plan>)[] = [basePlans, variantPlans];
  for (const plans of phases) {
    for (const line of LINE_INFOS) {
      for (const [size, variant] of plans(line)) {
        if (emitted >= target) return;
        yield buildSku(line, size, SIZE_INDEX.get(size.size) ?? 0, variant);
        emitted++;
      }
    }
  }
  for (let g = 0; emitted < target; g++) {
    const line = privateLabelLine(g);
    for (const [size, variant] of privatePlans(line)) {
      if (emitted >= target) return;
      yield buildSku(line, size, SIZE_INDEX.get(size.size) ?? 0, variant);
      emitted++;
    }
  }
}

/** The same SKUs in arrays of at most `chunkSize`, for batched inserts. */
export function* generateTireSkuChunks(
  scale = 1,
  chunkSize = 5000,
): Generator<TireSkuSeed[], void, undefined> {
  let chunk: TireSkuSeed[] = [];
  for (const sku of generateTireSkus(scale)) {
    chunk.push(sku);
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Reads a SEED_SCALE-style setting: empty means 1; anything outside 1..MAX_TIRE_SCALE is refused. */
export function parseSeedScale(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 1;
  const scale = Number(text);
  checkScale(scale);
  return scale;
}
