import { APP_VERSION } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { useEnabledPolicyPages } from '../../features/config/api/policy-pages';
import { policyPath } from '../../features/support/policy-path';
import { AppLink } from '../../ui/navigator';

/** Enabled policy links, the app version and the copyright line. */
export function HomeFooter() {
  const { t } = useTranslation();
  const policies = useEnabledPolicyPages();
  return (
    <footer className="home-footer">
      {policies.data && policies.data.length > 0 && (
        <nav aria-label={t('home.footer.policies')}>
          <ul className="home-footer__links">
            {policies.data.map((policy) => (
              <li key={policy.key}>
                <AppLink to={policyPath(policy.key)} className="home-footer__link">
                  {policy.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="home-footer__meta">
        {t('home.footer.version', { version: APP_VERSION })}
        <br />
        {t('home.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
