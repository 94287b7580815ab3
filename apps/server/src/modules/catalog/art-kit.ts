/** Shared pieces of the drawn product art: seeded randomness, colors, escaping and the studio backdrop. */

/** FNV-1a: a stable 32-bit hash, so the same product always draws the same picture. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A number in [min, max), rounded to one decimal. */
  range(min: number, max: number): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
};

/** Mulberry32 seeded from text: small, fast and the same on every platform. */
export function randomOf(seed: string): Random {
  let state = hashOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => num(min + next() * (max - min)),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
  };
}

/** One decimal is finer than a pixel at any size shown, and keeps the files small. */
export const num = (value: number): number => Math.round(value * 10) / 10;

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An HSL color as #rrggbb (hue in degrees, saturation and lightness 0..1). */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A brand's own color, from its name: saturated and dark enough for white letters on it. */
export function brandColorOf(name: string): string {
  const random = randomOf(`color:${name.toLowerCase()}`);
  const hue = random.pick([0, 8, 18, 28, 42, 140, 165, 200, 210, 218, 225, 235, 250, 275, 340, 355]);
  return hslHex(hue + random.int(-4, 4), random.range(0.62, 0.85), random.range(0.34, 0.44));
}

/** Text of `size` set in about `width`: squeezed to fit when long (sans-serif capitals run about 0.68em). */
export function fittedText(text: string, size: number, width: number, widthPerEm = 0.68): string {
  const natural = text.length * size * widthPerEm;
  return natural > width ? ` textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"` : '';
}

const FONT = 'Arial, Helvetica, sans-serif';
export const fontAttrs = (size: number, weight: number | string = 700): string =>
  `font-family="${FONT}" font-size="${size}" font-weight="${weight}"`;

/**
 * A 400×400 studio shot: a soft light backdrop and a floor shadow under the product. `defs` and `body`
 * are the product's own gradients and shapes.
 */
export function studioSvg(label: string, defs: string, body: string, shadow = { y: 372, rx: 150 }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(label)}">` +
    '<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="#fff"/>' +
    '<stop offset="1" stop-color="#e6e8eb"/></radialGradient>' +
    '<radialGradient id="fs"><stop offset="0" stop-color="#000" stop-opacity=".35"/>' +
    `<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>${defs}</defs>` +
    '<rect width="400" height="400" fill="url(#bg)"/>' +
    `<ellipse cx="200" cy="${shadow.y}" rx="${shadow.rx}" ry="16" fill="url(#fs)"/>${body}</svg>`
  );
}

/** A vertical or horizontal gradient through `stops` ([offset, color, opacity?]). */
export function gradient(
  id: string,
  vertical: boolean,
  stops: readonly (readonly [number, string, number?])[],
) {
  const axis = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  const parts = stops.map(
    ([offset, color, opacity]) =>
      `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
  );
  return `<linearGradient id="${id}" ${axis}>${parts.join('')}</linearGradient>`;
}
