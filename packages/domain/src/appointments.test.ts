import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_WINDOW_DAYS,
  appointmentDays,
  appointmentInstant,
  earliestFreeSlot,
  formatAppointmentDay,
  formatSlotTime,
  isBookableSlot,
  mayReschedule,
  slotStartsOf,
} from './appointments';

const HOURS = [
  { day: 'Monday', open: '07:30', close: '10:00' },
  { day: 'Saturday', open: '08:00', close: '10:00' },
  { day: 'Sunday', open: null, close: null },
];
// Saturday 11/21/2026, 10:00 in Los Angeles.
const NOW = new Date('2026-11-21T18:00:00Z');

describe('installation slots', () => {
  it('run hourly from opening, each ending by closing time; none on a closed or unlisted day', () => {
    expect(slotStartsOf(HOURS, '2026-11-23')).toEqual(['07:30', '08:30']);
    expect(slotStartsOf(HOURS, '2026-11-22')).toEqual([]);
    expect(slotStartsOf(HOURS, '2026-11-24')).toEqual([]);
  });

  it('begin at the shop’s Los Angeles time, daylight saving included', () => {
    expect(appointmentInstant({ date: '2026-11-23', start: '07:30' }).toISOString()).toBe(
      '2026-11-23T15:30:00.000Z',
    );
    expect(appointmentInstant({ date: '2026-07-06', start: '07:30' }).toISOString()).toBe(
      '2026-07-06T14:30:00.000Z',
    );
  });

  it('are bookable only a day ahead and inside the window', () => {
    expect(isBookableSlot(HOURS, { date: '2026-11-21', start: '08:00' }, NOW)).toBe(false);
    expect(isBookableSlot(HOURS, { date: '2026-11-23', start: '07:30' }, NOW)).toBe(true);
    expect(isBookableSlot(HOURS, { date: '2026-11-23', start: '08:00' }, NOW)).toBe(false);
    expect(isBookableSlot(HOURS, { date: '2026-12-07', start: '07:30' }, NOW)).toBe(false);
  });

  it('list the window’s days with places left, and suggest the first free one', () => {
    const days = appointmentDays(HOURS, NOW, (date, start) =>
      date === '2026-11-23' && start === '07:30' ? 2 : 0,
    );
    expect(days).toHaveLength(APPOINTMENT_WINDOW_DAYS);
    expect(days[1]).toMatchObject({ date: '2026-11-22', weekday: 'Sunday', open: false, slots: [] });
    expect(days[2]?.slots).toEqual([
      { start: '07:30', end: '08:30', free: 0 },
      { start: '08:30', end: '09:30', free: 2 },
    ]);
    expect(earliestFreeSlot(days)).toEqual({ date: '2026-11-23', start: '08:30' });
  });

  it('may be changed until the day before', () => {
    expect(mayReschedule('2026-11-23', NOW)).toBe(true);
    expect(mayReschedule('2026-11-22', NOW)).toBe(false);
  });

  it('read as the shop shows them', () => {
    expect(formatAppointmentDay('2026-11-23')).toBe('Mon, Nov 23');
    expect([formatSlotTime('07:30'), formatSlotTime('12:00'), formatSlotTime('00:15')]).toEqual([
      '7:30 AM',
      '12:00 PM',
      '12:15 AM',
    ]);
  });
});
