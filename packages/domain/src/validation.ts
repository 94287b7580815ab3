import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { Messages } from './messages';
import { normalizeUsPhone } from './phone';

/** A rule shared by server and web: null when the value passes, else the message to show. */
export type Validator<T = string> = (value: T) => string | null;

/** Length in characters as a shopper counts them (an emoji is one). */
export const textLength = (text: string): number => [...text].length;

export const isBlank = (text: string | null | undefined): boolean => !text?.trim();

/** Half of a surrogate pair: it has no UTF-8 form. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Text the shop can store and show: no NUL (PostgreSQL text cannot hold it) and valid Unicode. */
export const validateReadableText: Validator = (text) =>
  text.includes('\u0000') || LONE_SURROGATE.test(text) ? Messages.UnreadableText : null;

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const EMAIL_MAX_LENGTH = 254;

/** The form an e-mail is stored and compared in. */
export const normalizeEmail = (text: string): string => text.trim().toLowerCase();

export const validateEmail: Validator = (text) => {
  const email = text.trim();
  if (!email) return Messages.EmailEmpty;
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? null : Messages.EmailInvalid;
};

/** At least 8 characters with at least one letter and one number (ARCHITECTURE.md's reading). */
export const validatePassword: Validator = (password) => {
  if (!password) return Messages.PasswordEmpty;
  if (textLength(password) > PASSWORD_MAX_LENGTH) return Messages.PasswordTooLong;
  const followsRule =
    textLength(password) >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password);
  return followsRule ? null : Messages.PasswordRule;
};

export const validatePasswordsMatch = (password: string, confirmation: string): string | null =>
  password === confirmation ? null : Messages.PasswordMismatch;

export const validateNickname: Validator = (text) => {
  const length = textLength(text.trim());
  if (length < NICKNAME_MIN) return Messages.NicknameEmpty;
  return length > NICKNAME_MAX ? Messages.NicknameTooLong : null;
};

export const validateUsPhone: Validator = (text) => {
  const phone = normalizeUsPhone(text);
  return phone.ok ? null : phone.message;
};

export const validateVerificationCode: Validator = (text) => {
  const code = text.trim();
  if (!code) return Messages.VerificationCodeRequired;
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code)
    ? null
    : Messages.VerificationCodeInvalid;
};

/** A chat message or note: blank or all spaces is refused. */
export const validateMessageText: Validator = (text) => (isBlank(text) ? Messages.MessageBlank : null);

export const validateSearchText: Validator = (text) => (isBlank(text) ? Messages.SearchEmpty : null);

export const validateCouponCode: Validator = (text) => (isBlank(text) ? Messages.CouponCodeRequired : null);

/** Plate lookup needs both the state and the plate (SPEC §5 'Vehicle'). */
export function validatePlateLookup(state: string, plate: string): string | null {
  if (isBlank(state)) return Messages.StateRequired;
  return isBlank(plate) ? Messages.LicensePlateRequired : null;
}
