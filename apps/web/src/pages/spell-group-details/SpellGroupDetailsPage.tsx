import { GroupState } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { readIdParam } from '../../features/catalog/paths';
import { useGroupDetail } from '../../features/group-buy/api/group-detail';
import { GroupActions } from '../../features/group-buy/GroupActions';
import { GroupSeats } from '../../features/group-buy/GroupSeats';
import { GroupProductStrip, GroupStatus } from '../../features/group-buy/GroupStatus';
import { GroupBuyPath, groupMembersPath } from '../../features/group-buy/paths';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './spell-group-details.css';

/** spell-group-details?groupId= (SPEC §2, 'group details'): who joined, seats and time left, share or join. */
export default function SpellGroupDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.spell-group-details'));
  const [params] = useSearchParams();
  const groupId = readIdParam(params.get('groupId'));
  const detail = useGroupDetail(groupId);
  // An unknown or ended one is told in the server's words, not as a failure to retry.
  const refused =
    isApiError(detail.error) && detail.error.status >= 400 && detail.error.status < 500
      ? detail.error.message
      : null;

  let body: ReactNode;
  if (groupId === null || refused !== null) {
    body = (
      <StatusView
        icon={<Users size={40} />}
        title={refused ?? t('groupBuy.notFound')}
        action={
          <AppLink to={GroupBuyPath.list} className={buttonClass('accent')}>
            {t('groupBuy.backToList')}
          </AppLink>
        }
      />
    );
  } else if (detail.isError) {
    body = (
      <div className="page">
        <SectionError onRetry={() => void detail.refetch()} />
      </div>
    );
  } else if (!detail.data) {
    body = (
      <div className="page" aria-hidden="true">
        <Skeleton height={90} radius={12} />
        <Skeleton height={260} radius={12} />
      </div>
    );
  } else {
    const group = detail.data;
    body = (
      <div className="page spell-group-details">
        <GroupProductStrip group={group} />
        <section className="spell-group-details__card" aria-label={t('routes.spell-group-details')}>
          <GroupStatus group={group} receivedAt={detail.dataUpdatedAt} onEnd={() => void detail.refetch()} />
          <GroupSeats group={group} />
          <AppLink to={groupMembersPath(group.groupId)} className="spell-group-details__members">
            {t('groupBuy.membersLink')}
            <ChevronRight size={18} aria-hidden="true" />
          </AppLink>
        </section>
        {group.state === GroupState.Open && (
          <p className="spell-group-details__note">{t('groupBuy.refundNote')}</p>
        )}
        <GroupActions group={group} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.spell-group-details')} />
      {body}
    </>
  );
}
