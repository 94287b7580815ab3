import { z } from 'zod';
import { Gender } from '../account-codes';
import {
  AccountMessages,
  STAFF_ROLES,
  USER_ROLES,
  type UserRole,
  VerificationPurpose,
} from '../account-rules';
import { Messages } from '../messages';
import { normalizeEmail, validateVerificationCode } from '../validation';
import { checkedString, emailField, nicknameField, passwordField, usPhoneField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { lastUserTire } from './vehicle';

/** Request and answer shapes of sign-up, sign-in, sessions, profile and staff accounts (issue 3). */

// A missing field is read as empty (prefault), so the shopper sees the field's own message, not a type error.
const codeField = checkedString(validateVerificationCode)
  .transform((code) => code.trim())
  .prefault('');
/** Sign-in accepts any stored password; only new passwords follow the rule. */
const anyPassword = z
  .string()
  .prefault('')
  .refine((password) => password.length > 0, Messages.PasswordEmpty);
const confirmation = z.string().optional();

const passwordsMatch = (
  value: { password: string; confirmPassword?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Messages.PasswordMismatch });
  }
};

export const sendCodeRequest = z.object({
  email: emailField.prefault(''),
  purpose: z.enum([VerificationPurpose.Register, VerificationPurpose.Reset], {
    error: Messages.MalformedRequest,
  }),
});
export type SendCodeRequest = z.input<typeof sendCodeRequest>;

export const sendCodeAnswer = z.object({
  /** Seconds until another code may be requested (the resend countdown). */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SendCodeAnswer = z.infer<typeof sendCodeAnswer>;

export const registerRequest = z
  .object({
    email: emailField.prefault(''),
    code: codeField,
    password: passwordField.prefault(''),
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.object({
  email: emailField.prefault(''),
  password: anyPassword,
});
export type LoginRequest = z.input<typeof loginRequest>;

/** SPEC §3 'Login result'; expiresIn is the access token's life in seconds. */
export const loginResult = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  /** False only on the answer to the sign-up that created the account. */
  haveRegister: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const refreshRequest = z.object({
  refreshToken: z
    .string()
    .prefault('')
    .refine((token) => token.length > 0, Messages.LoginInfoAbnormal),
});
export type RefreshRequest = z.input<typeof refreshRequest>;

export const resetPasswordRequest = z
  .object({
    email: emailField.prefault(''),
    code: codeField,
    password: passwordField.prefault(''),
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const changePasswordRequest = z
  .object({
    oldPassword: anyPassword,
    password: passwordField.prefault(''),
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch);
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The answer of calls that only succeed or fail. */
export const okAnswer = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswer>;

export const genderField = z.enum([Gender.Man, Gender.Woman], { error: AccountMessages.GenderInvalid });

/** SPEC §3 'User info' (and 'Profile'): what the personal center shows. */
export const userInfo = z.object({
  userId: z.string(),
  nickName: z.string(),
  /** The bound phone, 10 digits; null until one is bound. */
  userMobile: z.string().nullable(),
  /** The bound phone as shown: (xxx) xxx-xxxx. */
  contactMobile: z.string().nullable(),
  /** The marketing (subscribe) e-mail; null shows the task dot on the tab bar. */
  mktEmail: z.string().nullable(),
  /** The sign-in e-mail. */
  userMail: z.string(),
  /** The current tire size of the library (a saved size, or the current vehicle's); null when none. */
  lastUserTire: lastUserTire.nullable(),
  avatarUrl: z.string().nullable(),
  gender: genderField.nullable(),
  role: z.enum(USER_ROLES),
});
export type UserInfo = z.infer<typeof userInfo>;

export const setUserInfoRequest = z.object({
  /** A URL answered by POST /api/p/user/avatar, or null to remove the avatar. */
  avatarUrl: z.string().nullable().optional(),
  nickName: nicknameField.optional(),
  gender: genderField.nullable().optional(),
  /** Null unsubscribes. */
  mktEmail: emailField.nullable().optional(),
});
export type SetUserInfoRequest = z.input<typeof setUserInfoRequest>;
export type UserInfoChanges = z.output<typeof setUserInfoRequest>;

export const bindPhoneRequest = z.object({ phone: usPhoneField.prefault('') });
export type BindPhoneRequest = z.input<typeof bindPhoneRequest>;

export const avatarAnswer = z.object({ avatarUrl: z.string() });
export type AvatarAnswer = z.infer<typeof avatarAnswer>;

export const staffRoleField = z
  .enum(USER_ROLES, { error: AccountMessages.RoleInvalid })
  .refine((role: UserRole) => STAFF_ROLES.includes(role), AccountMessages.RoleInvalid);

/** POST /api/admin/staff: an administrator opens an account for a colleague. */
export const createStaffRequest = z.object({
  email: emailField.prefault(''),
  password: passwordField.prefault(''),
  role: staffRoleField,
});
export type CreateStaffRequest = z.input<typeof createStaffRequest>;

export const accountSummary = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummary>;

export const setDisabledRequest = z.object({ disabled: z.boolean({ error: Messages.MalformedRequest }) });
export type SetDisabledRequest = z.infer<typeof setDisabledRequest>;

/** GET /api/admin/staff?q&role — staff accounts, newest first; `q` matches an e-mail from its start. */
export const staffListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: staffRoleField.optional(),
  ...pageQuery.shape,
});
export type StaffListQuery = z.input<typeof staffListQuery>;
export type StaffListFilters = z.output<typeof staffListQuery>;

export const staffAccount = accountSummary.extend({ nickName: z.string(), createdAt: z.string() });
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffPage = z.object({ records: z.array(staffAccount), ...pageFields });
export type StaffPage = z.infer<typeof staffPage>;

/** PUT /api/admin/staff/:userId/role */
export const setStaffRoleRequest = z.object({ role: staffRoleField });
export type SetStaffRoleRequest = z.input<typeof setStaffRoleRequest>;

/** GET /api/admin/outbox?to — newest first; `to` is one recipient's e-mail. */
export const outboxQuery = z.object({
  to: z.string().transform(normalizeEmail).optional(),
  ...pageQuery.shape,
});
export type OutboxQuery = z.input<typeof outboxQuery>;
export type OutboxFilters = z.output<typeof outboxQuery>;

export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxAnswer = z.object({ records: z.array(outboxMail), ...pageFields });
export type OutboxAnswer = z.infer<typeof outboxAnswer>;
