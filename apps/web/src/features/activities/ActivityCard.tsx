import { type ActivityFace, ActivityType } from '@tread/domain';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Percent from 'lucide-react/icons/percent';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { ActivityTimeLeft } from './ActivityTimeLeft';
import { discountDetailPath } from './paths';
import './activities.css';

/** One running activity as a card: its label big, its name, what it gives and the time left; opens its products. */
export function ActivityCard({ activity }: { activity: ActivityFace }) {
  const { t } = useTranslation();
  const rebate = activity.activityType === ActivityType.Rebate;
  const Icon = rebate ? BadgeDollarSign : Percent;
  return (
    <AppLink
      to={discountDetailPath(activity.activityId)}
      className={`activity-card${rebate ? ' activity-card--rebate' : ''}`}
    >
      <span className="activity-card__badge" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="activity-card__body">
        <span className="activity-card__label">{activity.label}</span>
        <span className="activity-card__name">{activity.name}</span>
        {activity.description && <span className="activity-card__text">{activity.description}</span>}
        <span className="activity-card__foot">
          <ActivityTimeLeft endsAt={activity.endsAt} />
          <span className="activity-card__cta">
            {t('activities.card.shop')}
            <ChevronRight size={16} aria-hidden="true" />
          </span>
        </span>
      </span>
    </AppLink>
  );
}

/** Placeholder cards while the activities load. */
export function ActivityCardSkeletons({ count = 2 }: { count?: number }) {
  return (
    <div className="stack-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="activity-card activity-card--placeholder" />
      ))}
    </div>
  );
}
