/** Seeded randomness: every value of the seed is derived from a fixed seed or a stable key. */

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, as an unsigned 32-bit integer. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A PRNG seeded by a stable key, so one item's values do not depend on what came before it. */
export const keyedRandom = (key: string): (() => number) => mulberry32(hashString(key));

export type Rng = () => number;

/** Integer in [min, max], both inclusive. */
export const randomInt = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng() * (max - min + 1));

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Whole dollars and 99 cents, e.g. 127.4 → 12799 ('$127.99'). */
export const toPriceCents = (dollars: number): number => Math.max(1, Math.round(dollars)) * 100 - 1;

/** Stock for a product: mostly 4-60, a few sold out or nearly so. */
export function stockLevel(rng: Rng): number {
  const roll = rng();
  if (roll < 0.06) return 0;
  if (roll < 0.12) return randomInt(rng, 1, 3);
  return randomInt(rng, 4, 60);
}
