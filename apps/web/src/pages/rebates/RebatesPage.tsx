import { ActivityType } from '@tread/domain';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import Percent from 'lucide-react/icons/percent';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { ActivityCard, ActivityCardSkeletons } from '../../features/activities/ActivityCard';
import { useActivityList } from '../../features/activities/api/activity-list';
import { useMyRebates } from '../../features/activities/api/my-rebates';
import { ActivityPath } from '../../features/activities/paths';
import { RebateRow } from '../../features/activities/RebateRow';
import { ACCOUNT_PATH } from '../../features/auth/login-redirect';
import { useIsSignedIn } from '../../features/auth/session-store';
import { buttonClass } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './rebates.css';

/** Rebate and cash-back activities running now (type 5), each opening the products it covers. */
function RebateOffers() {
  const { t } = useTranslation();
  const offers = useActivityList(ActivityType.Rebate);
  let body: ReactNode;
  if (offers.isPending) body = <ActivityCardSkeletons />;
  else if (offers.isError) body = <SectionError onRetry={() => void offers.refetch()} />;
  else if (offers.data.list.length === 0) {
    body = <StatusView icon={<BadgeDollarSign size={40} />} title={t('activities.rebates.noOffers')} />;
  } else {
    body = (
      <ul className="stack-list" aria-label={t('activities.rebates.offersTitle')}>
        {offers.data.list.map((activity) => (
          <li key={activity.activityId}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section title={t('activities.rebates.offersTitle')}>
      <p className="rebates__intro">{t('activities.rebates.offersIntro')}</p>
      {body}
    </Section>
  );
}

/** What the shopper's orders earned: pending until the return window passes, then paid to the balance. */
function MyRebates() {
  const { t } = useTranslation();
  const mine = useMyRebates();
  let body: ReactNode;
  if (mine.isPending) body = <Skeleton height={64} radius={12} />;
  else if (mine.isError) body = <SectionError onRetry={() => void mine.refetch()} />;
  else if (mine.data.list.length === 0)
    body = <p className="rebates__empty">{t('activities.rebates.mineEmpty')}</p>;
  else {
    body = (
      <ul className="rebates__mine" aria-label={t('activities.rebates.mineTitle')}>
        {mine.data.list.map((rebate) => (
          <li key={`${rebate.orderNumber}-${rebate.name}`}>
            <RebateRow rebate={rebate} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section title={t('activities.rebates.mineTitle')}>
      <div className="card rebates__card">{body}</div>
    </Section>
  );
}

/** A guest is offered to sign in to see what their orders earned. */
function SignInForRebates() {
  const { t } = useTranslation();
  return (
    <Section title={t('activities.rebates.mineTitle')}>
      <div className="card rebates__guest">
        <PiggyBank size={28} aria-hidden="true" className="rebates__guest-icon" />
        <p className="rebates__guest-text">{t('activities.rebates.signInText')}</p>
        <AppLink to={ACCOUNT_PATH} className={buttonClass('secondary')}>
          {t('activities.rebates.signIn')}
        </AppLink>
      </div>
    </Section>
  );
}

/** rebates (SPEC §2 main pages): the rebate offers running now and, signed in, the shopper's own rebates. */
export default function RebatesPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.rebates'));
  const signedIn = useIsSignedIn();
  return (
    <>
      <PageHeader title={t('routes.rebates')} />
      <div className="page rebates">
        <RebateOffers />
        {signedIn ? <MyRebates /> : <SignInForRebates />}
        <AppLink to={ActivityPath.specialDiscount} className="activity-more-link">
          <Percent size={20} aria-hidden="true" />
          {t('activities.rebates.discountsLink')}
        </AppLink>
      </div>
    </>
  );
}
