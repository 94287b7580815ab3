import { GroupState } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { GroupActions } from '../../features/group-buy/GroupActions';
import { GroupPageFrame } from '../../features/group-buy/GroupPageFrame';
import { GroupSeats } from '../../features/group-buy/GroupSeats';
import { GroupProductStrip, GroupStatus } from '../../features/group-buy/GroupStatus';
import { groupMembersPath } from '../../features/group-buy/paths';
import { AppLink } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';
import './spell-group-details.css';

/** spell-group-details?groupId= (SPEC §2, 'group details'): who joined, seats and time left, share or join. */
export default function SpellGroupDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.spell-group-details'));

  return (
    <GroupPageFrame
      title={t('routes.spell-group-details')}
      loading={
        <>
          <Skeleton height={90} radius={12} />
          <Skeleton height={260} radius={12} />
        </>
      }
    >
      {(group, receivedAt, refresh) => (
        <div className="page spell-group-details">
          <GroupProductStrip group={group} />
          <section className="spell-group-details__card" aria-label={t('routes.spell-group-details')}>
            <GroupStatus group={group} receivedAt={receivedAt} onEnd={refresh} />
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
      )}
    </GroupPageFrame>
  );
}
