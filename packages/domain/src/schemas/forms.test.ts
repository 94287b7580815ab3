import { describe, expect, it } from 'vitest';
import { addressForm, signUpForm } from './forms';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('form schemas', () => {
  it('checks every address rule at once, the names too', () => {
    const result = addressForm.safeParse({
      firstName: 'J',
      lastName: 'Rivera',
      phone: '213555',
      zipCode: '9001',
      city: '',
      state: '',
      addressLine1: '12 Main St #4',
      addressLine2: '',
      isDefault: false,
      isBilling: false,
    });
    expect(messages(result)).toEqual([
      ['phone', 'Invalid Phone Number'],
      ['zipCode', 'Please enter a 5-digit ZIP code or ZIP+4'],
      ['addressLine1', 'Address line 1 must be 5-30 letters, digits or spaces'],
      ['firstName', 'Names must be 2-34 letters or spaces'],
    ]);
  });

  it('asks sign-up for the I-agree box besides the register rules', () => {
    const result = signUpForm.safeParse({
      email: 'new@example.com',
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      agreed: false,
    });
    expect(messages(result)).toEqual([['agreed', 'Please read and agree to the terms first']]);
  });
});
