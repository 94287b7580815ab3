import type { TireSeason } from '@tread/domain';
import { escapeXml, fittedText, fontAttrs, gradient, num, type Random, randomOf, studioSvg } from './art-kit';
import { treadStyleOf, treadTile } from './tire-tread';

/** What a tire line's pictures are drawn from. */
export type TireArtInput = {
  id: number;
  /** The product name, brand first ('Michelin Defender2'). */
  name: string;
  brandName: string;
  season: TireSeason;
  /** The tire category in snake case ('suv_crossover'), if any. */
  category: string | null;
  /** 'RWL', 'OWL' or 'WSW' lettering; null for plain black. */
  sidewall: string | null;
};

// Wider treads for heavier vehicles, as a shopper expects an LT tire to look chunkier.
const WIDTH_BY_CATEGORY: Record<string, number> = {
  passenger: 204,
  touring: 212,
  performance: 228,
  suv_crossover: 236,
  light_truck: 252,
};

const STRIPES = ['#d7262b', '#f2c12e', '#2f7bd9', '#f2f2f2', '#3aa657'];

const seedOf = (tire: TireArtInput) => `${tire.id}:${tire.name}`;
const lineNameOf = (tire: TireArtInput) =>
  tire.name.startsWith(`${tire.brandName} `) ? tire.name.slice(tire.brandName.length + 1) : tire.name;

/** The tire seen head-on: its tread wrapping over the crown, shaded as a studio photo. */
export function tireTreadSvg(tire: TireArtInput): string {
  const random = randomOf(`tread:${seedOf(tire)}`);
  const width = (WIDTH_BY_CATEGORY[tire.category ?? ''] ?? 212) + random.int(-6, 6);
  const tile = treadTile(treadStyleOf(tire.season, tire.category), width, random);
  const x = num(200 - width / 2);
  const shape = `x="${x}" y="22" width="${width}" height="344" rx="${num(width * 0.13)}" ry="30"`;
  const defs =
    `<pattern id="t" patternUnits="userSpaceOnUse" x="${x}" y="${random.range(0, tile.height)}" ` +
    `width="${width}" height="${tile.height}">${tile.body}</pattern>` +
    gradient('h', false, [
      [0, '#000', 0.85],
      [0.08, '#000', 0.45],
      [0.22, '#000', 0.05],
      [0.38, '#fff', 0.1],
      [0.5, '#fff', 0.04],
      [0.78, '#000', 0.08],
      [0.92, '#000', 0.5],
      [1, '#000', 0.88],
    ]) +
    gradient('v', true, [
      [0, '#000', 0.8],
      [0.13, '#000', 0.25],
      [0.3, '#000', 0],
      [0.7, '#000', 0],
      [0.87, '#000', 0.3],
      [1, '#000', 0.85],
    ]);
  // New tires carry thin painted stripes on their ribs; their colors tell lines apart at a glance.
  const stripes = tile.ribs
    .filter(() => random.next() < 0.6)
    .map(
      (rib) =>
        `<rect x="${num(x + rib - 1.5)}" y="22" width="3" height="344" fill="${random.pick(STRIPES)}" opacity=".8"/>`,
    )
    .join('');
  const body =
    `<rect ${shape} fill="url(#t)"/>${stripes}<rect ${shape} fill="url(#h)"/><rect ${shape} fill="url(#v)"/>` +
    `<rect ${shape} fill="none" stroke="#0a0b0c" stroke-width="2"/>`;
  return studioSvg(`${tire.name} tread`, defs, body, { y: 370, rx: width * 0.75 });
}

type Finish = readonly [light: string, dark: string];
const FINISHES: Record<string, Finish> = {
  silver: ['#f2f4f6', '#8c939a'],
  gunmetal: ['#9aa0a6', '#3a3f45'],
  black: ['#555a60', '#141517'],
};

/** One wheel spoke from the hub to the rim, pointing up; repeated around by rotation. */
function spokePath(random: Random): string {
  const style = random.pick(['straight', 'split', 'tapered']);
  const root = random.range(9, 13);
  const tip = random.range(5, 11);
  if (style === 'split') {
    const spread = random.range(8, 14);
    return (
      `M${200 - root} 172L${200 - spread - tip} 96L${200 - spread + 2} 96L${200 - 2} 172Z` +
      `M${200 + 2} 172L${200 + spread - 2} 96L${200 + spread + tip} 96L${200 + root} 172Z`
    );
  }
  const bend = style === 'tapered' ? random.range(-10, 10) : 0;
  return `M${200 - root} 174Q${200 - tip + bend} 130 ${200 - tip} 94L${200 + tip} 94Q${200 + tip + bend} 130 ${200 + root} 174Z`;
}

/** The tire from the side: brand and line lettered on the sidewall around an alloy wheel. */
export function tireSideSvg(tire: TireArtInput): string {
  const random = randomOf(`side:${seedOf(tire)}`);
  const style = treadStyleOf(tire.season, tire.category);
  const offRoad = style === 'all_terrain' || style === 'mud';
  const [light, dark] =
    FINISHES[random.pick(offRoad ? ['gunmetal', 'black'] : ['silver', 'silver', 'gunmetal'])]!;
  const spokes = random.pick(offRoad ? [6, 8] : [5, 5, 6, 7, 10]);
  const white = tire.sidewall === 'RWL' || tire.sidewall === 'OWL';
  const letters = white ? '#eef0f2' : '#6f747b';
  const brand = tire.brandName.toUpperCase();
  const line = lineNameOf(tire).toUpperCase();
  const dash = {
    symmetric: '5 4',
    asymmetric: '7 3',
    directional: '4 4',
    winter: '3 3',
    all_terrain: '10 6',
    mud: '15 9',
  }[style];
  const defs =
    '<radialGradient id="rb"><stop offset=".64" stop-color="#141517"/><stop offset=".7" stop-color="#24272b"/>' +
    '<stop offset=".84" stop-color="#2e3136"/><stop offset=".95" stop-color="#18191c"/><stop offset="1" stop-color="#0c0d0e"/></radialGradient>' +
    '<radialGradient id="gl" cx=".32" cy=".22" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".16"/>' +
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    gradient('m', true, [
      [0, light],
      [0.45, dark],
      [0.55, light],
      [1, dark],
    ]) +
    `<path id="s" d="${spokePath(random)}" fill="url(#m)" stroke="${dark}" stroke-width="1"/>` +
    '<path id="up" d="M58 200A142 142 0 0 1 342 200"/><path id="dn" d="M44 200A156 156 0 0 0 356 200"/>';
  const around = Array.from(
    { length: spokes - 1 },
    (_, i) => `<use href="#s" transform="rotate(${num((360 * (i + 1)) / spokes)} 200 200)"/>`,
  ).join('');
  const nuts = Array.from({ length: 5 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 5 - Math.PI / 2;
    return `<circle cx="${num(200 + 17 * Math.cos(angle))}" cy="${num(200 + 17 * Math.sin(angle))}" r="3.2"/>`;
  }).join('');
  const stripe =
    tire.sidewall === 'WSW'
      ? '<circle cx="200" cy="200" r="134" fill="none" stroke="#f4f5f6" stroke-width="9"/>'
      : '';
  const snow =
    style === 'winter' || style === 'directional'
      ? `<path d="M-15 9L-6-5L-2 1L4-10L15 9ZM0 0v8M-3.5 2l7 4M-3.5 6l7-4" fill="none" stroke="${letters}" stroke-width="1.8" transform="translate(62 258) rotate(66)"/>`
      : '';
  const body =
    '<circle cx="200" cy="200" r="172" fill="url(#rb)"/>' +
    `<circle cx="200" cy="200" r="${offRoad ? 173 : 171}" fill="none" stroke="#1e2024" stroke-width="${offRoad ? 8 : 4}" stroke-dasharray="${dash}"/>` +
    '<circle cx="200" cy="200" r="164" fill="none" stroke="#121315" stroke-width="1.5"/>' +
    '<circle cx="200" cy="200" r="125" fill="none" stroke="#0f1012" stroke-width="4"/>' +
    stripe +
    `<text ${fontAttrs(26, 900)} fill="${letters}" letter-spacing="3"><textPath href="#up" startOffset="50%" text-anchor="middle"${fittedText(brand, 26, 300, 0.8)}>${escapeXml(brand)}</textPath></text>` +
    `<text ${fontAttrs(15, 700)} fill="${letters}" letter-spacing="1.5"><textPath href="#dn" startOffset="50%" text-anchor="middle"${fittedText(line, 15, 250, 0.75)}>${escapeXml(line)}</textPath></text>` +
    snow +
    `<circle cx="200" cy="200" r="121" fill="url(#m)"/><circle cx="200" cy="200" r="112" fill="#1a1c1f"/>` +
    `<circle cx="200" cy="200" r="108" fill="none" stroke="${dark}" stroke-width="3"/>` +
    `<use href="#s"/>${around}` +
    `<circle cx="200" cy="200" r="28" fill="url(#m)" stroke="${dark}"/><g fill="${dark}">${nuts}</g>` +
    '<circle cx="200" cy="200" r="9" fill="#2a2d31" stroke="#9aa0a6" stroke-width="1.5"/>' +
    '<circle cx="200" cy="200" r="176" fill="url(#gl)"/>';
  return studioSvg(`${tire.name}, side view`, defs, body, { y: 380, rx: 165 });
}
