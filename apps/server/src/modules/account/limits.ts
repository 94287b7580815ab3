import type { GuessBrakeRule } from '../../platform/guess-brake';
import type { IpAndEmailPolicy, LimitRule } from '../../platform/rate-limit';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Sign-in guesses (issue 11): one address may try many e-mails only so fast, and each IP and e-mail pair
 * waits longer after every wrong password (1 s, 2 s, 4 s... up to 15 min) once five were free. No count is
 * kept per e-mail alone, so nobody can lock an owner out of their account from somewhere else.
 */
export const LoginLimits = {
  perIp: { max: 50, windowMs: 15 * MINUTE_MS } satisfies LimitRule,
  perIpAndEmail: {
    freeTries: 5,
    firstWaitMs: 1000,
    maxWaitMs: 15 * MINUTE_MS,
    forgetAfterMs: 24 * HOUR_MS,
    maxKeys: 100_000,
  } satisfies GuessBrakeRule,
};

/** A client refreshes once per access token (hours); this only stops a token-guessing flood from one address. */
export const REFRESH_PER_IP: LimitRule = { max: 60, windowMs: MINUTE_MS };

/** Brute-force brakes on the calls that guess codes or send mail (issue 3). */
export const AccountLimits = {
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
