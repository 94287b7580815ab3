import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import { formatUsPhone, hashablePhone, normalizeUsPhone } from './phone';

const tenDigits = fc.stringMatching(/^\d{10}$/);

describe('normalizeUsPhone', () => {
  it.each([
    ['2135551234', '2135551234'],
    ['(213) 555-1234', '2135551234'],
    ['213.555.1234', '2135551234'],
    ['+1 213 555 1234', '2135551234'],
    ['12135551234', '2135551234'],
    ['tel: 213-555-1234', '2135551234'],
  ])('%j → %s', (text, digits) => {
    expect(normalizeUsPhone(text)).toEqual({ ok: true, value: digits });
  });

  it.each([
    ['', Messages.ContactNumberRequired],
    ['   ', Messages.ContactNumberRequired],
    ['phone', Messages.InvalidPhoneNumber],
    ['555-1234', Messages.InvalidPhoneNumber],
    ['22135551234', Messages.InvalidPhoneNumber],
    ['121355512345', Messages.InvalidPhoneNumber],
  ])('refuses %j', (text, message) => {
    expect(normalizeUsPhone(text)).toEqual({ ok: false, message });
  });
});

describe('formatUsPhone', () => {
  it('shows (xxx) xxx-xxxx', () => {
    expect(formatUsPhone('2135551234')).toBe('(213) 555-1234');
    expect(formatUsPhone('1-213-555-1234')).toBe('(213) 555-1234');
  });

  it('leaves text that is not a US number as it is', () => {
    expect(formatUsPhone('555-1234')).toBe('555-1234');
  });

  it('normalize∘format is the identity on 10 digits', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        expect(normalizeUsPhone(formatUsPhone(digits))).toEqual({ ok: true, value: digits });
      }),
    );
  });
});

describe('hashablePhone', () => {
  it('keeps digits and puts 1 before a 10-digit number', () => {
    expect(hashablePhone('(213) 555-1234')).toBe('12135551234');
    expect(hashablePhone('+1 213 555 1234')).toBe('12135551234');
    expect(hashablePhone('+86 138 0013 8000')).toBe('8613800138000');
    expect(hashablePhone('')).toBe('');
  });

  it('gives the same text for a number with or without its country code', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        expect(hashablePhone(digits)).toBe(hashablePhone(`+1 ${formatUsPhone(digits)}`));
      }),
    );
  });
});
