import FileQuestion from 'lucide-react/icons/file-question-mark';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { HOME_ROUTE } from '../../app/routes';
import { usePageTitle } from '../../app/use-page-title';
import { isPolicyKey, usePolicyPage } from '../../features/support/api/policy-page';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './terms.css';

function Missing() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <StatusView
      icon={<FileQuestion size={40} />}
      title={t('errors.pageDoesNotExist')}
      text={t('policy.missingText')}
      action={
        <Button variant="secondary" onClick={() => void navigator.go(HOME_ROUTE.path, { replace: true })}>
          {t('nav.backHome')}
        </Button>
      }
    />
  );
}

function PolicySkeleton() {
  return (
    <div className="policy" aria-hidden="true">
      <Skeleton height={32} width="70%" />
      <Skeleton height={18} width="40%" />
      <Skeleton height={80} />
      <Skeleton height={24} width="55%" />
      <Skeleton height={120} />
    </div>
  );
}

/** One policy page (terms, privacy, returns...) picked by the query `sts`. */
export default function TermsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('sts');
  const policy = usePolicyPage(key);
  const missing = !isPolicyKey(key) || (isApiError(policy.error) && policy.error.status === 404);
  const title = policy.data?.title ?? (missing ? t('errors.pageDoesNotExist') : t('routes.terms-page'));
  usePageTitle(title);

  return (
    <>
      <PageHeader title={title} />
      {missing ? (
        <Missing />
      ) : policy.isPending ? (
        <PolicySkeleton />
      ) : policy.isError ? (
        <div className="policy">
          <SectionError onRetry={() => void policy.refetch()} />
        </div>
      ) : (
        <article className="policy">
          <header className="policy__head">
            <h2 className="page-title">{policy.data.title}</h2>
            <p className="policy__updated">
              {t('policy.updated', { date: formatDate(policy.data.updatedAt) })}
            </p>
          </header>
          <p className="policy__summary">{policy.data.summary}</p>
          {policy.data.sections.map((section) => (
            <section key={section.heading} className="policy__section">
              <h3 className="policy__heading">{section.heading}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
      )}
    </>
  );
}
