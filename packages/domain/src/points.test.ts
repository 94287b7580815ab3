import { describe, expect, it } from 'vitest';
import { nextStreak, pointsExpireAt, SIGN_IN_REWARDS, signInReward } from './points';

describe('daily sign-in rewards', () => {
  it('grow for a week, then stay at the week’s best', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((day) => signInReward(day))).toEqual([
      ...SIGN_IN_REWARDS,
      30,
      30,
    ]);
  });
  it('keep a streak only from the day before, across months and years', () => {
    expect(nextStreak(null, '2026-12-01')).toBe(1);
    expect(nextStreak({ day: '2026-11-30', streak: 4 }, '2026-12-01')).toBe(5);
    expect(nextStreak({ day: '2026-12-31', streak: 2 }, '2027-01-01')).toBe(3);
    expect(nextStreak({ day: '2026-11-29', streak: 4 }, '2026-12-01')).toBe(1);
  });
});

describe('points expiry (SPEC §9)', () => {
  it('comes one year after earning', () => {
    expect(pointsExpireAt(new Date('2026-11-21T18:00:00Z')).toISOString()).toBe('2027-11-21T18:00:00.000Z');
  });
});
