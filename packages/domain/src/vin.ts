import { VIN_LENGTH } from './constants';
import { Messages } from './messages';
import type { Validator } from './validation';

/** 17 characters, digits and capitals without I, O and Q. */
const VIN_PATTERN = new RegExp(`^[A-HJ-NPR-Z0-9]{${VIN_LENGTH}}$`);
/** Position 10 codes the model year; 0, U and Z are never used there. */
const MODEL_YEAR_CODES = /^[A-HJ-NPR-TV-Y1-9]$/;
const CHECK_DIGIT_INDEX = 8;
const MODEL_YEAR_INDEX = 9;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const LETTER_VALUES = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTER_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9] as const;

function transliterate(char: string): number {
  const letter = LETTER_VALUES.indexOf(char);
  return letter >= 0 ? (LETTER_NUMBERS[letter] ?? 0) : Number(char);
}

/** The check digit (position 9) that 49 CFR 565 computes for a VIN: '0'..'9' or 'X'. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) sum += transliterate(vin[i] ?? '0') * (WEIGHTS[i] ?? 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export const normalizeVin = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** A VIN of model year 1981 or newer, with a correct check digit (SPEC §5 'Vehicle'). */
export const validateVin: Validator = (text) => {
  const vin = normalizeVin(text);
  if (!vin) return Messages.VinRequired;
  const valid =
    VIN_PATTERN.test(vin) &&
    MODEL_YEAR_CODES.test(vin[MODEL_YEAR_INDEX] ?? '') &&
    vin[CHECK_DIGIT_INDEX] === vinCheckDigit(vin);
  return valid ? null : Messages.VinInvalid;
};
