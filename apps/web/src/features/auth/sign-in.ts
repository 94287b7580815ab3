import type { LoginResult, UserInfo } from '@tread/domain';
import { postLogout } from './api/logout';
import { fetchUserInfo } from './api/user-info';
import { whileSigningOut } from './expiry';
import { notifySignedIn, notifySignedOut } from './session-events';
import { clearLogin, saveTokens, saveUserInfo, useSessionStore } from './session-store';

/** GET /p/user/userInfo into the store; the loaded flag is set either way (SPEC §4 'User info loading'). */
export async function loadUserInfo(): Promise<UserInfo | null> {
  try {
    const info = await fetchUserInfo();
    saveUserInfo(info);
    return info;
  } catch {
    useSessionStore.setState({ userInfoLoaded: true });
    return null;
  }
}

/** Keeps a login result (sign-in, sign-up), loads the user and runs the onSignedIn hooks. */
export async function completeSignIn(result: LoginResult): Promise<void> {
  saveTokens(result);
  useSessionStore.setState({
    hadLogin: true,
    userInfoLoaded: false,
    expiredPrompt: false,
    signInRequested: false,
  });
  const info = await loadUserInfo();
  await notifySignedIn({ userInfo: info });
}

/** Ends the session on the server (best effort) and forgets it here. */
export async function signOut(): Promise<void> {
  try {
    // A token past its life is renewed first, so the server really ends the session.
    await whileSigningOut(postLogout);
  } catch {
    // A session the server no longer knows is already over.
  }
  // A session found over on the way out was already cleared.
  if (!useSessionStore.getState().tokens) return;
  clearLogin(false);
  notifySignedOut('signed-out');
}
