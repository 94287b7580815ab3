import { CALIFORNIA_RATES_SOURCE, californiaJurisdiction } from './california-tax-rates';

/**
 * Sales tax and state tire fees (ARCHITECTURE 'sales tax'), due where the order is installed or picked
 * up, or at the delivery address: the combined state and local rate in California, the state's own
 * rate elsewhere.
 */

/** A rate in thousandths of a percent: 7.25% is 7250, so every rate is a whole number. */
export type MilliPercent = number;

const MILLI_PERCENT_PER_WHOLE = 100_000;

/**
 * Statewide base sales tax rates in force on January 1, 2025, as published by each state's revenue
 * department and compiled by the Tax Foundation, 'State and Local Sales Tax Rates, 2025' (February 2025).
 * Local add-on rates are not included. AK, DE, MT, NH and OR levy no statewide sales tax.
 */
export const STATE_SALES_TAX: Readonly<Record<string, MilliPercent>> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

/**
 * Fees per new tire sold, in cents, where we are sure of the statute; other states charge none at the
 * point of sale or charge it in ways this table does not model. None of them is subject to sales tax.
 */
export const STATE_TIRE_FEES: Readonly<Record<string, number>> = {
  /** California Tire Fee, Public Resources Code §42885, collected by CDTFA for CalRecycle. */
  CA: 175,
  /** Waste Tire Management and Recycling Fee, Environmental Conservation Law §27-1913. */
  NY: 250,
  /** Motor Vehicle Tire Fee, N.J.S.A. 54:32F-1. */
  NJ: 150,
  /** Florida new tire fee, Florida Statutes §403.718. */
  FL: 100,
};

export const isSalesTaxState = (state: string): boolean => Object.hasOwn(STATE_SALES_TAX, state);

const STATE_RATES_SOURCE = "Tax Foundation, 'State and Local Sales Tax Rates, 2025' (state rates only)";

/** The statewide rate; an unknown state is an error, never a silent zero. */
export function salesTaxRate(state: string): MilliPercent {
  const rate = isSalesTaxState(state) ? STATE_SALES_TAX[state] : undefined;
  if (rate === undefined) throw new RangeError(`No sales tax rate for state '${state}'`);
  return rate;
}

/** Where an order is taxed: its state, city and ZIP. */
export type TaxDestination = { state: string; city: string; zip: string };

/** What an order's tax needs: the state (its tire fee too), the rate and the place shoppers see it due in. */
export type OrderTax = { state: string; rate: MilliPercent; jurisdiction: string };

/** The rate due at a destination and where it was read ('Los Angeles, CA' at 9750, from CDTFA's table). */
export type TaxRate = OrderTax & { source: string };

/** The combined rate due at `destination`; an unknown state is refused as `salesTaxRate` refuses it. */
export function combinedSalesTaxRate({ state, city, zip }: TaxDestination): TaxRate {
  const stateRate = salesTaxRate(state);
  const local = state === 'CA' ? californiaJurisdiction(city, zip) : null;
  if (local) {
    return { state, rate: local.rate, jurisdiction: `${local.name}, CA`, source: CALIFORNIA_RATES_SOURCE };
  }
  // Elsewhere, and at a California place neither named nor in a county its ZIP tells, the state rate: in
  // California that is the 7.25% every place owes at least (the 1% local tax is already in it), so district
  // taxes we cannot place are never guessed onto a bill.
  return { state, rate: stateRate, jurisdiction: `${state} statewide`, source: STATE_RATES_SOURCE };
}

/** The place an order's tax line names: where the rate is due, or the state on orders from before that was kept. */
export const taxPlace = (amounts: {
  taxJurisdiction: string | null;
  taxState: string | null;
}): string | null => amounts.taxJurisdiction ?? amounts.taxState;

/** 7250 → 7.25, the percent the order summary shows. */
export const milliPercentToPercent = (rate: MilliPercent): number => rate / 1000;

/** 0.0975 → 9750: a rate as a fraction, as tax services write it, to the nearest thousandth of a percent. */
export const fractionToMilliPercent = (fraction: number): MilliPercent =>
  Math.round(fraction * MILLI_PERCENT_PER_WHOLE);

/** Tax in cents on `taxableCents`, rounded half up to the cent, in integers only. */
export function salesTaxCents(taxableCents: number, rate: MilliPercent): number {
  const scaled = taxableCents * rate;
  if (!Number.isSafeInteger(taxableCents) || !Number.isSafeInteger(scaled) || taxableCents < 0) {
    throw new RangeError(`Taxable amount must be whole cents, not negative, got ${taxableCents}`);
  }
  const remainder = scaled % MILLI_PERCENT_PER_WHOLE;
  const whole = (scaled - remainder) / MILLI_PERCENT_PER_WHOLE;
  return remainder * 2 >= MILLI_PERCENT_PER_WHOLE ? whole + 1 : whole;
}

/** The fee per new tire in `state`, in cents (0 where the state charges none). */
export const stateTireFeeCents = (state: string): number =>
  Object.hasOwn(STATE_TIRE_FEES, state) ? (STATE_TIRE_FEES[state] ?? 0) : 0;
