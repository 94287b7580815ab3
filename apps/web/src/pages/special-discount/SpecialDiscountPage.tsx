import { ActivityType } from '@tread/domain';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import Percent from 'lucide-react/icons/percent';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { ActivityCard, ActivityCardSkeletons } from '../../features/activities/ActivityCard';
import { useActivityList } from '../../features/activities/api/activity-list';
import { ActivityPath } from '../../features/activities/paths';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';
import './special-discount.css';

/** special-discount (SPEC §2 Activities, visit id 7): the discounts running now, each opening its products. */
export default function SpecialDiscountPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.special-discount'));
  const discounts = useActivityList(ActivityType.Discount);

  let body: ReactNode;
  if (discounts.isPending) body = <ActivityCardSkeletons />;
  else if (discounts.isError) body = <SectionError onRetry={() => void discounts.refetch()} />;
  else if (discounts.data.list.length === 0) {
    body = (
      <StatusView
        icon={<Percent size={40} />}
        title={t('activities.discounts.empty')}
        text={t('activities.discounts.emptyText')}
      />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label={t('routes.special-discount')}>
        {discounts.data.list.map((activity) => (
          <li key={activity.activityId}>
            <ActivityCard activity={activity} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.special-discount')} />
      <div className="page special-discount">
        <p className="special-discount__intro">{t('activities.discounts.intro')}</p>
        {body}
        <AppLink to={ActivityPath.rebates} className="activity-more-link">
          <BadgeDollarSign size={20} aria-hidden="true" />
          {t('activities.discounts.rebatesLink')}
        </AppLink>
      </div>
    </>
  );
}
