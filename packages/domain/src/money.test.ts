import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Currency } from './codes';
import { Messages } from './messages';
import {
  centsToDollarsString,
  displayPrice,
  formatPrice,
  formatThousandsMiles,
  parseDollarsToCents,
  perTire,
  priceBucket,
  priceBucketCents,
} from './money';

const cents = fc.integer({ min: 0, max: 1_000_000_000 });

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
    [-500, '-$5.00'],
  ])('%i cents → %s', (value, text) => {
    expect(formatPrice(value)).toBe(text);
  });

  it('uses the symbol of the currency', () => {
    expect(formatPrice(1999, Currency.Cny)).toBe('¥19.99');
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatPrice(1.5)).toThrow(RangeError);
  });
});

describe('centsToDollarsString', () => {
  it('writes dollars with two decimals and no grouping', () => {
    expect(centsToDollarsString(123450)).toBe('1234.50');
    expect(centsToDollarsString(7)).toBe('0.07');
    expect(centsToDollarsString(-1)).toBe('-0.01');
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['12', 1200],
    ['0.01', 1],
    ['  7.5 ', 750],
    ['$1,234.50', 123450],
    ['1234567.89', 123456789],
    ['.5', null],
  ])('%s → %s cents', (text, expected) => {
    const parsed = parseDollarsToCents(text);
    if (expected === null) expect(parsed.ok).toBe(false);
    else expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['-1.00', Messages.AmountNegative],
    ['12.345', Messages.AmountTooManyDecimals],
    ['', Messages.AmountInvalid],
    ['abc', Messages.AmountInvalid],
    ['1,23.00', Messages.AmountInvalid],
    ['1e3', Messages.AmountInvalid],
    ['--1', Messages.AmountInvalid],
    ['99999999999999999999', Messages.AmountInvalid],
  ])('refuses %j with its message', (text, message) => {
    expect(parseDollarsToCents(text)).toEqual({ ok: false, message });
  });

  it('round-trips with centsToDollarsString and formatPrice for any amount', () => {
    fc.assert(
      fc.property(cents, (value) => {
        expect(parseDollarsToCents(centsToDollarsString(value))).toEqual({ ok: true, value });
        expect(parseDollarsToCents(formatPrice(value))).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('displayPrice', () => {
  it.each([
    [undefined, '0.00'],
    [null, '0.00'],
    ['', '0.00'],
    [0, '0.00'],
    [Number.NaN, '0.00'],
    [12, '12.00'],
    [12.5, '12.50'],
    [1.005, '1.01'],
    ['19.9', '19.90'],
    [' 3 ', '3.00'],
    ['0.004', '0.00'],
    [-2.5, '-2.50'],
    ['Free', 'Free'],
    ['0x10', '0x10'],
    ['See price in cart', 'See price in cart'],
  ])('%j → %j', (value, text) => {
    expect(displayPrice(value)).toBe(text);
  });
});

describe('perTire and formatThousandsMiles', () => {
  it('appends /ea', () => {
    expect(perTire('$120.00')).toBe('$120.00/ea');
  });

  it('shows miles in thousands with K', () => {
    expect(formatThousandsMiles(60000)).toBe('60K');
    expect(formatThousandsMiles(65500)).toBe('65.5K');
  });
});

describe('priceBucket', () => {
  it.each([
    [12345, '$100+'],
    [9999, '$0+'],
    [10000, '$100+'],
    [250099, '$2,500+'],
  ])('%i cents → %s', (value, text) => {
    expect(priceBucket(value)).toBe(text);
  });

  it('never exceeds the price and is within $100 below it', () => {
    fc.assert(
      fc.property(cents, (value) => {
        const bucket = priceBucketCents(value);
        expect(bucket).toBeLessThanOrEqual(value);
        expect(value - bucket).toBeLessThan(10000);
        expect(bucket % 10000).toBe(0);
      }),
    );
  });

  it('is monotonic', () => {
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(priceBucketCents(low)).toBeLessThanOrEqual(priceBucketCents(high));
      }),
    );
  });

  it('refuses a negative price', () => {
    expect(() => priceBucket(-1)).toThrow(RangeError);
  });
});
