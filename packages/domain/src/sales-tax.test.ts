import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALIFORNIA_COUNTIES, CALIFORNIA_RATES_SOURCE } from './california-tax-rates';
import {
  combinedSalesTaxRate,
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

describe('combined rates at a destination', () => {
  const at = (city: string, zip: string, state = 'CA') => combinedSalesTaxRate({ state, city, zip });

  it.each([
    ['Los Angeles', '90012', 9750, 'Los Angeles, CA'],
    ['Santa Monica', '90401', 10_750, 'Santa Monica, CA'],
    ['Long Beach', '90802', 10_500, 'Long Beach, CA'],
    ['Lancaster', '93534', 11_250, 'Lancaster, CA'],
    ['Beverly Hills', '90210', 9750, 'Beverly Hills, CA'],
    ['Santa Ana', '92701', 9250, 'Santa Ana, CA'],
    ['Irvine', '92618', 7750, 'Irvine, CA'],
    ['San Francisco', '94103', 8625, 'San Francisco, CA'],
    ['San Diego', '92101', 7750, 'San Diego, CA'],
    ['San Jose', '95113', 9375, 'San Jose, CA'],
  ])('charges the combined rate of the city: %s %s is %i', (city, zip, rate, jurisdiction) => {
    expect(at(city, zip)).toEqual({ state: 'CA', rate, jurisdiction, source: CALIFORNIA_RATES_SOURCE });
  });

  it('reads city names as the post office writes them', () => {
    expect(at('LA CANADA FLINTRIDGE', '91011')).toMatchObject({
      rate: 10_500,
      jurisdiction: 'La Cañada Flintridge, CA',
    });
    expect(at('Carmel By The Sea', '93921')).toMatchObject({
      rate: 9250,
      jurisdiction: 'Carmel-by-the-Sea, CA',
    });
    expect(at('  santa   monica ', '90402')).toMatchObject({ rate: 10_750 });
  });

  it('taxes a neighborhood at its city’s rate', () => {
    expect(at('North Hollywood', '91601')).toMatchObject({ rate: 9750, jurisdiction: 'Los Angeles, CA' });
    expect(at('Valencia', '91355')).toMatchObject({ rate: 9750, jurisdiction: 'Santa Clarita, CA' });
    expect(at('Corona Del Mar', '92625')).toMatchObject({ rate: 7750, jurisdiction: 'Newport Beach, CA' });
  });

  it('taxes a ZIP the post office names after Los Angeles at the rate of the city it lies in', () => {
    expect(at('Los Angeles', '90040')).toMatchObject({ rate: 10_500, jurisdiction: 'City of Commerce, CA' });
    expect(at('Los Angeles', '90058')).toMatchObject({ rate: 10_500, jurisdiction: 'Vernon, CA' });
  });

  it('charges an unincorporated place its county’s rate, by name or by the county of its ZIP', () => {
    const county = { rate: 9750, jurisdiction: 'Los Angeles County, CA', source: CALIFORNIA_RATES_SOURCE };
    expect(at('Hacienda Heights', '91745')).toMatchObject(county);
    expect(at('Altadena', '91001')).toMatchObject(county);
    expect(at('Mount Wilson', '91023')).toMatchObject(county);
    expect(at('Ladera Ranch', '92694')).toMatchObject({ rate: 7750, jurisdiction: 'Orange County, CA' });
  });

  it('charges the statewide rate at a California place it cannot place, never a guessed district tax', () => {
    expect(at('Nowhere', '96161')).toEqual({
      state: 'CA',
      rate: 7250,
      jurisdiction: 'CA statewide',
      source: expect.stringContaining('Tax Foundation'),
    });
  });

  it('charges the state’s own rate outside California, whatever the city', () => {
    expect(at('Phoenix', '85004', 'AZ')).toMatchObject({
      state: 'AZ',
      rate: 5600,
      jurisdiction: 'AZ statewide',
    });
    expect(at('Los Angeles', '90012', 'NY')).toMatchObject({ rate: 4000, jurisdiction: 'NY statewide' });
  });

  it('refuses a state it does not know', () => {
    expect(() => at('San Juan', '00901', 'PR')).toThrow(RangeError);
  });

  it('holds all 58 counties, the 88 cities of Los Angeles County and the 34 of Orange County', () => {
    expect(Object.keys(CALIFORNIA_COUNTIES)).toHaveLength(58);
    expect(Object.keys(CALIFORNIA_COUNTIES['Los Angeles']?.cities ?? {})).toHaveLength(88);
    expect(Object.keys(CALIFORNIA_COUNTIES.Orange?.cities ?? {})).toHaveLength(34);
    const rates = Object.values(CALIFORNIA_COUNTIES).flatMap((c) => [
      c.unincorporated,
      ...Object.values(c.cities),
    ]);
    for (const rate of rates) {
      expect(Number.isInteger(rate)).toBe(true);
      expect(rate).toBeGreaterThanOrEqual(7250);
      expect(rate).toBeLessThanOrEqual(11_250);
    }
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
    [47_996, 9750, 4680], // 4679.61 → 4680 in Los Angeles
    [200, 9750, 20], // 19.5 → 20, half rounds up
    [1000, 10_750, 108], // 107.5 → 108 in Santa Monica
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
