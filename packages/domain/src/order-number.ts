import { isoCalendarDate, laCalendarDate } from './la-time';

/** Order numbers: readable (the Los Angeles date first) and not sequential (random digits after it). */

export const ORDER_NUMBER_RANDOM_DIGITS = 10;
/** yyMMdd + 10 digits. */
export const ORDER_NUMBER_PATTERN = /^\d{16}$/;

/** `randomDigits` must be exactly ORDER_NUMBER_RANDOM_DIGITS digits, drawn from a secure source. */
export function orderNumber(now: Date, randomDigits: string): string {
  if (!new RegExp(`^\\d{${ORDER_NUMBER_RANDOM_DIGITS}}$`).test(randomDigits)) {
    throw new RangeError(`An order number needs ${ORDER_NUMBER_RANDOM_DIGITS} random digits`);
  }
  // YYYY-MM-DD of the Los Angeles date, as yyMMdd.
  return `${isoCalendarDate(laCalendarDate(now)).slice(2).replaceAll('-', '')}${randomDigits}`;
}

/** Top-ups are paid like orders and numbered like them, with an R in front (recharge). */
export const TOP_UP_NUMBER_PREFIX = 'R';
export const topUpNumber = (now: Date, randomDigits: string): string =>
  `${TOP_UP_NUMBER_PREFIX}${orderNumber(now, randomDigits)}`;
export const isTopUpNumber = (number: string): boolean => number.startsWith(TOP_UP_NUMBER_PREFIX);

/** A paid membership's purchase: paid like an order, numbered with a V in front. */
export const VIP_NUMBER_PREFIX = 'V';
export const vipNumber = (now: Date, randomDigits: string): string =>
  `${VIP_NUMBER_PREFIX}${orderNumber(now, randomDigits)}`;
export const isVipNumber = (number: string): boolean => number.startsWith(VIP_NUMBER_PREFIX);
