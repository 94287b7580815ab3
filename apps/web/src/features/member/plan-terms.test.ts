import { describe, expect, it } from 'vitest';
import { bestValuePlan, monthlyCents, planTerm, savingPercent, type VipPlanOffer } from './plan-terms';

const monthly: VipPlanOffer = { id: 'monthly', name: 'Monthly', priceCents: 4_99, months: 1, coupons: [] };
const yearly: VipPlanOffer = { id: 'yearly', name: 'Yearly', priceCents: 49_99, months: 12, coupons: [] };

describe('Tread Plus plan terms', () => {
  it('reads a price a month in whole cents', () => {
    expect(monthlyCents(yearly)).toBe(417);
    expect(monthlyCents(monthly)).toBe(499);
  });

  it('names the term after the price', () => {
    expect(planTerm(1)).toEqual({ key: 'month', count: 1 });
    expect(planTerm(12)).toEqual({ key: 'year', count: 1 });
    expect(planTerm(24)).toEqual({ key: 'years', count: 2 });
    expect(planTerm(3)).toEqual({ key: 'months', count: 3 });
  });

  it('says what a longer plan saves over paying month by month', () => {
    // $59.88 a year month by month against $49.99: 16.5% off, shown as 16%.
    expect(savingPercent(yearly, [monthly, yearly])).toBe(16);
    expect(savingPercent(monthly, [monthly, yearly])).toBeNull();
    expect(savingPercent({ ...yearly, priceCents: 6_000 }, [monthly, yearly])).toBeNull();
    expect(savingPercent(yearly, [yearly])).toBeNull();
  });

  it('picks the plan that costs least a month', () => {
    expect(bestValuePlan([monthly, yearly])?.id).toBe('yearly');
    expect(bestValuePlan([])).toBeUndefined();
  });
});
