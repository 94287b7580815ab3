import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import { normalizeVin, validateVin, vinCheckDigit } from './vin';

describe('VIN', () => {
  it.each(['1HGCM82633A004352', '1M8GDM9AXKP042788', '2T1BURHE7JC034512', ' 1hgcm8-2633a004352 '])(
    'accepts %j',
    (vin) => {
      expect(validateVin(vin)).toBeNull();
    },
  );

  it('computes the check digit, X for 10', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
  });

  it.each([
    ['1HGCM82643A004352', 'wrong check digit'],
    ['1HGCM82633A00435', 'too short'],
    ['1HGCM82633A0043521', 'too long'],
    ['1HGCM8263IA004352', 'contains I'],
    ['1HGCM82630U004352', 'model-year code U, check digit right'],
    ['1HGCM82637Z004352', 'model-year code Z, check digit right'],
    ['1HGCM826310004352', 'model-year code 0, check digit right'],
  ])('refuses %s (%s)', (vin) => {
    expect(validateVin(vin)).toBe(Messages.VinInvalid);
  });

  it('asks for a VIN when empty', () => {
    expect(validateVin('  ')).toBe(Messages.VinRequired);
  });

  it('normalizes to capitals without spaces or dashes', () => {
    expect(normalizeVin(' 1hgcm8-2633a004352 ')).toBe('1HGCM82633A004352');
  });
});
