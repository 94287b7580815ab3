import { TAB_ROUTES, TabIndex } from '@tread/domain';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { type AccountTab, updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { isSignedIn } from '../../features/auth/session-store';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import './account.css';

/** Sign in, or sign up with a mailed code (SPEC §2 'account'; /pages/login/login shows it too). */
export default function AccountPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const tab = useAccountDraft((draft) => draft.tab);
  const ids = { signIn: useId(), signUp: useId() };
  const checkedOnArrival = useRef(false);
  usePageTitle(t('routes.account'));

  useEffect(() => {
    if (checkedOnArrival.current) return;
    checkedOnArrival.current = true;
    if (!isSignedIn()) return;
    showToast(t('account.signIn.alreadySignedIn'));
    void navigator.go(TAB_ROUTES[TabIndex.User], { replace: true });
  }, [navigator, t]);

  const tabButton = (key: AccountTab, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids[key]}-tab`}
      aria-selected={tab === key}
      aria-controls={ids[key]}
      className={`account-tabs__tab${tab === key ? ' account-tabs__tab--active' : ''}`}
      onClick={() => updateAccountDraft({ tab: key })}
    >
      {label}
    </button>
  );

  return (
    <>
      <PageHeader title={t('routes.account')} />
      <div className="page account-page">
        <div className="account-hero">
          <h2 className="account-hero__title">{t('account.signIn.welcome')}</h2>
          <p className="account-hero__text">{t('account.signIn.intro')}</p>
        </div>
        <div className="account-tabs" role="tablist" aria-label={t('account.signIn.tabsLabel')}>
          {tabButton('signIn', t('account.signIn.signInTab'))}
          {tabButton('signUp', t('account.signIn.signUpTab'))}
        </div>
        <div id={ids[tab]} role="tabpanel" aria-labelledby={`${ids[tab]}-tab`}>
          {tab === 'signIn' ? <SignInForm /> : <SignUpForm />}
        </div>
      </div>
    </>
  );
}
