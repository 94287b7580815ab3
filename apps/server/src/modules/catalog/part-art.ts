import { brandColorOf, studioSvg } from './art-kit';
import { boxedPart, PART_DEFS, PART_SHAPES } from './part-shapes';

/** What a part's picture is drawn from. */
export type PartArtInput = {
  name: string;
  brandName: string;
  /** The slug of the part's own category ('brake-pads'), which decides the drawing. */
  category: string;
  specs: Record<string, string>;
};

// The spec a package prints large, in order of preference; categories without one show their kind.
const BADGE_SPECS = [
  'Viscosity',
  'Bulb type',
  'Length',
  'BCI group',
  'Peak amps',
  'Amps',
  'Max pressure',
  'Thread',
  'Capacity',
  'Volume',
] as const;
const KIND_BADGES: Record<string, string> = {
  'oil-filters': 'OIL FILTER',
  fluids: 'COOLANT',
  'car-care': 'DETAILER',
};

function badgeOf(part: PartArtInput): string {
  const spec = BADGE_SPECS.find((name) => part.specs[name]);
  if (spec === 'BCI group') return `GROUP ${part.specs[spec]}`;
  if (spec === 'Peak amps' || spec === 'Amps') return `${part.specs[spec]}A`;
  return spec ? part.specs[spec]! : (KIND_BADGES[part.category] ?? '');
}

/** A part drawn as its kind (a jug of oil, a pair of pads, a wiper blade) in its brand's color. */
export function partArtSvg(part: PartArtInput): string {
  const look = { color: brandColorOf(part.brandName), brand: part.brandName, badge: badgeOf(part) };
  const draw = PART_SHAPES[part.category] ?? boxedPart;
  return studioSvg(part.name, PART_DEFS, draw(look), { y: 368, rx: 140 });
}
