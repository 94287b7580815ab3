import type { UserInfo } from '@tread/domain';
import { updateAccountDraft } from '../features/account/account-draft';
import { resetResendCountdowns } from '../features/account/code-countdown';
import { clearLogin, saveTokens, saveUserInfo, useSessionStore } from '../features/auth/session-store';
import { shopper } from './data/account';

/** This browser signed in as `user` with the tokens the test server knows (access-1, refresh-1). */
export function signInForTest(user: Partial<UserInfo> = {}, issuedAt = Date.now()): void {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 7200 }, issuedAt);
  useSessionStore.setState({ hadLogin: true });
  saveUserInfo({ ...shopper, ...user });
}

/** A fresh browser: no session, no prompt, empty account form. */
export function resetSessionForTest(): void {
  clearLogin();
  useSessionStore.setState({ expiredPrompt: false, signInRequested: false, userInfoLoaded: false });
  updateAccountDraft({ tab: 'signIn', email: '', code: '', agreed: false });
  resetResendCountdowns();
  localStorage.clear();
  sessionStorage.clear();
}
