import { brandBySlug } from './brands';
import { type BrandLines, defineLine, type LineInfo } from './tire-line-def';
import { bridgestoneContinentalLines } from './tire-lines-bridgestone';
import { europeLines } from './tire-lines-europe';
import { goodyearGroupLines } from './tire-lines-goodyear';
import { japanLines } from './tire-lines-japan';
import { koreaLines } from './tire-lines-korea';
import { michelinGroupLines } from './tire-lines-michelin';
import { valueLinesA } from './tire-lines-value-a';
import { valueLinesB } from './tire-lines-value-b';
import type { TireLineSeed } from './types';

const ALL_BRAND_LINES: readonly BrandLines[] = [
  ...michelinGroupLines,
  ...goodyearGroupLines,
  ...bridgestoneContinentalLines,
  ...europeLines,
  ...japanLines,
  ...koreaLines,
  ...valueLinesA,
  ...valueLinesB,
];

function buildLines(): LineInfo[] {
  const lines: LineInfo[] = [];
  for (const [brandSlug, rows] of ALL_BRAND_LINES) {
    const brand = brandBySlug(brandSlug);
    for (const row of rows) lines.push(defineLine(brandSlug, brand, row, lines.length + 1));
  }
  return lines;
}

/** The real tire lines (plus Tread's four house lines) with the facts the SKU generator needs. */
export const LINE_INFOS: readonly LineInfo[] = buildLines();

/** Published tire lines at scale 1. */
export const tireLines: TireLineSeed[] = LINE_INFOS.map((line) => line.seed);
