import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Messages } from './messages';
import {
  centsField,
  consoleDayField,
  dollarsField,
  emailField,
  INT_COLUMN_MAX,
  idField,
  idParam,
  intField,
  intParam,
  latitudeField,
  longitudeField,
  nicknameField,
  passwordField,
  tireSizeField,
  usPhoneField,
  vinField,
  zipField,
} from './zod-fields';

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('zod fields answer with the shared messages', () => {
  it('e-mail is checked and normalized', () => {
    expect(emailField.parse(' Shopper@Example.com ')).toBe('shopper@example.com');
    expect(firstMessage(emailField, 'nope')).toBe(Messages.EmailInvalid);
  });

  it('password, nickname, ZIP and VIN', () => {
    expect(firstMessage(passwordField, 'abcdefgh')).toBe(Messages.PasswordRule);
    expect(nicknameField.parse('  Sam ')).toBe('Sam');
    expect(firstMessage(nicknameField, '')).toBe(Messages.NicknameEmpty);
    expect(zipField.parse(' 90012 ')).toBe('90012');
    expect(firstMessage(zipField, '9001')).toBe(Messages.ZipInvalid);
    expect(vinField.parse('1hgcm82633a004352')).toBe('1HGCM82633A004352');
  });

  it('phone comes out as 10 digits', () => {
    expect(usPhoneField.parse('+1 (213) 555-1234')).toBe('2135551234');
    expect(firstMessage(usPhoneField, '555')).toBe(Messages.InvalidPhoneNumber);
  });

  it('tire size comes out parsed', () => {
    expect(tireSizeField.parse('225/45r17')).toMatchObject({
      kind: 'metric',
      width: 225,
      ratio: 45,
      diameter: 17,
    });
    expect(firstMessage(tireSizeField, '225/47R17')).toBe(Messages.TireSizeRatio);
  });

  it('dollars come out as cents; cents must be whole and not negative', () => {
    expect(dollarsField.parse('19.99')).toBe(1999);
    expect(firstMessage(dollarsField, '1.999')).toBe(Messages.AmountTooManyDecimals);
    expect(centsField.parse(0)).toBe(0);
    expect(firstMessage(centsField, 1.5)).toBe(Messages.AmountInvalid);
    expect(firstMessage(centsField, -1)).toBe(Messages.AmountNegative);
  });

  it('coordinates stay on the globe', () => {
    expect(latitudeField.parse(34.05)).toBe(34.05);
    expect(firstMessage(latitudeField, 91)).toBe(Messages.LatitudeOutOfRange);
    expect(firstMessage(longitudeField, -181)).toBe(Messages.LongitudeOutOfRange);
    expect(firstMessage(longitudeField, undefined)).toBe(Messages.LatLngRequired);
  });

  it('whole numbers stay within what an integer column holds, whatever their own bounds say', () => {
    expect(idField().parse(INT_COLUMN_MAX)).toBe(INT_COLUMN_MAX);
    for (const outside of [INT_COLUMN_MAX + 1, 2 ** 53, 0, -1, 1.5, '7']) {
      expect(firstMessage(idField(Messages.ProductUnavailable), outside), String(outside)).toBe(
        Messages.ProductUnavailable,
      );
    }
    expect(firstMessage(intField({ max: Number.MAX_SAFE_INTEGER }), INT_COLUMN_MAX + 1)).toBeDefined();
    expect(intField({ min: 1, max: 999 }).parse(999)).toBe(999);
  });

  it('ids and numbers read from a query string or path are bounded the same way', () => {
    expect(idParam().parse('42')).toBe(42);
    for (const outside of ['2147483648', '', '0', '-3', '1.5', 'abc']) {
      expect(firstMessage(idParam(), outside), outside).toBe(Messages.NotFound);
    }
    expect(intParam({ max: 5 }).parse('5')).toBe(5);
    expect(firstMessage(intParam({ max: 5 }), '6')).toBeDefined();
  });

  it('works inside an object schema', () => {
    const address = z.object({ zip: zipField, phone: usPhoneField });
    expect(address.parse({ zip: '90012-3456', phone: '213 555 1234' })).toEqual({
      zip: '90012-3456',
      phone: '2135551234',
    });
  });
});

describe('consoleDayField', () => {
  it("takes a day of the shop's era and refuses one the database cannot hold", () => {
    const day = consoleDayField('Enter the day as YYYY-MM-DD');
    expect(day.parse('2026-11-27')).toBe('2026-11-27');
    expect(day.safeParse('0000-02-29').error?.issues[0]?.message).toBe('Enter the day as YYYY-MM-DD');
    expect(day.safeParse('4000-02-29').success).toBe(false);
  });
});
