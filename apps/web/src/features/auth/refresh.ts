import type { LoginResult } from '@tread/domain';
import { expireSession } from './expiry';
import {
  adoptSharedSession,
  currentTokens,
  refreshDueAt,
  reloadStoredSession,
  saveTokens,
} from './session-store';
import { readSharedSession, sharedSessionWritten } from './shared-tokens';

/** POST /token/refresh with a refresh token; rejects with an error carrying the HTTP `status` when refused. */
export type RefreshCall = (refreshToken: string) => Promise<Omit<LoginResult, 'haveRegister'>>;

/** Why a refresh is wanted: a call was refused with this access token, or the token is past half its life. */
export type RenewReason = { rejectedToken: string } | { halfLife: true };

/** One name for every tab of this origin, so only one of them refreshes at a time. */
export const REFRESH_LOCK_NAME = 'tread:token-refresh';

let inFlight: Promise<string | null> | null = null;

/** The server refused the refresh token (revoked, expired, rotated): the session is over. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Runs `task` holding the cross-tab lock when the browser has one (Web Locks), else as is. */
function underLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks?.request ? (locks.request(REFRESH_LOCK_NAME, task) as Promise<T>) : task();
}

async function renewUnderLock(call: RefreshCall, reason: RenewReason): Promise<string | null> {
  // Another tab may have refreshed (or signed out) while this one waited: its tokens are the truth,
  // and refreshing again with the old, rotated refresh token would make the server revoke the session.
  await reloadStoredSession();
  const shared = await readSharedSession();
  if (shared) adoptSharedSession(shared);
  const stored = currentTokens();
  if (!stored) return null;
  if ('rejectedToken' in reason) {
    if (stored.accessToken !== reason.rejectedToken) return stored.accessToken;
  } else if (Date.now() < refreshDueAt(stored)) {
    return stored.accessToken;
  }

  try {
    const fresh = saveTokens(await call(stored.refreshToken));
    // The next tab to take the lock must find these tokens.
    await sharedSessionWritten();
    return fresh.accessToken;
  } catch (error) {
    if (!isRefusal(error)) throw error;
    expireSession();
    return null;
  }
}

function join(call: RefreshCall, reason: RenewReason): Promise<string | null> {
  inFlight ??= underLock(() => renewUnderLock(call, reason)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * One shared token refresh (SPEC §7, §9). Every caller waiting at the same time gets the same answer: the
 * access token to use, or null when the session is over (then the login data is already cleared and the
 * shopper told once). Rejects only when the server could not be reached; the session is kept then.
 */
export function renewSession(call: RefreshCall, reason: RenewReason): Promise<string | null> {
  if (!('rejectedToken' in reason)) return join(call, reason);
  const current = currentTokens()?.accessToken;
  // Refreshed since that call went out: simply use the new token.
  if (current && current !== reason.rejectedToken) return Promise.resolve(current);
  // A half-life check already running may find nothing to do; the refused token still needs replacing.
  return join(call, reason).then((token) => (token === reason.rejectedToken ? join(call, reason) : token));
}

/** Refreshes silently once the token has passed half its life; does nothing before or when signed out. */
export async function refreshIfDue(call: RefreshCall): Promise<void> {
  const tokens = currentTokens();
  if (!tokens || Date.now() < refreshDueAt(tokens)) return;
  try {
    await renewSession(call, { halfLife: true });
  } catch {
    // Offline or server trouble: the session stays, the next focus or timer tries again.
  }
}
