import { APP_VERSION } from '@tread/domain';
import Activity from 'lucide-react/icons/activity';
import FileText from 'lucide-react/icons/file-text';
import Info from 'lucide-react/icons/info';
import UserRound from 'lucide-react/icons/user-round';
import { useTranslation } from 'react-i18next';
import { findRoute } from '../../app/routes';
import { usePageTitle } from '../../app/use-page-title';
import { ACCOUNT_PATH } from '../../features/auth/login-redirect';
import { useIsSignedIn } from '../../features/auth/session-store';
import { useEnabledPolicyPages } from '../../features/config/api/policy-pages';
import { policyPath } from '../../features/support/policy-path';
import { SupportList } from '../../features/support/SupportList';
import { buttonClass } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { List, ListRow } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { SignedInCenter } from './SignedInCenter';
import './user.css';

const healthCheckPath =
  findRoute('/pages/health-check/health-check')?.path ?? '/pages/health-check/health-check';

function PolicyList() {
  const policies = useEnabledPolicyPages();
  if (policies.isPending) return <Skeleton height={224} radius={12} />;
  if (policies.isError) return <SectionError onRetry={() => void policies.refetch()} />;
  return (
    <List>
      {policies.data.map((policy) => (
        <ListRow
          key={policy.key}
          icon={<FileText size={20} />}
          title={policy.title}
          to={policyPath(policy.key)}
        />
      ))}
    </List>
  );
}

function GuestCard() {
  const { t } = useTranslation();
  return (
    <section className="guest-card">
      <div className="guest-card__top">
        <span className="guest-card__avatar" aria-hidden="true">
          <UserRound size={34} />
        </span>
        <div>
          <h2 className="guest-card__title">{t('user.guestTitle')}</h2>
          <p className="guest-card__text">{t('user.guestText')}</p>
        </div>
      </div>
      <AppLink to={ACCOUNT_PATH} className={buttonClass('secondary', true, 'guest-card__cta')}>
        {t('account.me.signInButton')}
      </AppLink>
    </section>
  );
}

export default function UserPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  usePageTitle(t('routes.user'));
  return (
    <div className="page">
      <h1 className="visually-hidden">{t('routes.user')}</h1>
      {signedIn ? <SignedInCenter /> : <GuestCard />}

      <Section title={t('user.helpTitle')}>
        <PolicyList />
      </Section>

      <Section title={t('user.supportTitle')}>
        <SupportList />
      </Section>

      <Section title={t('user.aboutTitle')}>
        <List>
          <ListRow icon={<Info size={20} />} title={t('user.version')} value={APP_VERSION} />
          <ListRow icon={<Activity size={20} />} title={t('user.serverStatus')} to={healthCheckPath} />
        </List>
      </Section>
    </div>
  );
}
