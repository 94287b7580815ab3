import { US_PHONE_DIGITS } from '@tread/domain';

/**
 * A US phone number as it is typed, shown as (xxx) xxx-xxxx: '2135' → '(213) 5'. A leading country
 * code 1 is dropped (no US area code starts with 1), and digits past the tenth are ignored.
 */
export function formatPhoneAsTyped(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^1/, '').slice(0, US_PHONE_DIGITS);
  if (!digits) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
