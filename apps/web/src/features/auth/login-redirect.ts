import { SESSION_STORAGE_KEYS, TAB_ROUTES, TabIndex } from '@tread/domain';
import { readSession, removeSession, writeSession } from '../../api/storage';
import { canonicalTarget, pathOf } from '../../app/routes';
import type { AppNavigator } from '../../ui/navigator';

/** The sign-up / sign-in page (SPEC §2 'account'); /pages/login/login shows the same page. */
export const ACCOUNT_PATH = '/pages/account/account';
export const LOGIN_PATH = '/pages/login/login';
export const FORGOT_PASSWORD_PATH = '/pages/forgot-password/forgot-password';

const SIGN_IN_PAGES = new Set([ACCOUNT_PATH, LOGIN_PATH, FORGOT_PASSWORD_PATH]);

export function isSignInPage(target: string): boolean {
  return SIGN_IN_PAGES.has(pathOf(canonicalTarget(target)));
}

/** Remembers where to land after signing in (SPEC §2: the stored redirect), for this browser session. */
export function rememberLoginRedirect(target: string): void {
  if (!isSignInPage(target)) writeSession(SESSION_STORAGE_KEYS.LoginRedirect, target);
}

/** The stored redirect, forgotten as it is read. */
export function takeLoginRedirect(): string | null {
  const target = readSession(SESSION_STORAGE_KEYS.LoginRedirect);
  removeSession(SESSION_STORAGE_KEYS.LoginRedirect);
  return target && !isSignInPage(target) ? target : null;
}

/** React Router keeps the index of the history entry in history.state; 0 is the first page opened. */
function hasPreviousPage(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/** After signing in: the stored redirect, else the previous page, else the tires page (SPEC §2). */
export function leaveSignIn(navigator: AppNavigator): void {
  const redirect = takeLoginRedirect();
  if (redirect) void navigator.go(redirect, { replace: true });
  else if (hasPreviousPage()) navigator.back();
  else void navigator.go(TAB_ROUTES[TabIndex.Tires], { replace: true });
}

/** From a page opened by the account page (forgot password): back to it, or to it when opened directly. */
export function backToSignIn(navigator: AppNavigator): void {
  if (hasPreviousPage()) navigator.back();
  else void navigator.go(ACCOUNT_PATH, { replace: true });
}

/** Sends a guest to the account page in place of `from`, to come back to it after signing in. */
export function redirectToSignIn(navigator: AppNavigator, from: string): void {
  rememberLoginRedirect(from);
  void navigator.go(ACCOUNT_PATH, { replace: true });
}
