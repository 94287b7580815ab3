import type { UserInfo } from '@tread/domain';

/** What a sign-in hook is told: the user now signed in (null if their info could not be loaded yet). */
export interface SignedInEvent {
  userInfo: UserInfo | null;
}

/** First part of the query key of everything read for the signed-in user; dropped at sign-out. */
export const USER_QUERY_KEY = ['me'] as const;

export type SignedInListener = (event: SignedInEvent) => void | Promise<void>;
export type SignedOutListener = (reason: 'signed-out' | 'expired') => void;

const signedInListeners = new Set<SignedInListener>();
const signedOutListeners = new Set<SignedOutListener>();

/**
 * Runs `listener` after every sign-in or sign-up, before the shopper is taken on (e.g. merging the guest
 * cart or tire library into the account). Returns the function that removes it.
 */
export function onSignedIn(listener: SignedInListener): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

/** Runs `listener` when the login data is cleared: the shopper signed out or the session expired. */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Runs every sign-in hook; one that fails is logged and never blocks the sign-in. */
export async function notifySignedIn(event: SignedInEvent): Promise<void> {
  const results = await Promise.allSettled([...signedInListeners].map(async (listener) => listener(event)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('A sign-in hook failed', result.reason);
  }
}

export function notifySignedOut(reason: 'signed-out' | 'expired'): void {
  for (const listener of signedOutListeners) {
    try {
      listener(reason);
    } catch (error) {
      console.error('A sign-out hook failed', error);
    }
  }
}
