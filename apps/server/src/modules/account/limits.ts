import type { IpAndEmailPolicy } from '../../platform/rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Brute-force brakes on the calls that guess passwords or codes or send mail (issue 3). */
export const AccountLimits = {
  login: {
    name: 'login',
    perIp: { max: 50, windowMs: 15 * MINUTE_MS },
    perEmail: { max: 10, windowMs: 15 * MINUTE_MS },
  },
  sendCode: {
    name: 'send-code',
    perIp: { max: 20, windowMs: HOUR_MS },
    perEmail: { max: 6, windowMs: HOUR_MS },
  },
  register: {
    name: 'register',
    perIp: { max: 20, windowMs: HOUR_MS },
    perEmail: { max: 10, windowMs: HOUR_MS },
  },
  resetPassword: {
    name: 'reset',
    perIp: { max: 20, windowMs: HOUR_MS },
    perEmail: { max: 10, windowMs: HOUR_MS },
  },
} satisfies Record<string, IpAndEmailPolicy>;
