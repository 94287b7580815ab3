/**
 * Sales tax and state tire fees by US state (ARCHITECTURE 'sales tax'): the state the order is
 * installed or picked up in, or the state of the delivery address.
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

/** The statewide rate; an unknown state is an error, never a silent zero. */
export function salesTaxRate(state: string): MilliPercent {
  const rate = isSalesTaxState(state) ? STATE_SALES_TAX[state] : undefined;
  if (rate === undefined) throw new RangeError(`No sales tax rate for state '${state}'`);
  return rate;
}

/** 7250 → 7.25, the percent the order summary shows. */
export const milliPercentToPercent = (rate: MilliPercent): number => rate / 1000;

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
