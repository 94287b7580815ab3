import { notifySignedOut } from './session-events';
import { clearLogin, useSessionStore } from './session-store';

/**
 * The session could not be renewed (SPEC §4 'Session', §8 401): the login data is cleared; someone who
 * had signed in is asked once with the 'Session Expired' modal, anyone else goes to the account page.
 */
export function expireSession(): void {
  const { hadLogin, expiredPrompt } = useSessionStore.getState();
  if (expiredPrompt) return;
  clearLogin(false);
  notifySignedOut('expired');
  if (signingOut) return;
  useSessionStore.setState(hadLogin ? { expiredPrompt: true } : { signInRequested: true });
}

let signingOut = false;

/** Runs the sign-out call: a session found already over then ends quietly, without the prompt. */
export async function whileSigningOut<T>(task: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await task();
  } finally {
    signingOut = false;
  }
}

/** A guest met a call that needs signing in: open the account page (unless the modal is already asking). */
export function requestSignIn(): void {
  if (useSessionStore.getState().expiredPrompt) return;
  useSessionStore.setState({ signInRequested: true });
}

export function dismissExpiredPrompt(): void {
  useSessionStore.setState({ expiredPrompt: false });
}
