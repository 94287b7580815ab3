import { brandBySlug } from './brands';
import { defineLine, type LineInfo, type LineRow } from './tire-line-def';

/**
 * Series templates for Tread's private-label tires. Larger seed scales add numbered series of these
 * ('Touring A/S 101', 'Touring A/S 102'...) so benchmarks get realistic-looking volume without
 * inventing model names for real brands.
 */
const TEMPLATES: readonly (readonly [brandSlug: string, row: LineRow])[] = [
  [
    'tread-select',
    ['Touring A/S', 'as tour 2 600AB 60 H 14-20 car+cuv 85 c100', 'is a Tread private-label touring series.'],
  ],
  [
    'tread-select',
    ['Sport A/S', 'as perf 0 500AA 45 W 16-21 perf 90 c100', 'is a Tread private-label performance series.'],
  ],
  [
    'tread-select',
    [
      'Highway H/T',
      'as suv 0 600AB 60 T 15-22 cuv+truck 95 c100',
      'is a Tread private-label highway series.',
    ],
  ],
  [
    'tread-select',
    [
      'Trail A/T',
      'at lt 2 - 50 S 15-22 truck+lt+flot 105 c100',
      'is a Tread private-label all-terrain series.',
    ],
  ],
  [
    'tread-select',
    ['Mud M/T', 'mt lt 0 - - Q 15-22 lt+flot 130 c100', 'is a Tread private-label mud-terrain series.'],
  ],
  [
    'tread-signature',
    ['Grand Touring', 'as tour 4 700AA 70 V 15-21 car+cuv 120 c100', 'is a Tread Signature touring series.'],
  ],
  [
    'tread-signature',
    ['UHP Summer', 'su perf 0 300AA - Y 17-21 perf 130 c100', 'is a Tread Signature summer series.'],
  ],
  [
    'tread-signature',
    [
      'All-Weather',
      'aw tour 1 600AB 60 H 15-20 car+cuv 125 c100',
      'is a Tread Signature all-weather series.',
    ],
  ],
  [
    'tread-signature',
    ['Winter', 'wi tour 0 - - T 15-20 car+cuv 120 c100', 'is a Tread Signature winter series.'],
  ],
];

export const PRIVATE_TEMPLATE_COUNT = TEMPLATES.length;

/** The g-th generated private-label line (g from 0); the same g always gives the same line. */
export function privateLabelLine(g: number): LineInfo {
  const template = TEMPLATES[g % TEMPLATES.length];
  if (!template) throw new Error('No private-label templates');
  const [brandSlug, [name, spec, pitch]] = template;
  const series = 101 + Math.floor(g / TEMPLATES.length);
  const line = defineLine(brandSlug, brandBySlug(brandSlug), [`${name} ${series}`, spec, pitch], 100_000 + g);
  return { ...line, codePrefix: `P${String(g).padStart(5, '0')}` };
}
