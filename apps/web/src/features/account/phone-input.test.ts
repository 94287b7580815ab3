import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped } from './phone-input';

describe('phone number as typed', () => {
  it('shows (xxx) xxx-xxxx while the digits come in', () => {
    expect(formatPhoneAsTyped('2')).toBe('(2');
    expect(formatPhoneAsTyped('213')).toBe('(213');
    expect(formatPhoneAsTyped('2135')).toBe('(213) 5');
    expect(formatPhoneAsTyped('213555')).toBe('(213) 555');
    expect(formatPhoneAsTyped('2135550')).toBe('(213) 555-0');
    expect(formatPhoneAsTyped('2135550142')).toBe('(213) 555-0142');
  });

  it('lets the shopper delete back through the brackets and dash', () => {
    expect(formatPhoneAsTyped('(213) 555-')).toBe('(213) 555');
    expect(formatPhoneAsTyped('(213) ')).toBe('(213');
    expect(formatPhoneAsTyped('(')).toBe('');
  });

  it('drops a leading country code 1 and anything past ten digits', () => {
    expect(formatPhoneAsTyped('+1 213 555 0142')).toBe('(213) 555-0142');
    expect(formatPhoneAsTyped('2135550142999')).toBe('(213) 555-0142');
  });
});
