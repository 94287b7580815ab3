import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useGroupActivityList } from '../../features/group-buy/api/group-activity-list';
import { GroupActivityCard } from '../../features/group-buy/GroupActivityCard';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './a-bulk-list.css';

/** a-bulk-list (SPEC §2 Activities): the products on group buy; each opens its page to start or join a group. */
export default function ABulkListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.a-bulk-list'));
  const activities = useGroupActivityList();

  let body: ReactNode;
  if (activities.isPending) {
    body = (
      <div className="a-bulk-list__placeholders" aria-hidden="true">
        <Skeleton height={132} radius={12} />
        <Skeleton height={132} radius={12} />
        <Skeleton height={132} radius={12} />
      </div>
    );
  } else if (activities.isError) {
    body = <SectionError onRetry={() => void activities.refetch()} />;
  } else if (activities.data.list.length === 0) {
    body = (
      <StatusView icon={<Users size={40} />} title={t('groupBuy.empty')} text={t('groupBuy.emptyText')} />
    );
  } else {
    body = (
      <ul className="stack-list" aria-label={t('groupBuy.listLabel')}>
        {activities.data.list.map((activity) => (
          <li key={activity.groupActivityId}>
            <GroupActivityCard activity={activity} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.a-bulk-list')} />
      <div className="page a-bulk-list">
        <p className="a-bulk-list__intro">{t('groupBuy.intro')}</p>
        {body}
      </div>
    </>
  );
}
