import type { GroupDetail } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { GroupActions } from '../../features/group-buy/GroupActions';
import { GroupPageFrame } from '../../features/group-buy/GroupPageFrame';
import { MemberAvatar, OpenSeatAvatar, useMemberName } from '../../features/group-buy/GroupParts';
import { GroupStatus } from '../../features/group-buy/GroupStatus';
import { formatDateTime } from '../../ui/format';
import { Skeleton } from '../../ui/Skeleton';
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

  return (
    <GroupPageFrame
      title={t('routes.spell-members-details')}
      loading={
        <>
          <Skeleton height={120} radius={12} />
          <Skeleton height={220} radius={12} />
        </>
      }
    >
      {(group, receivedAt, refresh) => (
        <div className="page spell-members-details">
          <GroupStatus group={group} receivedAt={receivedAt} onEnd={refresh} />
          <MemberList group={group} />
          <GroupActions group={group} />
        </div>
      )}
    </GroupPageFrame>
  );
}
