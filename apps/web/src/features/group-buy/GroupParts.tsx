import type { GroupMember } from '@tread/domain';
import Crown from 'lucide-react/icons/crown';
import UserPlus from 'lucide-react/icons/user-plus';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../ui/Countdown';
import { onDeviceClock } from '../../ui/countdown';
import { initialOf } from './group-rules';
import './group-buy.css';

/** A member as shown: 'You' for the shopper's own seat, the masked name ('J***') for others. */
export function useMemberName(): (member: GroupMember) => string {
  const { t } = useTranslation();
  return (member) => (member.mine ? t('groupBuy.you') : member.name);
}

/** A member's initial in a circle, a crown on the leader's, faded until they have paid. */
export function MemberAvatar({ member, large = false }: { member: GroupMember; large?: boolean }) {
  const nameOf = useMemberName();
  return (
    <span
      className={`member-avatar${large ? ' member-avatar--large' : ''}${member.paid ? '' : ' member-avatar--unpaid'}${member.mine ? ' member-avatar--mine' : ''}`}
      aria-hidden="true"
    >
      {initialOf(nameOf(member))}
      {member.leader && (
        <span className="member-avatar__crown">
          <Crown size={11} />
        </span>
      )}
    </span>
  );
}

/** An empty seat: a dashed circle. */
export function OpenSeatAvatar({ large = false }: { large?: boolean }) {
  return (
    <span
      className={`member-avatar member-avatar--open${large ? ' member-avatar--large' : ''}`}
      aria-hidden="true"
    >
      <UserPlus size={large ? 20 : 16} />
    </span>
  );
}

export interface GroupTimeLeftProps {
  expiresAt: string;
  /** The answer's server time and when it arrived, to follow the server's clock; null reads the device's. */
  serverTime: string | null;
  receivedAt: number;
  onEnd?: () => void;
}

/** '5:12:03 left' until the group's time limit, then 'Time is up'. */
export function GroupTimeLeft({ expiresAt, serverTime, receivedAt, onEnd }: GroupTimeLeftProps) {
  const { t } = useTranslation();
  const endsAt = serverTime ? onDeviceClock(expiresAt, serverTime, receivedAt) : Date.parse(expiresAt);
  return (
    <Countdown
      endsAt={endsAt}
      text={(time) => t('groupBuy.timeLeft', { time })}
      overText={t('groupBuy.timeUp')}
      onEnd={onEnd}
      className="group-countdown"
    />
  );
}
