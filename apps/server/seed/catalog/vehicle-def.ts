import { slugify } from './tire-line-def';
import type { VehicleSeed } from './types';

/** [trim, engine, front size, rear size when staggered, other OE sizes offered]. */
export type TrimRow = readonly [
  trim: string,
  engine: string,
  front: string,
  rear?: string | null,
  optional?: readonly string[],
];
/** A generation: first and last model year and its trims. */
export type Generation = readonly [from: number, to: number, trims: readonly TrimRow[]];
export type ModelRow = readonly [
  make: string,
  model: string,
  bodyType: string,
  generations: readonly Generation[],
];

export const gen = (from: number, to: number, trims: readonly TrimRow[]): Generation => [from, to, trims];
export const model = (
  make: string,
  name: string,
  bodyType: string,
  generations: readonly Generation[],
): ModelRow => [make, name, bodyType, generations];

export const FIRST_MODEL_YEAR = 2005;
export const LAST_MODEL_YEAR = 2025;

const engineSlug = (engine: string): string => {
  const first = engine.split(/\s+/)[0] ?? engine;
  return /^\d/.test(first) ? first.toLowerCase() : slugify(engine);
};

/** One row per model year of each generation within 2005-2025, per trim. */
export function expandModels(models: readonly ModelRow[]): VehicleSeed[] {
  const rows: VehicleSeed[] = [];
  for (const [make, model, bodyType, generations] of models) {
    for (const [from, to, trims] of generations) {
      for (let year = Math.max(from, FIRST_MODEL_YEAR); year <= Math.min(to, LAST_MODEL_YEAR); year++) {
        for (const [trim, engine, front, rear = null, optional = []] of trims) {
          rows.push({
            id: [year, slugify(make), slugify(model), slugify(trim), engineSlug(engine)].join('-'),
            year,
            make,
            model,
            trim,
            engine,
            bodyType,
            frontSize: front,
            rearSize: rear,
            optionalSizes: [...optional],
          });
        }
      }
    }
  }
  return rows;
}
