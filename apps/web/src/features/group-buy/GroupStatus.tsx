import { BusinessLine, type GroupDetail, GroupState } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { modelName } from '../catalog/paths';
import { GroupTimeLeft } from './GroupParts';
import { groupStateTextKey, isMember } from './group-rules';
import { groupProductPath } from './paths';
import '../activities/deal.css';
import './group-buy.css';

/** The group's product, its group price and size; opens the product page with the group buy. */
export function GroupProductStrip({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const { activity } = group;
  return (
    <AppLink to={groupProductPath(activity)} className="group-product">
      <img className="group-product__image" src={activity.image} alt="" width={64} height={64} />
      <span className="group-product__text">
        <span className="group-product__name">
          {activity.brandName} {modelName(activity.prodName, activity.brandName)}
        </span>
        <span className="group-product__meta">
          <span className="deal-chip group-size">{t('groupBuy.size', { count: group.size })}</span>
          {activity.displaySize}
        </span>
        <Price
          cents={activity.groupPrice}
          wasCents={activity.price}
          perTire={activity.bizType === BusinessLine.Tire}
          className="group-product__price"
        />
      </span>
    </AppLink>
  );
}

export interface GroupStatusProps {
  group: GroupDetail;
  receivedAt: number;
  /** The time limit ran out: the group is read again (it has failed, or filled just in time). */
  onEnd: () => void;
}

/**
 * Where a group stands in plain words: how many more it needs and the time left while open; complete, failed
 * or closed after, told to a member as what happens to their order (refunded, being processed).
 */
export function GroupStatus({ group, receivedAt, onEnd }: GroupStatusProps) {
  const { t } = useTranslation();
  const mine = isMember(group, group.myOrderNumber);
  const open = group.state === GroupState.Open;
  let title: string;
  if (!open) title = t(`groupBuy.state.${group.state}`);
  else if (group.seatsLeft > 0) title = t('groupBuy.needsMore', { count: group.seatsLeft });
  else title = t('groupBuy.waitingPayment');
  return (
    <div className={`group-status group-status--${group.state}`}>
      <h2 className="group-status__title">{title}</h2>
      <p className="group-status__text">{t(groupStateTextKey(group.state, mine))}</p>
      <p className="group-status__figures">
        <span>
          {t('groupBuy.joined', { taken: group.seatsTaken, size: group.size })}
          {open && ` · ${t('groupBuy.seatsLeft', { count: group.seatsLeft })}`}
        </span>
        {open && (
          <GroupTimeLeft
            expiresAt={group.expiresAt}
            serverTime={group.serverTime}
            receivedAt={receivedAt}
            onEnd={onEnd}
          />
        )}
      </p>
    </div>
  );
}
