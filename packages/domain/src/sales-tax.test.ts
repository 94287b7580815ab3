import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSalesTaxState,
  milliPercentToPercent,
  STATE_SALES_TAX,
  salesTaxCents,
  salesTaxRate,
  stateTireFeeCents,
} from './sales-tax';

describe('state sales tax rates', () => {
  it('covers the 50 states and DC', () => {
    expect(Object.keys(STATE_SALES_TAX)).toHaveLength(51);
    expect(isSalesTaxState('DC')).toBe(true);
  });

  it.each([
    ['CA', 7250],
    ['AZ', 5600],
    ['NY', 4000],
    ['TX', 6250],
    ['MN', 6875],
    ['MO', 4225],
  ])('%s charges %i thousandths of a percent', (state, rate) => {
    expect(salesTaxRate(state)).toBe(rate);
  });

  it.each(['AK', 'DE', 'MT', 'NH', 'OR'])('%s has no statewide sales tax', (state) => {
    expect(salesTaxRate(state)).toBe(0);
  });

  it('refuses a state it does not know instead of charging nothing', () => {
    expect(isSalesTaxState('PR')).toBe(false);
    expect(() => salesTaxRate('PR')).toThrow(RangeError);
    expect(() => salesTaxRate('toString')).toThrow(RangeError);
  });

  it('shows the rate as a percent', () => {
    expect(milliPercentToPercent(7250)).toBe(7.25);
    expect(milliPercentToPercent(6875)).toBe(6.875);
  });
});

describe('salesTaxCents', () => {
  it.each([
    [10_000, 7250, 725],
    [47_996, 7250, 3480], // 3479.71 → 3480
    [100, 7250, 7], // 7.25 → 7
    [200, 7250, 15], // 14.5 → 15, half rounds up
    [1, 7250, 0],
    [12_345, 0, 0],
  ])('%i cents at %i → %i', (taxable, rate, tax) => {
    expect(salesTaxCents(taxable, rate)).toBe(tax);
  });

  it('rounds half up exactly, whatever the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, rate) => {
          const exact = (BigInt(cents) * BigInt(rate) * 2n + 100_000n) / 200_000n;
          expect(salesTaxCents(cents, rate)).toBe(Number(exact));
        },
      ),
    );
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => salesTaxCents(10.5, 7250)).toThrow(RangeError);
    expect(() => salesTaxCents(-1, 7250)).toThrow(RangeError);
  });
});

describe('state tire fees', () => {
  it('charges the California Tire Fee of $1.75 per new tire', () => {
    expect(stateTireFeeCents('CA')).toBe(175);
  });

  it('knows the fees of New York, New Jersey and Florida, and none elsewhere', () => {
    expect([stateTireFeeCents('NY'), stateTireFeeCents('NJ'), stateTireFeeCents('FL')]).toEqual([
      250, 150, 100,
    ]);
    expect(stateTireFeeCents('AZ')).toBe(0);
  });
});
