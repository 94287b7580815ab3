import type { TireSeason } from '@tread/domain';
import { num, type Random } from './art-kit';

/** How a tread is laid out, which is what a shopper reads from a tread photo. */
export type TreadStyle = 'symmetric' | 'asymmetric' | 'directional' | 'winter' | 'all_terrain' | 'mud';

/** Winter and all-weather tires are directional; performance all-seasons run asymmetric like summer tires. */
export function treadStyleOf(season: TireSeason, category: string | null): TreadStyle {
  if (season === 'winter') return 'winter';
  if (season === 'all_weather') return 'directional';
  if (season === 'all_terrain') return 'all_terrain';
  if (season === 'mud_terrain') return 'mud';
  if (season === 'summer' || category === 'performance') return 'asymmetric';
  return 'symmetric';
}

/** One repeat of the tread around the tire: `width` across, `height` along the tire. */
export type TreadTile = {
  height: number;
  body: string;
  /** The middle of each continuous rib, where new tires carry their painted stripes; none on block treads. */
  ribs: readonly number[];
};

const GROOVE = '#0a0b0c';
const RUBBER = '#42464d';
const SIPE = '#1d1f23';
const EDGE = '#5a5f67';

const box = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"/>`;
const poly = (points: readonly (readonly [number, number])[], fill: string) =>
  `<path d="M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z" fill="${fill}"/>`;
const lines = (d: string, color: string, width: number) =>
  `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none"/>`;
const seg = (x1: number, y1: number, x2: number, y2: number) =>
  `M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`;

/** Straight circumferential grooves, lit on their left edge. */
const grooves = (xs: readonly number[], width: number, height: number) =>
  xs
    .map((x) => box(x - width / 2, 0, width, height, GROOVE) + box(x + width / 2, 0, 1.2, height, EDGE))
    .join('');

/** A lateral slot from x1 to x2 at y, dropping `slant` along the way. */
const slot = (x1: number, x2: number, y: number, slant: number, width: number) =>
  poly(
    [
      [x1, y],
      [x2, y + slant],
      [x2, y + slant + width],
      [x1, y + width],
    ],
    GROOVE,
  );

function symmetric(w: number, r: Random): TreadTile {
  const h = r.range(28, 40);
  const count = r.pick([3, 4]);
  const shoulder = w * r.range(0.19, 0.24);
  const xs = Array.from({ length: count }, (_, i) => shoulder + (i * (w - 2 * shoulder)) / (count - 1));
  const slant = r.range(-6, 6);
  const sipes = xs.slice(0, -1).map((x, i) => {
    const next = xs[i + 1]!;
    return seg(x + 5, h * 0.2, next - 5, h * 0.2 + slant) + seg(x + 5, h * 0.7, next - 5, h * 0.7 + slant);
  });
  return {
    height: h,
    ribs: xs.slice(1).map((x, i) => (x + xs[i]!) / 2),
    body:
      box(0, 0, w, h, RUBBER) +
      slot(0, shoulder, h * 0.45, slant / 2, 5) +
      slot(w, w - shoulder, h * 0.45, slant / 2, 5) +
      lines(sipes.join(''), SIPE, 1.6) +
      lines(
        seg(6, h * 0.05, shoulder - 6, h * 0.05) + seg(w - 6, h * 0.05, w - shoulder + 6, h * 0.05),
        SIPE,
        1.4,
      ) +
      grooves(xs, r.range(7, 10), h),
  };
}

function asymmetric(w: number, r: Random): TreadTile {
  const h = r.range(34, 46);
  const xs = [w * r.range(0.26, 0.33), w * r.range(0.48, 0.54), w * r.range(0.7, 0.76)];
  const [a, b, c] = xs as [number, number, number];
  const lean = r.range(4, 10);
  // Outer shoulder slots once or twice a pitch, the inner ones slanted or straight: lines of one maker differ here.
  const outer = r.pick([[0.3], [0.2, 0.7]]);
  const inner = r.next() < 0.5 ? lean : 0;
  const notched = r.next() < 0.6;
  return {
    height: h,
    ribs: [(a + b) / 2, (b + c) / 2],
    body:
      box(0, 0, w, h, RUBBER) +
      outer.map((f) => slot(0, a - 4, h * f, -lean, 6)).join('') +
      (notched ? slot(a, a + (b - a) * 0.45, h * 0.6, lean / 2, 4) : '') +
      slot(w, c + 4, h * 0.15, inner, 5) +
      slot(w, c + 4, h * 0.65, inner, 5) +
      lines(
        seg(b + 4, h * 0.1, c - 4, h * 0.1 + lean) + seg(b + 4, h * 0.6, c - 4, h * 0.6 + lean),
        SIPE,
        1.6,
      ) +
      grooves([a], r.range(9, 13), h) +
      grooves([b], r.range(6, 9), h) +
      grooves([c], r.range(5, 8), h),
  };
}

/** V grooves pointing the way the tire rolls; winter treads add zigzag sipes through every block. */
function directional(w: number, r: Random, winter: boolean): TreadTile {
  const h = r.range(32, 44);
  const drop = r.range(12, h * 0.6);
  const mid = w / 2;
  const vee = (y: number) => `M0 ${num(y + drop)}L${num(mid)} ${num(y)}L${num(w)} ${num(y + drop)}`;
  const half = (y: number) =>
    seg(w * 0.16, y + drop * 0.68, w * 0.36, y + drop * 0.28) +
    seg(w * 0.84, y + drop * 0.68, w * 0.64, y + drop * 0.28);
  const zigzag = (y: number) => {
    const points: string[] = [];
    for (let i = 0; i <= 10; i++) {
      const x = (w * i) / 10;
      const along = y + drop * (1 - Math.abs(x - mid) / mid);
      points.push(`${num(x)} ${num(along + (i % 2 ? 2 : -2))}`);
    }
    return `M${points.join('L')}`;
  };
  const sipes = winter ? [0.3, 0.55, 0.8].map((f) => zigzag(h * f)).join('') : half(h * 0.5);
  const straight = r.next() < 0.5 ? [w * 0.5] : [w * 0.3, w * 0.7];
  return {
    height: h,
    ribs: [],
    body:
      box(0, 0, w, h, RUBBER) +
      lines(sipes, SIPE, winter ? 1.3 : 1.6) +
      lines(`${vee(-h)}${vee(0)}${vee(h)}`, GROOVE, r.range(5, 8)) +
      lines(`${half(-h)}${half(0)}`, GROOVE, 4) +
      grooves(straight, winter ? 4 : 6, h),
  };
}

/** A shape drawn at y within a tile of height h, and again a tile up when it runs past the bottom. */
const wrapped = (y: number, tall: number, h: number, draw: (y: number) => string) => {
  const top = ((y % h) + h) % h;
  return draw(top) + (top + tall > h ? draw(top - h) : '');
};

/** Staggered, chamfered blocks with stone ejectors: the all-terrain look. */
function allTerrain(w: number, r: Random): TreadTile {
  const h = r.range(42, 54);
  const columns = r.pick([4, 5]);
  const gap = r.range(6, 9);
  const width = (w - gap * (columns - 1)) / columns;
  const tall = h / 2 - gap;
  const cut = r.range(2, 5);
  let body = box(0, 0, w, h, GROOVE);
  for (let col = 0; col < columns; col++) {
    const x = col * (width + gap);
    const offset = (col % 2) * (h / 4) + r.range(-3, 3);
    const tilt = col % 2 ? cut : -cut;
    for (const start of [offset, offset + h / 2]) {
      body += wrapped(
        start,
        tall + gap,
        h,
        (y) =>
          poly(
            [
              [x + cut, y],
              [x + width, y + tilt],
              [x + width - cut, y + tall],
              [x, y + tall - tilt],
            ],
            RUBBER,
          ) +
          lines(seg(x + 4, y + tall / 2, x + width - 4, y + tall / 2 + tilt / 2), SIPE, 1.4) +
          box(x + width + gap / 2 - 1.5, y + tall + gap / 2 - 1.5, 3, 3, EDGE),
      );
    }
  }
  return { height: h, body, ribs: [] };
}

/** Long shoulder lugs alternating side to side around chunky center blocks, with wide voids to shed mud. */
function mud(w: number, r: Random): TreadTile {
  const h = r.range(64, 74);
  const reach = w * r.range(0.42, 0.48);
  const tall = h * r.range(0.5, 0.56);
  const step = r.range(0.55, 0.7);
  const lug = (y: number, side: 1 | -1) => {
    const x = (value: number) => (side === 1 ? value : w - value);
    return poly(
      [
        [x(0), y],
        [x(reach), y + 5],
        [x(reach + 6), y + tall * 0.55],
        [x(reach * step), y + tall * 0.62],
        [x(reach * step - 4), y + tall],
        [x(0), y + tall - 3],
      ],
      RUBBER,
    );
  };
  const center = (y: number) =>
    poly(
      [
        [w / 2 - 16, y],
        [w / 2 + 18, y + 5],
        [w / 2 + 14, y + tall * 0.6],
        [w / 2 - 18, y + tall * 0.55],
      ],
      RUBBER,
    );
  return {
    height: h,
    ribs: [],
    body:
      box(0, 0, w, h, GROOVE) +
      wrapped(0, tall, h, (y) => lug(y, 1)) +
      wrapped(h / 2, tall, h, (y) => lug(y, -1)) +
      wrapped(h * 0.62, tall, h, center) +
      wrapped(h * 0.12, tall, h, center),
  };
}

/** The tile of a tread, varied within its style by `random`. */
export function treadTile(style: TreadStyle, width: number, random: Random): TreadTile {
  switch (style) {
    case 'symmetric':
      return symmetric(width, random);
    case 'asymmetric':
      return asymmetric(width, random);
    case 'directional':
      return directional(width, random, false);
    case 'winter':
      return directional(width, random, true);
    case 'all_terrain':
      return allTerrain(width, random);
    case 'mud':
      return mud(width, random);
  }
}
