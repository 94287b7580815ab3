import type { GroupDetail } from '@tread/domain';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { readIdParam } from '../../features/catalog/paths';
import { useGroupDetail } from '../../features/group-buy/api/group-detail';
import { GroupActions } from '../../features/group-buy/GroupActions';
import { MemberAvatar, OpenSeatAvatar, useMemberName } from '../../features/group-buy/GroupParts';
import { GroupStatus } from '../../features/group-buy/GroupStatus';
import { GroupBuyPath } from '../../features/group-buy/paths';
import { buttonClass } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './spell-members-details.css';

/** Every member with the leader marked, paid or awaiting payment and when they joined, then the open seats. */
function MemberList({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  return (
    <ul className="member-list" aria-label={t('routes.spell-members-details')}>
      {group.members.map((member) => (
        <li key={`${member.joinedAt}-${member.name}`} className="member-row">
          <MemberAvatar member={member} />
          <span className="member-row__text">
            <span className="member-row__name">
              {nameOf(member)}
              {member.leader && <span className="member-row__leader">{t('groupBuy.leader')}</span>}
              <span className={`member-row__paid${member.paid ? '' : ' member-row__paid--no'}`}>
                {member.paid ? t('groupBuy.paid') : t('groupBuy.unpaid')}
              </span>
            </span>
            <span className="member-row__joined">
              {t('groupBuy.joinedAt', { time: formatDateTime(member.joinedAt) })}
            </span>
          </span>
        </li>
      ))}
      {Array.from({ length: Math.max(0, group.seatsLeft) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have no identity
        <li key={index} className="member-row member-row--open">
          <OpenSeatAvatar />
          <span className="member-row__text">
            <span className="member-row__name">{t('groupBuy.openSeat')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** spell-members-details?groupId= (SPEC §2 Activities): the group's members, its seats and time left. */
export default function SpellMembersDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.spell-members-details'));
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
        <Skeleton height={120} radius={12} />
        <Skeleton height={220} radius={12} />
      </div>
    );
  } else {
    const group = detail.data;
    body = (
      <div className="page spell-members-details">
        <GroupStatus group={group} receivedAt={detail.dataUpdatedAt} onEnd={() => void detail.refetch()} />
        <MemberList group={group} />
        <GroupActions group={group} />
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.spell-members-details')} />
      {body}
    </>
  );
}
