import { BusinessLine, formatPrice, type GroupActivityDetail, type GroupSummary } from '@tread/domain';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { ActivityTimeLeft } from '../activities/ActivityTimeLeft';
import { GroupTimeLeft, MemberAvatar } from './GroupParts';
import { canJoin } from './group-rules';
import { groupDetailsPath } from './paths';
import { useJoinGroup } from './use-join-group';
import '../activities/deal.css';
import './group-buy.css';

interface OpenGroupProps {
  group: GroupSummary;
  activity: GroupActivityDetail;
  receivedAt: number;
  onEnd: () => void;
}

/** An open group: its leader, seats and time left, and 'Join'. */
function OpenGroup({ group, activity, receivedAt, onEnd }: OpenGroupProps) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  const leader = group.members.find((member) => member.leader) ?? group.members[0];
  const name = t('groupBuy.groupOf', { name: group.leaderName });
  return (
    <li className="open-group">
      {leader && <MemberAvatar member={leader} />}
      <span className="open-group__text">
        <AppLink to={groupDetailsPath(group.groupId)} className="open-group__name">
          {name}
        </AppLink>
        <span className="open-group__meta">
          {t('groupBuy.seatsLeft', { count: group.seatsLeft })}
          <GroupTimeLeft
            expiresAt={group.expiresAt}
            serverTime={activity.serverTime}
            receivedAt={receivedAt}
            onEnd={onEnd}
          />
        </span>
      </span>
      {group.members.some((member) => member.mine) ? (
        <AppLink to={groupDetailsPath(group.groupId)} className="open-group__mine">
          {t('groupBuy.you')}
        </AppLink>
      ) : (
        <Button
          variant="accent"
          className="open-group__join"
          aria-label={t('groupBuy.joinNamed', { name: group.leaderName })}
          disabled={activity.message !== null || !canJoin(group)}
          onClick={() => join(activity, group.groupId)}
        >
          {t('groupBuy.join')}
        </Button>
      )}
    </li>
  );
}

export interface GroupBuyPanelProps {
  activity: GroupActivityDetail;
  /** When the device received `activity` (its serverTime is then). */
  receivedAt: number;
  /** A group's time ran out: the open groups are read again. */
  onEnd: () => void;
}

/**
 * A product's group buy on its page: the group price against the usual price, the group size and time limit,
 * when the offer ends, and the open groups to join (SPEC §2 'prod/prod' with groupActivityId).
 */
export function GroupBuyPanel({ activity, receivedAt, onEnd }: GroupBuyPanelProps) {
  const { t } = useTranslation();
  const saving = activity.price - activity.groupPrice;
  const open = activity.groups.filter(canJoin);
  return (
    <section className="deal-panel group-panel" aria-labelledby="group-panel-title">
      <div className="group-panel__head">
        <h2 id="group-panel-title" className="deal-panel__title group-panel__title">
          <Users size={18} aria-hidden="true" />
          {t('groupBuy.tag')}
        </h2>
        <span className="group-panel__size">{t('groupBuy.size', { count: activity.groupSize })}</span>
      </div>
      <div className="deal-panel__body">
        <p className="deal-panel__prices">
          <Price
            cents={activity.groupPrice}
            wasCents={activity.price}
            perTire={activity.bizType === BusinessLine.Tire}
            className="deal-panel__price"
          />
          {saving > 0 && (
            <span className="deal-panel__save">{t('flashSale.save', { amount: formatPrice(saving) })}</span>
          )}
        </p>
        <p className="group-panel__rule">
          {t('groupBuy.timeLimit', { count: activity.timeLimitHours })}. {t('groupBuy.refundNote')}
        </p>
        {activity.message ? (
          <p className="group-panel__message">{activity.message}</p>
        ) : (
          <ActivityTimeLeft endsAt={activity.endsAt} />
        )}
        <h3 className="group-panel__subtitle">{t('groupBuy.openGroupsTitle')}</h3>
        {open.length === 0 ? (
          <p className="muted group-panel__none">{t('groupBuy.noOpenGroups')}</p>
        ) : (
          <ul className="open-groups">
            {open.map((group) => (
              <OpenGroup
                key={group.groupId}
                group={group}
                activity={activity}
                receivedAt={receivedAt}
                onEnd={onEnd}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** The product page's sticky 'Start a group', off with the offer's own words while groups cannot be started. */
export function GroupBuyBar({ activity }: { activity: GroupActivityDetail }) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  return (
    <div className="deal-bar">
      <Button variant="accent" block disabled={activity.message !== null} onClick={() => join(activity)}>
        {activity.message ?? `${t('groupBuy.startGroup')} · ${formatPrice(activity.groupPrice)}`}
      </Button>
    </div>
  );
}
