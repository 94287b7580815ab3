import { formatLaDate } from '@tread/domain';
import Clock from 'lucide-react/icons/clock';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../ui/countdown';
import { formatDuration } from '../../ui/format';

/** Within this many seconds of its end, an activity counts down; before that it names its end date. */
const COUNTDOWN_FROM_S = 7 * 86_400;

/**
 * 'Ends in 2 days 3 hours', ticking to 'Ended'; further off, 'Ends 06/30/2026' (Los Angeles date), or nothing with
 * `nearOnly` (where the end date is already shown).
 */
export function ActivityTimeLeft({ endsAt, nearOnly = false }: { endsAt: string; nearOnly?: boolean }) {
  const { t } = useTranslation();
  const end = Date.parse(endsAt);
  const seconds = useSecondsLeft(end) ?? 0;
  if (nearOnly && seconds > COUNTDOWN_FROM_S) return null;
  let text: string;
  if (seconds === 0) text = t('activities.card.ended');
  else if (seconds > COUNTDOWN_FROM_S)
    text = t('activities.card.endsOn', { date: formatLaDate(new Date(end)) });
  else text = t('activities.card.endsIn', { time: formatDuration(seconds, t) });
  return (
    <span className="activity-time">
      <Clock size={14} aria-hidden="true" />
      {text}
    </span>
  );
}
