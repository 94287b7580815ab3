/** Ranking the comparison's rows: which tires hold a row's best value. */

/** UTQG traction grades, best first: AA, A, B, C. */
const TRACTION_RANK: Readonly<Record<string, number>> = { AA: 4, A: 3, B: 2, C: 1 };
/** UTQG temperature grades, best first: A, B, C. */
const TEMPERATURE_RANK: Readonly<Record<string, number>> = { A: 3, B: 2, C: 1 };

export const tractionRank = (grade: string | null) =>
  grade === null ? null : (TRACTION_RANK[grade] ?? null);
export const temperatureRank = (grade: string | null) =>
  grade === null ? null : (TEMPERATURE_RANK[grade] ?? null);

/**
 * The columns holding a row's highest value. None when fewer than two tires have a value or all are equal:
 * a 'best' among equals would say nothing.
 */
export function bestColumns(values: readonly (number | null)[]): ReadonlySet<number> {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return new Set();
  const top = Math.max(...known);
  if (known.every((value) => value === top)) return new Set();
  return new Set(values.flatMap((value, index) => (value === top ? [index] : [])));
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2025-06-03' and '2025-06-05' → 'Jun 3 – Jun 5': the estimate's ISO dates, short enough for a column. */
export function shortDateRange(earliest: string, latest: string): string {
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));
  return earliest === latest ? day(earliest) : `${day(earliest)} – ${day(latest)}`;
}
