import { brandColorOf, escapeXml, fittedText, fontAttrs, randomOf } from './art-kit';

/** Emblem outlines in a 64×64 box, each with the detail drawn over it in white. */
const EMBLEMS: Record<string, readonly [outline: string, detail: string]> = {
  shield: ['M8 6h48v26c0 15-11 23-24 30C19 55 8 47 8 32z', ''],
  roundel: [
    'M2 32a30 30 0 1 0 60 0a30 30 0 1 0-60 0z',
    '<circle cx="32" cy="32" r="24" fill="none" stroke="#fff" stroke-width="2"/>',
  ],
  diamond: ['M32 1L63 32L32 63L1 32z', ''],
  hexagon: ['M32 2L58 17V47L32 62L6 47V17z', ''],
  slash: ['M18 6h44L46 58H2z', ''],
  tread: [
    'M18 4h28a14 14 0 0 1 14 14v28a14 14 0 0 1-14 14H18A14 14 0 0 1 4 46V18A14 14 0 0 1 18 4z',
    '<path d="M12 16l20 10 20-10M12 46l20 10 20-10" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none"/>',
  ],
};
const SHAPES = Object.keys(EMBLEMS);

type Style = { weight: number; italic: boolean; upper: boolean; spacing: number };

/** The name beside an emblem, in the brand's color or near-black. */
function emblemMark(name: string, color: string, shape: string, style: Style): string {
  const text = style.upper ? name.toUpperCase() : name;
  const size = 30;
  const ink = style.weight >= 800 ? color : '#15171a';
  const [outline, detail] = EMBLEMS[shape]!;
  return (
    `<g transform="translate(8 8)"><path d="${outline}" fill="${color}"/><path d="${outline}" fill="url(#hl)"/>${detail}` +
    `<text x="32" y="43" text-anchor="middle" ${fontAttrs(30, 800)} fill="#fff">${escapeXml(name.charAt(0).toUpperCase())}</text></g>` +
    `<text x="84" y="51" ${fontAttrs(size, style.weight)}${style.italic ? ' font-style="italic"' : ''} letter-spacing="${style.spacing}" fill="${ink}"${fittedText(text, size, 148, style.upper ? 0.7 : 0.58)}>${escapeXml(text)}</text>`
  );
}

/** The name in white inside an oval badge of the brand's color, ringed like an enamel badge. */
function ovalMark(name: string, color: string, style: Style): string {
  const size = 30;
  return (
    `<ellipse cx="120" cy="40" rx="114" ry="36" fill="${color}"/><ellipse cx="120" cy="40" rx="114" ry="36" fill="url(#hl)"/>` +
    '<ellipse cx="120" cy="40" rx="107" ry="30" fill="none" stroke="#fff" stroke-width="2"/>' +
    `<text x="120" y="51" text-anchor="middle" ${fontAttrs(size, style.weight)} font-style="italic" fill="#fff"${fittedText(name, size, 172, 0.58)}>${escapeXml(name)}</text>`
  );
}

/** A sporty wordmark: slanted capitals over a swoosh in the brand's color. */
function swooshMark(name: string, color: string, style: Style): string {
  const text = name.toUpperCase();
  const size = 34;
  return (
    `<path d="M14 62C70 52 150 50 228 56C160 60 90 64 22 72z" fill="${color}"/>` +
    `<text x="120" y="47" text-anchor="middle" ${fontAttrs(size, 900)} font-style="italic" letter-spacing="${style.spacing}" fill="#15171a"${fittedText(text, size, 212, 0.74)}>${escapeXml(text)}</text>`
  );
}

/** A brand's logo (240×80): an emblem, badge or swoosh in a color of its own, all derived from its name. */
export function brandMarkSvg(name: string): string {
  const random = randomOf(`brand:${name.toLowerCase()}`);
  const color = brandColorOf(name);
  const layout = random.pick(['emblem', 'emblem', 'emblem', 'oval', 'swoosh']);
  const style: Style = {
    weight: random.pick([700, 800, 900]),
    italic: random.next() < 0.3,
    upper: random.next() < 0.5,
    spacing: random.pick([0, 0.5, 1, 2]),
  };
  const art =
    layout === 'oval'
      ? ovalMark(name, color, style)
      : layout === 'swoosh'
        ? swooshMark(name, color, style)
        : emblemMark(name, color, random.pick(SHAPES), style);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" role="img" aria-label="${escapeXml(name)}">` +
    '<defs><linearGradient id="hl" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/>' +
    `<stop offset=".7" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>${art}</svg>`
  );
}
