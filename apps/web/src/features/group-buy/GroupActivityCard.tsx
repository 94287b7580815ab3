import { type GroupActivityCard as Activity, BusinessLine } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { modelName } from '../catalog/paths';
import { groupProductPath } from './paths';
import '../activities/deal.css';
import './group-buy.css';

/** One product of the group-buy list: group price against the usual price, group size, time limit, open groups. */
export function GroupActivityCard({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={groupProductPath(activity)}
      className={`deal-card group-card${activity.message ? ' deal-card--over' : ''}`}
    >
      <img className="deal-card__image" src={activity.image} alt="" width={96} height={96} loading="lazy" />
      <span className="deal-card__body">
        <span className="group-card__chips">
          <span className="deal-chip group-size">
            <Users size={14} aria-hidden="true" />
            {t('groupBuy.size', { count: activity.groupSize })}
          </span>
          <span className="deal-card__note">
            {t('groupBuy.timeLimit', { count: activity.timeLimitHours })}
          </span>
        </span>
        <span className="deal-card__name">
          <span className="deal-card__brand">{activity.brandName}</span>{' '}
          {modelName(activity.prodName, activity.brandName)}
        </span>
        {activity.displaySize && <span className="deal-card__note">{activity.displaySize}</span>}
        <Price
          cents={activity.groupPrice}
          wasCents={activity.price}
          perTire={activity.bizType === BusinessLine.Tire}
          className="deal-card__price"
        />
        <span className="group-card__foot">
          {activity.message ? (
            <span className="group-card__message">{activity.message}</span>
          ) : (
            <span className="group-card__open">
              {activity.openGroups > 0
                ? t('groupBuy.openGroups', { count: activity.openGroups })
                : t('groupBuy.noneOpen')}
            </span>
          )}
          {!activity.message && (
            <span className="group-card__cta">
              {activity.openGroups > 0 ? t('groupBuy.view') : t('groupBuy.startGroup')}
              <ChevronRight size={16} aria-hidden="true" />
            </span>
          )}
        </span>
      </span>
    </AppLink>
  );
}
