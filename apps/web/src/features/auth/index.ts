/** What other features use of the session: state, the sign-in hooks and the sign-in page helpers. */

export {
  ACCOUNT_PATH,
  LOGIN_PATH,
  leaveSignIn,
  redirectToSignIn,
  rememberLoginRedirect,
} from './login-redirect';
export {
  onSignedIn,
  onSignedOut,
  type SignedInEvent,
  type SignedInListener,
  USER_QUERY_KEY,
} from './session-events';
export {
  currentAccessToken,
  isSignedIn,
  type SessionTokens,
  useHasProfileTask,
  useIsSignedIn,
  useSessionStore,
  useUserInfo,
} from './session-store';
export { completeSignIn, loadUserInfo, signOut } from './sign-in';
