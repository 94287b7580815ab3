/** Zod fields built on the shared rules, so a schema answers 400 with the spec's message. */
import { z } from 'zod';
import { validateZip } from './address-validation';
import { LATITUDE_MAX, LONGITUDE_MAX } from './constants';
import { Messages } from './messages';
import { parseDollarsToCents } from './money';
import { normalizeUsPhone } from './phone';
import type { Result } from './result';
import { parseTireSize } from './tire-size';
import {
  normalizeEmail,
  type Validator,
  validateEmail,
  validateNickname,
  validatePassword,
} from './validation';
import { normalizeVin, validateVin } from './vin';

/** A string checked by one of the shared validators. */
export const checkedString = (validate: Validator) =>
  z.string().superRefine((value, ctx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/** A string read by one of the shared parsers into its value. */
export const parsedString = <T>(parse: (text: string) => Result<T>) =>
  z.string().transform((text, ctx) => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const emailField = checkedString(validateEmail).transform(normalizeEmail);
export const passwordField = checkedString(validatePassword);
export const nicknameField = checkedString(validateNickname).transform((text) => text.trim());
export const zipField = checkedString(validateZip).transform((text) => text.trim());
export const vinField = checkedString(validateVin).transform(normalizeVin);
/** Any way of writing a US number in, 10 digits out. */
export const usPhoneField = parsedString(normalizeUsPhone);
export const tireSizeField = parsedString(parseTireSize);
/** Dollars as typed ('12.34') in, integer cents out. */
export const dollarsField = parsedString(parseDollarsToCents);

/** The largest value of the database's integer columns (32-bit): ids, counts, prices, years. */
export const INT_COLUMN_MAX = 2_147_483_647;

/** Bounds of a whole number; every bound is within what an integer column holds. */
export type IntBounds = { min?: number; max?: number; message?: string };

const limits = ({ min = 0, max = INT_COLUMN_MAX, message }: IntBounds) => ({
  min,
  max: Math.min(max, INT_COLUMN_MAX),
  message,
});

/** A whole number in a JSON body, refused with `message` (400, never a database error) out of its bounds. */
export const intField = (bounds: IntBounds = {}) => {
  const { min, max, message } = limits(bounds);
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};
/** A whole number read from a query string or path. */
export const intParam = (bounds: IntBounds = {}) => {
  const { min, max, message } = limits(bounds);
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};
/** A row id in a JSON body: positive and within the column. */
export const idField = (message: string = Messages.NotFound) => intField({ min: 1, message });
/** A row id read from a query string or path. */
export const idParam = (message: string = Messages.NotFound) => intParam({ min: 1, message });

export const centsField = z
  .number()
  .int({ message: Messages.AmountInvalid })
  .nonnegative({ message: Messages.AmountNegative });
export const latitudeField = z
  .number({ message: Messages.LatLngRequired })
  .min(-LATITUDE_MAX, { message: Messages.LatitudeOutOfRange })
  .max(LATITUDE_MAX, { message: Messages.LatitudeOutOfRange });
export const longitudeField = z
  .number({ message: Messages.LatLngRequired })
  .min(-LONGITUDE_MAX, { message: Messages.LongitudeOutOfRange })
  .max(LONGITUDE_MAX, { message: Messages.LongitudeOutOfRange });

/** Years a console day filter may name: the shop's own era, so no day reaches the database out of its range. */
const DAY_YEARS = { min: 2000, max: 2199 };

/** A Los Angeles calendar day 'YYYY-MM-DD' of the console's filters, refused with `message` outside DAY_YEARS. */
export const consoleDayField = (message: string) =>
  z.iso.date({ error: message }).refine((day) => {
    const year = Number(day.slice(0, 4));
    return year >= DAY_YEARS.min && year <= DAY_YEARS.max;
  }, message);

/** An instant with its offset ('2026-12-01T08:00:00-08:00'), refused outside DAY_YEARS like the console's days. */
export const isoTimeField = z.iso
  .datetime({ offset: true, error: Messages.DateTimeInvalid })
  .refine((time) => {
    const year = new Date(time).getUTCFullYear();
    return year >= DAY_YEARS.min && year <= DAY_YEARS.max;
  }, Messages.DateTimeInvalid);
