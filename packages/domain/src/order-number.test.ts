import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN, orderNumber } from './order-number';

describe('orderNumber', () => {
  it('starts with the Los Angeles date', () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in Los Angeles.
    expect(orderNumber(new Date('2026-11-22T02:00:00Z'), '0123456789')).toBe('2611210123456789');
    expect(orderNumber(new Date('2026-01-05T18:00:00Z'), '9999999999')).toBe('2601059999999999');
  });

  it('is 16 digits', () => {
    expect(orderNumber(new Date(), '0000000042')).toMatch(ORDER_NUMBER_PATTERN);
  });

  it.each(['123', '12345678901', '12345abcde'])('refuses random digits %s', (digits) => {
    expect(() => orderNumber(new Date(), digits)).toThrow(RangeError);
  });
});
