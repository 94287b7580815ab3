/** Account rules the issue adds to the spec: roles, verification-code limits and their messages. */

/** Who a signed-in person is: shoppers are customers; the rest are staff of the store. */
export const UserRole = {
  Customer: 'customer',
  Merchant: 'merchant',
  Operations: 'operations',
  CustomerService: 'customer_service',
  Admin: 'admin',
} as const;
export type UserRole = (typeof UserRole)[keyof typeof UserRole];
export const USER_ROLES = Object.values(UserRole) as [UserRole, ...UserRole[]];

export const STAFF_ROLES: readonly UserRole[] = [
  UserRole.Merchant,
  UserRole.Operations,
  UserRole.CustomerService,
  UserRole.Admin,
];
export const isStaffRole = (role: UserRole): boolean => STAFF_ROLES.includes(role);

/** What a mailed verification code is for. */
export const VerificationPurpose = { Register: 'register', Reset: 'reset' } as const;
export type VerificationPurpose = (typeof VerificationPurpose)[keyof typeof VerificationPurpose];

export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong tries after which a code is void and a new one must be requested. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;

/** Account messages the spec states as rules without words. */
export const AccountMessages = {
  EmailAlreadyRegistered: 'This email address is already registered, please sign in.',
  VerificationCodeIncorrect: 'The verification code is incorrect, please check and try again.',
  VerificationCodeExpired: 'The verification code has expired, please request a new one.',
  VerificationCodeTooManyTries: 'Too many incorrect attempts, please request a new verification code.',
  codeResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  OldPasswordIncorrect: 'The current password you entered is incorrect.',
  AvatarNotUploaded: 'Please upload the avatar image first.',
  GenderInvalid: 'Please choose man or woman.',
  RoleInvalid: 'Please choose a staff role.',
  AdjustmentReasonRequired: 'Please say why the balance is adjusted.',
  AdjustmentReasonTooLong: 'The reason can be at most 140 characters.',
  adjustmentOverLimit: (limit: string) =>
    `Customer service may adjust a balance by at most ${limit} at a time; ask an administrator.`,
  StaffSelfChange: 'You cannot change your own role or disable your own account.',
} as const;
