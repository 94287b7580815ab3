import { US_PHONE_DIGITS } from './constants';
import { Messages } from './messages';
import { fail, ok, type Result } from './result';

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** '+1 (213) 555-1234' → '2135551234': non-digits are ignored and a leading country code 1 is dropped. */
export function normalizeUsPhone(text: string): Result<string> {
  if (!text.trim()) return fail(Messages.ContactNumberRequired);
  const digits = digitsOf(text);
  const national = digits.length === US_PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === US_PHONE_DIGITS ? ok(national) : fail(Messages.InvalidPhoneNumber);
}

/** '2135551234' → '(213) 555-1234'; text that is not a US number is returned unchanged. */
export function formatUsPhone(text: string): string {
  const phone = normalizeUsPhone(text);
  if (!phone.ok) return text;
  const digits = phone.value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The text the caller hashes for ad tracking (SPEC §5): digits only, a 10-digit number gets a leading 1. */
export function hashablePhone(text: string): string {
  const digits = digitsOf(text);
  return digits.length === US_PHONE_DIGITS ? `1${digits}` : digits;
}
