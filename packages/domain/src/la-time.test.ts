import { describe, expect, it } from 'vitest';
import {
  addShippingDays,
  formatLaDate,
  formatLaTime,
  isoCalendarDate,
  laCalendarDate,
  laClockTime,
  laDayBounds,
  laDayStartBefore,
  laMidnight,
  laWeekday,
  usCalendarDate,
} from './la-time';

describe('Los Angeles time', () => {
  it("takes the calendar date in Los Angeles, not UTC's", () => {
    // 03:00 UTC on 3 June is still 2 June, 8 pm, in Los Angeles.
    expect(isoCalendarDate(laCalendarDate(new Date('2025-06-03T03:00:00Z')))).toBe('2025-06-02');
    expect(isoCalendarDate(laCalendarDate(new Date('2025-06-03T08:00:00Z')))).toBe('2025-06-03');
  });

  it('counts shipping days Monday to Saturday, skipping Sunday', () => {
    const friday = new Date(Date.UTC(2025, 5, 6));
    expect(isoCalendarDate(addShippingDays(friday, 1))).toBe('2025-06-07');
    expect(isoCalendarDate(addShippingDays(friday, 2))).toBe('2025-06-09');
    expect(usCalendarDate(addShippingDays(friday, 3))).toBe('06/10/2025');
  });

  it("names the shops' weekday and clock in Los Angeles", () => {
    const sundayEveningInLa = new Date('2025-06-02T02:30:00Z');
    expect(laWeekday(sundayEveningInLa)).toBe('Sunday');
    expect(laClockTime(sundayEveningInLa)).toBe('19:30');
  });

  it('shows MM/DD/YYYY and the time of day in Los Angeles', () => {
    const instant = new Date('2025-06-03T03:05:00Z');
    expect(formatLaDate(instant)).toBe('06/02/2025');
    expect(formatLaTime(instant)).toBe('8:05 PM PDT');
  });
});

describe('the start of a Los Angeles day', () => {
  it('is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    expect(laMidnight(new Date(Date.UTC(2026, 0, 15))).toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(laMidnight(new Date(Date.UTC(2026, 6, 15))).toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('counts days and months back from the Los Angeles date, not the UTC one', () => {
    // 02:00 UTC on the 24th is still the 23rd in Los Angeles.
    const lateEvening = new Date('2026-11-24T02:00:00Z');
    expect(laDayStartBefore(lateEvening, { days: 6 }).toISOString()).toBe('2026-11-17T08:00:00.000Z');
    expect(laDayStartBefore(lateEvening, { months: 3 }).toISOString()).toBe('2026-08-23T07:00:00.000Z');
  });
});

describe('laDayBounds', () => {
  it('runs from one Los Angeles midnight to the next, 23 hours on the day clocks spring forward', () => {
    expect(laDayBounds('2026-11-24')).toEqual({
      start: new Date('2026-11-24T08:00:00Z'),
      end: new Date('2026-11-25T08:00:00Z'),
    });
    const { start, end } = laDayBounds('2026-03-08');
    expect(start).toEqual(new Date('2026-03-08T08:00:00Z'));
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });
});
