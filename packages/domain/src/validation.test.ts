import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  isBlank,
  normalizeEmail,
  textLength,
  validateCouponCode,
  validateEmail,
  validateMessageText,
  validateNickname,
  validatePassword,
  validatePasswordsMatch,
  validatePlateLookup,
  validateReadableText,
  validateSearchText,
  validateUsPhone,
  validateVerificationCode,
} from './validation';

describe('readable text', () => {
  it('refuses NUL and half a surrogate pair, anywhere in the text', () => {
    for (const text of ['\u0000', 'Toyota\u0000', '\ud800', 'a\udfffb']) {
      expect(validateReadableText(text), JSON.stringify(text)).toBe(Messages.UnreadableText);
    }
  });

  it('accepts any other text, emoji and accents included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(validateReadableText(text)).toBeNull();
      }),
    );
    expect(validateReadableText('Citroën 🚗 225/45R17')).toBeNull();
  });
});

describe('email', () => {
  it.each(['shopper@example.com', 'a.b+tires@mail.example.co', ' Shopper@Example.COM '])(
    'accepts %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );

  it.each([
    'plainaddress',
    'a@b',
    'a@b.c',
    'a b@example.com',
    '@example.com',
    'a@-example.com',
    'a@example..com',
  ])('refuses %j', (email) => {
    expect(validateEmail(email)).toBe(Messages.EmailInvalid);
  });

  it('asks for an e-mail when empty', () => {
    expect(validateEmail('')).toBe(Messages.EmailEmpty);
    expect(validateEmail('   ')).toBe(Messages.EmailEmpty);
  });

  it('refuses an address longer than 254 characters', () => {
    expect(validateEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`)).toBe(
      Messages.EmailInvalid,
    );
  });

  it('normalizes for storage and comparison', () => {
    expect(normalizeEmail(' Shopper@Example.COM ')).toBe('shopper@example.com');
  });
});

describe('password', () => {
  it.each(['abcdefg1', 'Tires2024!', '1234567a', 'pässwört9'])('accepts %j', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each(['abcdefgh', '12345678', 'abc1', 'abc1xyz'])('refuses %j with the rule', (password) => {
    expect(validatePassword(password)).toBe(Messages.PasswordRule);
  });

  it('asks for a password when empty and bounds its length', () => {
    expect(validatePassword('')).toBe(Messages.PasswordEmpty);
    expect(validatePassword(`a1${'x'.repeat(127)}`)).toBe(Messages.PasswordTooLong);
    expect(validatePassword(`a1${'x'.repeat(126)}`)).toBeNull();
  });

  it('accepts any 8+ characters holding a letter and a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 60 }),
        fc.constantFrom('a', 'Z'),
        fc.nat(9),
        (rest, l, d) => {
          expect(validatePassword(`${l}${d}${rest}`)).toBeNull();
        },
      ),
    );
  });

  it('confirmation must match', () => {
    expect(validatePasswordsMatch('abcdefg1', 'abcdefg1')).toBeNull();
    expect(validatePasswordsMatch('abcdefg1', 'abcdefg2')).toBe(Messages.PasswordMismatch);
  });
});

describe('nickname', () => {
  it('takes 1 to 15 characters', () => {
    expect(validateNickname('J')).toBeNull();
    expect(validateNickname('Fifteen chars!!')).toBeNull();
    expect(validateNickname('😀'.repeat(15))).toBeNull();
  });

  it('refuses empty and over-long names', () => {
    expect(validateNickname('')).toBe(Messages.NicknameEmpty);
    expect(validateNickname('   ')).toBe(Messages.NicknameEmpty);
    expect(validateNickname('Sixteen chars!!!')).toBe(Messages.NicknameTooLong);
  });
});

describe('phone, code, text', () => {
  it('checks a US phone number', () => {
    expect(validateUsPhone('(213) 555-1234')).toBeNull();
    expect(validateUsPhone('555-1234')).toBe(Messages.InvalidPhoneNumber);
    expect(validateUsPhone('')).toBe(Messages.ContactNumberRequired);
  });

  it('checks a 6-digit verification code', () => {
    expect(validateVerificationCode(' 123456 ')).toBeNull();
    expect(validateVerificationCode('')).toBe(Messages.VerificationCodeRequired);
    expect(validateVerificationCode('12345')).toBe(Messages.VerificationCodeInvalid);
    expect(validateVerificationCode('12345a')).toBe(Messages.VerificationCodeInvalid);
  });

  it('refuses blank messages, searches and coupon codes', () => {
    expect(validateMessageText(' \n\t ')).toBe(Messages.MessageBlank);
    expect(validateMessageText(' hi ')).toBeNull();
    expect(validateSearchText('')).toBe(Messages.SearchEmpty);
    expect(validateSearchText('michelin')).toBeNull();
    expect(validateCouponCode('  ')).toBe(Messages.CouponCodeRequired);
    expect(validateCouponCode('SAVE10')).toBeNull();
  });

  it('needs state and plate for a plate lookup', () => {
    expect(validatePlateLookup('', '7ABC123')).toBe(Messages.StateRequired);
    expect(validatePlateLookup('CA', ' ')).toBe(Messages.LicensePlateRequired);
    expect(validatePlateLookup('CA', '7ABC123')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('🛞🛞')).toBe(2);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' x ')).toBe(false);
  });
});
