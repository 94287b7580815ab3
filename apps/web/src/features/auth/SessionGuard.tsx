import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPage } from '../../app/routes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useNavigator } from '../../ui/navigator';
import { postTokenRefresh } from './api/token-refresh';
import { dismissExpiredPrompt } from './expiry';
import { ACCOUNT_PATH, redirectToSignIn } from './login-redirect';
import { onSignedOut, USER_QUERY_KEY } from './session-events';
import { useSessionStore } from './session-store';
import { loadUserInfo } from './sign-in';
import { startSessionUpkeep } from './upkeep';
import './session.css';

interface SessionExpiredModalProps {
  open: boolean;
  onSignIn: () => void;
  onCancel: () => void;
}

/** SPEC §8 401: 'Session Expired' / 'Your session has expired, please sign in again!' with sign in or cancel. */
function SessionExpiredModal({ open, onSignIn, onCancel }: SessionExpiredModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('account.session.expiredTitle')}
      onClose={onCancel}
      footer={
        <div className="session-modal__actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('account.session.cancel')}
          </Button>
          <Button onClick={onSignIn}>{t('account.session.signIn')}</Button>
        </div>
      }
    >
      <p>{t('account.session.expiredBody')}</p>
    </Modal>
  );
}

/**
 * The session's life in the app: silent refresh, user info at start, other tabs' changes, guests sent to
 * sign in from pages that need it (SPEC §6) or after a 401, and the session-expired modal.
 */
export function SessionGuard() {
  const navigator = useNavigator();
  const location = useLocation();
  const queryClient = useQueryClient();
  const signedIn = useSessionStore((state) => state.tokens !== null);
  const prompting = useSessionStore((state) => state.expiredPrompt);
  const signInRequested = useSessionStore((state) => state.signInRequested);
  const here = `${location.pathname}${location.search}`;
  const needsLogin = findPage(location.pathname)?.needsLogin ?? false;
  // The page the shopper is leaving after Cancel: not sent to sign in on the way out.
  const leaving = useRef<string | null>(null);

  useEffect(() => {
    const stop = startSessionUpkeep(postTokenRefresh);
    if (useSessionStore.getState().tokens) void loadUserInfo();
    else useSessionStore.setState({ userInfoLoaded: true });
    return stop;
  }, []);

  useEffect(() => onSignedOut(() => queryClient.removeQueries({ queryKey: USER_QUERY_KEY })), [queryClient]);

  useEffect(() => {
    if (needsLogin && !signedIn && !prompting && leaving.current !== here) redirectToSignIn(navigator, here);
  }, [needsLogin, signedIn, prompting, navigator, here]);

  useEffect(() => {
    if (!signInRequested) return;
    useSessionStore.setState({ signInRequested: false });
    // Pushed, so that after signing in the shopper comes back here (SPEC §2 'previous page').
    void navigator.go(ACCOUNT_PATH);
  }, [signInRequested, navigator]);

  return (
    <SessionExpiredModal
      open={prompting}
      onSignIn={() => {
        dismissExpiredPrompt();
        redirectToSignIn(navigator, here);
      }}
      onCancel={() => {
        leaving.current = here;
        dismissExpiredPrompt();
        navigator.back();
      }}
    />
  );
}
