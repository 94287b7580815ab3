import { describe, expect, it } from 'vitest';
import { computeOrderAmounts, withPoints } from './checkout-fees';
import { isTopUpNumber, topUpNumber } from './order-number';
import {
  mostPointsUsable,
  nextStreak,
  pointsBackFor,
  pointsExpireAt,
  pointsForOrders,
  prizeForDraw,
  SIGN_IN_REWARDS,
  signInReward,
  topUpOptionFor,
} from './points';

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

describe('paying with points', () => {
  it('gives the first order what its goods take, in tens, and the next order the rest', () => {
    expect(pointsForOrders(500, [300_00, 100_00], 1)).toEqual([500, 0]);
    expect(pointsForOrders(500, [2_35, 100_00], 1)).toEqual([230, 270]);
    expect(pointsForOrders(500, [0, 0], 1)).toEqual([0, 0]);
    expect(pointsForOrders(100, [50, 100_00], 10)).toEqual([0, 100]);
  });
  it('offers at most the balance and the goods, in tens', () => {
    expect(mostPointsUsable(1_234, 100_00, 1)).toBe(1_230);
    expect(mostPointsUsable(50_000, 99_95, 1)).toBe(9_990);
    expect(mostPointsUsable(5, 100_00, 1)).toBe(0);
  });
  it('gives returned units their price’s share of the points and the last units the rest', () => {
    const used = { points: 100, returned: 0 };
    const units = { units: 1, itemUnits: 3 };
    expect(pointsBackFor(used, { cents: 1_00, itemCents: 3_00, last: false, ...units })).toBe(33);
    expect(
      pointsBackFor({ points: 100, returned: 33 }, { cents: 2_00, itemCents: 3_00, last: true, ...units }),
    ).toBe(67);
  });
  it('shares the points of items paid wholly with points by units', () => {
    const share = { cents: 0, itemCents: 0, units: 1, itemUnits: 3, last: false };
    expect(pointsBackFor({ points: 900, returned: 0 }, share)).toBe(300);
    expect(pointsBackFor({ points: 900, returned: 300 }, { ...share, units: 2, last: true })).toBe(600);
  });
  it('takes points off what is left to pay, not off the tax', () => {
    const amounts = computeOrderAmounts({
      items: [{ price: 100_00, count: 1, bizType: 1, tier: null }],
      tax: { rate: 9_500, state: 'CA', jurisdiction: 'Los Angeles, CA' },
      installation: null,
    });
    const paid = withPoints(amounts, 50, 1);
    expect(paid).toMatchObject({ pointsUsed: 50, pointsDeduction: 50, salesTax: amounts.salesTax });
    expect(paid.total).toBe(amounts.total - 50);
  });
});

describe('the lucky wheel’s draw', () => {
  const prizes = [
    { id: 'a', weight: 5 },
    { id: 'b', weight: 0 },
    { id: 'c', weight: 3 },
  ];
  it('gives each prize a slice as wide as its weight, in the wheel’s order', () => {
    expect([0, 4, 5, 7].map((draw) => prizeForDraw(prizes, draw)?.id)).toEqual(['a', 'a', 'c', 'c']);
    expect(prizeForDraw(prizes, 8)).toBeNull();
  });
});

describe('top-ups', () => {
  it('earn the bonus of the option whose amount they match exactly', () => {
    const options = [{ amountCents: 50_00 }, { amountCents: 100_00 }];
    expect(topUpOptionFor(options, 100_00)).toEqual({ amountCents: 100_00 });
    expect(topUpOptionFor(options, 99_99)).toBeNull();
    expect(isTopUpNumber(topUpNumber(new Date('2026-11-28T12:00:00Z'), '0123456789'))).toBe(true);
    expect(isTopUpNumber('2611280123456789')).toBe(false);
  });
});
