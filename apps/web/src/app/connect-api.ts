import { connectClient } from '../api/client';
import { postTokenRefresh } from '../features/auth/api/token-refresh';
import { expireSession, requestSignIn } from '../features/auth/expiry';
import { renewSession } from '../features/auth/refresh';
import { currentAccessToken } from '../features/auth/session-store';
import { isFirstLaunch } from './launch';

/** Gives the fetch client the session and the first-launch quiet it needs; once, before the first call. */
export function connectApiClient(): void {
  connectClient({
    accessToken: currentAccessToken,
    renew: (rejectedToken) => renewSession(postTokenRefresh, { rejectedToken }),
    guestRefused: requestSignIn,
    sessionOver: expireSession,
    quiet: isFirstLaunch,
  });
}
