import type { GroupSummary } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { MemberAvatar, OpenSeatAvatar, useMemberName } from './GroupParts';
import './group-buy.css';

/** Every seat of a group: members (leader marked, paid or not) first, then the empty seats as dashed circles. */
export function GroupSeats({ group }: { group: Pick<GroupSummary, 'members' | 'seatsLeft'> }) {
  const { t } = useTranslation();
  const nameOf = useMemberName();
  return (
    <ul className="group-seats" aria-label={t('groupBuy.seatsLabel')}>
      {group.members.map((member) => (
        <li key={`${member.joinedAt}-${member.name}`} className="group-seat">
          <MemberAvatar member={member} large />
          <span className="group-seat__name">{nameOf(member)}</span>
          <span className={`group-seat__note${member.paid ? '' : ' group-seat__note--unpaid'}`}>
            {member.leader ? `${t('groupBuy.leader')} · ` : ''}
            {member.paid ? t('groupBuy.paid') : t('groupBuy.unpaid')}
          </span>
        </li>
      ))}
      {Array.from({ length: Math.max(0, group.seatsLeft) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have no identity
        <li key={index} className="group-seat group-seat--open">
          <OpenSeatAvatar large />
          <span className="group-seat__name">{t('groupBuy.openSeat')}</span>
        </li>
      ))}
    </ul>
  );
}
