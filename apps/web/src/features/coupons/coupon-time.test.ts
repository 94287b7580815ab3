import { describe, expect, it } from 'vitest';
import { endsWithinDay, formatClock, validityDates } from './coupon-time';

describe('coupon times', () => {
  it('counts down as hh:mm:ss, never below zero', () => {
    expect(formatClock(5 * 3600 + 12 * 60 + 3)).toBe('05:12:03');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(-4)).toBe('00:00:00');
  });

  it('counts down only the last day of a coupon still running', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(endsWithinDay('2026-11-28T11:59:59Z', now)).toBe(true);
    expect(endsWithinDay('2026-11-28T12:00:01Z', now)).toBe(false);
    expect(endsWithinDay('2026-11-27T11:59:59Z', now)).toBe(false);
  });

  it('dates the validity window in Los Angeles, MM/DD/YYYY', () => {
    // 07:00 UTC on Dec 1 is still Nov 30 in Los Angeles.
    expect(validityDates({ validFrom: '2026-11-26T16:00:00Z', validTo: '2026-12-01T07:00:00Z' })).toEqual({
      from: '11/26/2026',
      to: '11/30/2026',
    });
  });
});
