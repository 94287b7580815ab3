/** Money is integer cents (ARCHITECTURE.md 'Money'); every function here works on strings and integers only. */
import { CURRENCY_SYMBOLS, Currency } from './codes';
import { PER_TIRE_SUFFIX, PRICE_BUCKET_CENTS, PRICE_DECIMALS } from './constants';
import { Messages } from './messages';
import { fail, ok, type Result } from './result';

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be an integer number of cents, got ${cents}`);
  }
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function splitCents(cents: number): { sign: '' | '-'; dollars: string; fraction: string } {
  assertCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return { sign: cents < 0 ? '-' : '', dollars: digits.slice(0, -2), fraction: digits.slice(-2) };
}

/** 123450 → '1234.50' (no symbol, no grouping): the form sent to payment providers and shown in inputs. */
export function centsToDollarsString(cents: number): string {
  const { sign, dollars, fraction } = splitCents(cents);
  return `${sign}${dollars}.${fraction}`;
}

/** 123450 → '$1,234.50'; -500 → '-$5.00'. */
export function formatPrice(cents: number, currency: Currency = Currency.Usd): string {
  const { sign, dollars, fraction } = splitCents(cents);
  return `${sign}${CURRENCY_SYMBOLS[currency]}${groupThousands(dollars)}.${fraction}`;
}

const AMOUNT_PATTERN = /^\$?(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

/** '12.34', '$1,234.5' or '7' → cents, exactly; negatives, more than 2 decimals and other text are refused. */
export function parseDollarsToCents(text: string): Result<number> {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) {
    return fail(AMOUNT_PATTERN.test(trimmed.slice(1)) ? Messages.AmountNegative : Messages.AmountInvalid);
  }
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match?.[1]) return fail(Messages.AmountInvalid);
  const fraction = match[2] ?? '';
  if (fraction.length > PRICE_DECIMALS) return fail(Messages.AmountTooManyDecimals);
  const cents = Number(`${match[1].replaceAll(',', '')}${fraction.padEnd(PRICE_DECIMALS, '0')}`);
  return Number.isSafeInteger(cents) ? ok(cents) : fail(Messages.AmountInvalid);
}

const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: PRICE_DECIMALS,
  maximumFractionDigits: PRICE_DECIMALS,
  useGrouping: false,
  signDisplay: 'negative',
});

/**
 * The legacy price-display rule (SPEC §5) for values of unknown shape: falsy → '0.00', numeric → two
 * decimals (decimal rounding, half away from zero), anything else shown as it is.
 */
export function displayPrice(value: unknown): string {
  if (!value) return '0.00';
  if (typeof value === 'number') return Number.isFinite(value) ? twoDecimals.format(value) : String(value);
  const text = String(value);
  const trimmed = text.trim();
  return NUMERIC_TEXT.test(trimmed) ? twoDecimals.format(trimmed as Intl.StringNumericLiteral) : text;
}

/** '$120.00' → '$120.00/ea'. */
export const perTire = (text: string): string => `${text}${PER_TIRE_SUFFIX}`;

/** Warranty mileage: 60000 → '60K', 65500 → '65.5K'. */
export const formatThousandsMiles = (miles: number): string => `${miles / 1000}K`;

/** Price rounded down to whole hundreds of dollars, in cents (SPEC §9 'Price bucketing'). */
export function priceBucketCents(cents: number): number {
  assertCents(cents);
  if (cents < 0) throw new RangeError(`A price cannot be negative, got ${cents}`);
  return cents - (cents % PRICE_BUCKET_CENTS);
}

/** 12345 ($123.45) → '$100+'; 250000 → '$2,500+'. */
export function priceBucket(cents: number, currency: Currency = Currency.Usd): string {
  const dollars = String(priceBucketCents(cents) / 100);
  return `${CURRENCY_SYMBOLS[currency]}${groupThousands(dollars)}+`;
}
