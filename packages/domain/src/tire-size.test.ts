import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  displaySize,
  type FlotationTireSize,
  formatTireSize,
  isDuplicateTireSize,
  type MetricTireSize,
  overallDiameterInches,
  parseTireSize,
  revolutionsPerMile,
  sectionWidthInches,
  sidewallHeightInches,
  type TireSize,
  tireSizeKey,
} from './tire-size';

const rim = fc.oneof(fc.integer({ min: 10, max: 26 }), fc.constantFrom(16.5, 17.5, 19.5));

const metricSize: fc.Arbitrary<MetricTireSize> = fc.record({
  kind: fc.constant('metric' as const),
  prefix: fc.constantFrom('' as const, 'P' as const, 'LT' as const, 'ST' as const, 'T' as const),
  width: fc.integer({ min: 10, max: 39 }).map((tens) => tens * 10 + 5),
  ratio: fc.integer({ min: 4, max: 19 }).map((fives) => fives * 5),
  construction: fc.constantFrom('R' as const, 'ZR' as const, 'D' as const, 'B' as const),
  diameter: rim,
});

const flotationSize: fc.Arbitrary<FlotationTireSize> = fc
  .record({
    kind: fc.constant('flotation' as const),
    suffix: fc.constantFrom('' as const, 'LT' as const),
    overallDiameter: fc.integer({ min: 40, max: 108 }).map((halves) => halves / 2),
    sectionWidth: fc.integer({ min: 12, max: 40 }).map((halves) => (halves / 2).toFixed(2)),
    construction: fc.constantFrom('R' as const, 'D' as const, 'B' as const),
    diameter: rim,
  })
  .filter((size) => size.diameter < size.overallDiameter);

const anySize: fc.Arbitrary<TireSize> = fc.oneof(metricSize, flotationSize);

const parsed = (text: string): TireSize => {
  const result = parseTireSize(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.value;
};

describe('parseTireSize accepts the ways shoppers write a size', () => {
  it.each([
    ['225/45R17', { prefix: '', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['P225/45R17', { prefix: 'P', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['LT265/70R17', { prefix: 'LT', width: 265, ratio: 70, construction: 'R', diameter: 17 }],
    ['ST205/75D15', { prefix: 'ST', width: 205, ratio: 75, construction: 'D', diameter: 15 }],
    ['T125/70D16', { prefix: 'T', width: 125, ratio: 70, construction: 'D', diameter: 16 }],
    ['225/45ZR17', { prefix: '', width: 225, ratio: 45, construction: 'ZR', diameter: 17 }],
    ['225 45 r17', { prefix: '', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['225/45-17', { prefix: '', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['225/45r17', { prefix: '', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['  lt 235/85 R 16 ', { prefix: 'LT', width: 235, ratio: 85, construction: 'R', diameter: 16 }],
    ['2254517', { prefix: '', width: 225, ratio: 45, construction: 'R', diameter: 17 }],
    ['LT215/85R16.5', { prefix: 'LT', width: 215, ratio: 85, construction: 'R', diameter: 16.5 }],
  ])('%j', (text, fields) => {
    expect(parseTireSize(text)).toEqual({ ok: true, value: { kind: 'metric', ...fields } });
  });

  it.each([
    ['33x12.50R15', '', 33, '12.50', 15],
    ['LT33x12.50R15', 'LT', 33, '12.50', 15],
    ['33X12.5R15LT', 'LT', 33, '12.50', 15],
    ['35 x 12.50 R 20', '', 35, '12.50', 20],
    ['31x10.50-15', '', 31, '10.50', 15],
    ['33x12.50R16.5', '', 33, '12.50', 16.5],
  ])('%j (flotation)', (text, suffix, overallDiameter, sectionWidth, diameter) => {
    expect(parseTireSize(text)).toEqual({
      ok: true,
      value: { kind: 'flotation', suffix, overallDiameter, sectionWidth, construction: 'R', diameter },
    });
  });
});

describe('parseTireSize refuses nonsense with a message', () => {
  it.each([
    ['', Messages.TireSizeEmpty],
    ['   ', Messages.TireSizeEmpty],
    ['hello', Messages.TireSizeUnrecognized],
    ['225/45R17 94V', Messages.TireSizeUnrecognized],
    ['X225/45R17', Messages.TireSizeUnrecognized],
    ['LT33x12.50R15LT', Messages.TireSizeUnrecognized],
    ['224/45R17', Messages.TireSizeWidth],
    ['95/45R17', Messages.TireSizeWidth],
    ['405/45R17', Messages.TireSizeWidth],
    ['225/47R17', Messages.TireSizeRatio],
    ['225/15R17', Messages.TireSizeRatio],
    ['225/45R9', Messages.TireSizeRimDiameter],
    ['225/45R27', Messages.TireSizeRimDiameter],
    ['225/45R18.5', Messages.TireSizeRimDiameter],
    ['19x12.50R15', Messages.TireSizeOverallDiameter],
    ['33.3x12.50R15', Messages.TireSizeOverallDiameter],
    ['33x12.25R15', Messages.TireSizeSectionWidth],
    ['33x21.00R15', Messages.TireSizeSectionWidth],
    ['33x12.50R29', Messages.TireSizeRimDiameter],
    ['24x10.50R26', Messages.TireSizeRimLargerThanTire],
  ])('%j → %s', (text, message) => {
    expect(parseTireSize(text)).toEqual({ ok: false, message });
  });
});

describe('formatTireSize', () => {
  it('writes the canonical form', () => {
    expect(formatTireSize(parsed('p225/45zr17'))).toBe('P225/45ZR17');
    expect(formatTireSize(parsed('225 45 17'))).toBe('225/45R17');
    expect(formatTireSize(parsed('lt33x12.5r15'))).toBe('33x12.50R15LT');
  });

  it('parse(format(size)) gives the size back', () => {
    fc.assert(
      fc.property(anySize, (size) => {
        expect(parseTireSize(formatTireSize(size))).toEqual({ ok: true, value: size });
      }),
    );
  });

  it('format(parse(text)) is the canonical text however it was typed', () => {
    fc.assert(
      fc.property(metricSize, fc.constantFrom(' ', '-', '/'), fc.boolean(), (size, separator, lower) => {
        const canonical = formatTireSize(size);
        const typed = `${size.prefix}${size.width}${separator}${size.ratio} ${size.construction}${size.diameter}`;
        expect(formatTireSize(parsed(lower ? typed.toLowerCase() : typed))).toBe(canonical);
      }),
    );
  });
});

describe('tireSizeKey and duplicates', () => {
  it('ignores prefix and construction', () => {
    expect(tireSizeKey(parsed('P225/45ZR17'))).toBe('225/45R17');
    expect(tireSizeKey(parsed('LT225/45D17'))).toBe(tireSizeKey(parsed('225/45R17')));
    expect(tireSizeKey(parsed('33x12.50R15LT'))).toBe('33x12.50R15');
  });

  it('tells different sizes apart', () => {
    fc.assert(
      fc.property(anySize, anySize, (a, b) => {
        const sameNumbers =
          a.kind === 'metric' && b.kind === 'metric'
            ? a.width === b.width && a.ratio === b.ratio && a.diameter === b.diameter
            : a.kind === 'flotation' &&
              b.kind === 'flotation' &&
              a.overallDiameter === b.overallDiameter &&
              a.sectionWidth === b.sectionWidth &&
              a.diameter === b.diameter;
        expect(tireSizeKey(a) === tireSizeKey(b)).toBe(sameNumbers);
      }),
    );
  });

  it('displaySize writes width/ratioRdiameter', () => {
    expect(displaySize({ width: 245, ratio: 40, diameter: 19 })).toBe('245/40R19');
  });

  const library = [
    { userTireId: 1, width: 225, ratio: 45, diameter: 17 },
    { userTireId: 2, width: 265, ratio: 70, diameter: 17 },
  ];

  it('finds the same width, ratio and diameter in the library', () => {
    expect(isDuplicateTireSize({ width: 225, ratio: 45, diameter: 17 }, library)).toBe(true);
    expect(isDuplicateTireSize({ width: 225, ratio: 45, diameter: 18 }, library)).toBe(false);
  });

  it('ignores the entry being edited', () => {
    const edited = (entry: { userTireId: number }) => entry.userTireId === 1;
    expect(isDuplicateTireSize({ width: 225, ratio: 45, diameter: 17 }, library, edited)).toBe(false);
    expect(isDuplicateTireSize({ width: 265, ratio: 70, diameter: 17 }, library, edited)).toBe(true);
  });
});

describe('sidewall math', () => {
  it.each([
    ['225/45R17', 4.0, 25.0, 8.9, 808],
    ['265/70R17', 7.3, 31.6, 10.4, 638],
    ['205/55R16', 4.4, 24.9, 8.1, 811],
    ['33x12.50R15', 9.0, 33.0, 12.5, 611],
  ])(
    '%s: sidewall %f in, diameter %f in, width %f in, %i rev/mile',
    (text, sidewall, diameter, width, revs) => {
      const size = parsed(text);
      expect(sidewallHeightInches(size)).toBe(sidewall);
      expect(overallDiameterInches(size)).toBe(diameter);
      expect(sectionWidthInches(size)).toBe(width);
      expect(revolutionsPerMile(size)).toBe(revs);
    },
  );

  it('a taller tire turns fewer times per mile', () => {
    fc.assert(
      fc.property(metricSize, (size) => {
        const taller = { ...size, diameter: size.diameter + 1 };
        expect(revolutionsPerMile(taller)).toBeLessThanOrEqual(revolutionsPerMile(size));
        expect(overallDiameterInches(taller)).toBeGreaterThan(overallDiameterInches(size));
      }),
    );
  });
});
