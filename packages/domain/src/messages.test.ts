import { describe, expect, it } from 'vitest';
import { Messages } from './messages';

describe('Messages', () => {
  it('keeps the spec texts that are built from constants word for word', () => {
    expect(Messages.TireSizeLimit).toBe('Maximum 10 tire size');
    expect(Messages.AddressLimitReached).toBe(
      'The number of new addresses has reached the upper limit (10 entries)',
    );
    expect(Messages.NoResultsNearby).toBe('No results within 10 miles of your location');
  });

  it('fills in the templates', () => {
    expect(Messages.purchaseLimit(4)).toBe('This product can be purchased up to 4 pieces.');
    expect(Messages.couponStatus('expired')).toBe('Sorry, the coupon has expired.');
    expect(Messages.insufficientBalance('$12.00')).toBe(
      'Insufficient balance! The current balance is: $12.00',
    );
    expect(Messages.chunkLoadFailed('42')).toBe('Loading chunk 42 failed');
  });

  it('states the rules with their numbers', () => {
    expect(Messages.PasswordRule).toBe('Password must be at least 8 characters with a letter and a number');
    expect(Messages.NicknameTooLong).toBe('Member nickname cannot exceed 15 characters');
    expect(Messages.TireSizeWidth).toBe('Tire width must be 105-395 mm and end in 5');
    expect(Messages.PaymentWindow).toBe(
      'Please complete the payment within 30 minutes, or the order will be canceled.',
    );
  });

  it('gives every key its own text', () => {
    const texts = Object.values(Messages).filter((value) => typeof value === 'string');
    const repeated = texts.filter((text, i) => texts.indexOf(text) !== i);
    expect(repeated).toEqual([]);
    expect(texts.every((text) => text.trim() === text && text.length > 0)).toBe(true);
  });
});
