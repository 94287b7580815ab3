import { DISPLAY_TIME_ZONE } from './constants';

/** Order numbers: readable (the Los Angeles date first) and not sequential (random digits after it). */

export const ORDER_NUMBER_RANDOM_DIGITS = 10;
/** yyMMdd + 10 digits. */
export const ORDER_NUMBER_PATTERN = /^\d{16}$/;

const laDate = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** `randomDigits` must be exactly ORDER_NUMBER_RANDOM_DIGITS digits, drawn from a secure source. */
export function orderNumber(now: Date, randomDigits: string): string {
  if (!new RegExp(`^\\d{${ORDER_NUMBER_RANDOM_DIGITS}}$`).test(randomDigits)) {
    throw new RangeError(`An order number needs ${ORDER_NUMBER_RANDOM_DIGITS} random digits`);
  }
  const parts = laDate.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}${randomDigits}`;
}
