import { describe, expect, it } from 'vitest';
import { formatClock, openState } from './station-hours';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
  day,
  open: '08:00',
  close: '18:00',
}));
const hours = [
  ...weekdays,
  { day: 'Saturday', open: '08:00', close: '17:00' },
  { day: 'Sunday', open: null, close: null },
];

describe('shop hours', () => {
  it('says open until closing time in Los Angeles time', () => {
    // Monday 2 June 2025, 10:30 am in Los Angeles.
    expect(openState(hours, new Date('2025-06-02T17:30:00Z'))).toEqual({ kind: 'open', until: '18:00' });
  });

  it('says when a shop opens later today, and closed after hours or on a closed day', () => {
    expect(openState(hours, new Date('2025-06-02T14:00:00Z'))).toEqual({ kind: 'later', opens: '08:00' });
    expect(openState(hours, new Date('2025-06-03T02:00:00Z'))).toEqual({ kind: 'closed' });
    expect(openState(hours, new Date('2025-06-01T19:00:00Z'))).toEqual({ kind: 'closed' });
  });

  it('shows the time of day on a 12-hour clock', () => {
    expect(formatClock('07:30')).toBe('7:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('18:00')).toBe('6:00 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
  });
});
