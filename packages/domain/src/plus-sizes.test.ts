import { describe, expect, it } from 'vitest';
import { compareSizes, overallDiameterMm, PlusConvention, plusSizes } from './plus-sizes';
import { parseTireSize, type TireSize } from './tire-size';

const size = (text: string): TireSize => {
  const parsed = parseTireSize(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.message}`);
  return parsed.value;
};
const ORIGINAL = size('225/45R17');

describe('overall diameter in millimeters', () => {
  it.each([
    // 17 × 25.4 = 431.8, plus 2 × 225 × 45 / 100 = 202.5
    ['225/45R17', 634.3],
    ['225/40R18', 637.2],
    ['245/40R18', 653.2],
    ['205/55R16', 631.9],
    ['225/45R18', 659.7],
  ])('%s is %f mm', (text, mm) => {
    expect(overallDiameterMm(size(text))).toBeCloseTo(mm, 6);
  });
});

describe('comparing a size with 225/45R17', () => {
  it.each([
    // [candidate, diameter mm, diff %, true mph when the speedometer reads 60, fits, convention]
    ['225/40R18', 637.2, 0.5, 60.3, true, PlusConvention.PlusOne],
    ['245/40R18', 653.2, 3.0, 61.8, true, PlusConvention.PlusOne],
    ['205/55R16', 631.9, -0.4, 59.8, true, PlusConvention.MinusOne],
    ['235/45R17', 643.3, 1.4, 60.9, true, PlusConvention.SameRim],
    ['225/35R19', 640.1, 0.9, 60.5, true, PlusConvention.PlusTwo],
    ['225/45R18', 659.7, 4.0, 62.4, false, PlusConvention.PlusOne],
    ['245/35R19', 654.1, 3.1, 61.9, false, PlusConvention.PlusTwo],
    ['215/55R17', 668.3, 5.4, 63.2, false, PlusConvention.SameRim],
  ] as const)(
    '%s: %f mm, %f%%, 60 → %f mph',
    (text, diameterMm, diameterDiffPercent, trueMphAt60, fits, convention) => {
      expect(compareSizes(ORIGINAL, size(text))).toEqual({
        diameterMm,
        diameterDiffPercent,
        trueMphAt60,
        fits,
        convention,
      });
    },
  );

  it('has no convention name for a rim three inches larger', () => {
    expect(compareSizes(size('205/55R16'), size('225/35R19')).convention).toBeNull();
  });

  it('is the same size read either way: no difference, the speedometer is right', () => {
    expect(compareSizes(ORIGINAL, size('P225/45ZR17'))).toMatchObject({
      diameterDiffPercent: 0,
      trueMphAt60: 60,
    });
  });
});

describe('plus sizes of 225/45R17 among the sizes carried', () => {
  const carried = [
    '225/45R17',
    'P225/45R17',
    '245/40R18',
    '225/45R18',
    '205/55R16',
    '225/40R18',
    '215/55R17',
    '235/45R17',
  ];
  const found = plusSizes(
    ORIGINAL,
    carried.map((text) => ({ text, size: size(text) })),
  );

  it('keeps only those within ±3%, closest first, and leaves out the size itself in any spelling', () => {
    expect(found.map((candidate) => candidate.text)).toEqual([
      '205/55R16',
      '225/40R18',
      '235/45R17',
      '245/40R18',
    ]);
  });

  it('carries each candidate through with its comparison', () => {
    expect(found[0]).toMatchObject({ text: '205/55R16', diameterDiffPercent: -0.4, trueMphAt60: 59.8 });
    expect(found.every((candidate) => candidate.fits)).toBe(true);
  });

  it('breaks a tie of closeness by size, so the order is stable', () => {
    // 235/45R17 is +1.42% and 215/45R17 −1.42%: as close as each other.
    const tied = plusSizes(
      ORIGINAL,
      ['235/45R17', '215/45R17'].map((text) => ({ size: size(text) })),
    );
    expect(tied.map((candidate) => candidate.diameterDiffPercent)).toEqual([-1.4, 1.4]);
  });
});
