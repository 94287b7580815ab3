import { describe, expect, it } from 'vitest';
import { laDayStartInput, laInputToIso, laInputValue } from './la-input-time';

describe('datetime-local values in Los Angeles time', () => {
  it('reads a wall-clock time as Los Angeles time, summer and winter', () => {
    expect(laInputToIso('2026-07-04T09:30')).toBe('2026-07-04T16:30:00.000Z');
    expect(laInputToIso('2026-01-15T00:00')).toBe('2026-01-15T08:00:00.000Z');
  });

  it('is right on both sides of a clock change', () => {
    // Clocks went forward at 2:00 on March 8, 2026, and back at 2:00 on November 1, 2026.
    expect(laInputToIso('2026-03-08T01:30')).toBe('2026-03-08T09:30:00.000Z');
    expect(laInputToIso('2026-03-08T03:30')).toBe('2026-03-08T10:30:00.000Z');
    expect(laInputToIso('2026-11-01T00:30')).toBe('2026-11-01T07:30:00.000Z');
    expect(laInputToIso('2026-11-01T03:00')).toBe('2026-11-01T11:00:00.000Z');
  });

  it('shows an instant as the Los Angeles wall clock, and reads it back to the same instant', () => {
    expect(laInputValue('2026-07-04T16:30:00.000Z')).toBe('2026-07-04T09:30');
    expect(laInputValue('2026-01-01T07:59:00Z')).toBe('2025-12-31T23:59');
    for (const iso of ['2026-02-01T18:05:00.000Z', '2026-08-31T06:59:00.000Z']) {
      expect(laInputToIso(laInputValue(iso))).toBe(iso);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(laInputToIso('')).toBeNull();
    expect(laInputToIso('07/04/2026 9:30')).toBeNull();
    expect(laInputToIso('2026-02-30T10:00')).toBeNull();
  });

  it("starts days at Los Angeles midnight, whatever UTC's date is", () => {
    const laEvening = new Date('2026-07-05T05:00:00Z'); // 10 PM on July 4 in Los Angeles
    expect(laDayStartInput(laEvening)).toBe('2026-07-04T00:00');
    expect(laDayStartInput(laEvening, 30)).toBe('2026-08-03T00:00');
  });
});
