import type { PointsSummary } from '@tread/domain';
import Hourglass from 'lucide-react/icons/hourglass';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../features/points/format-points';
import { formatDate } from '../../ui/format';

/** The head of the points center: the points to use now, those on hold, and the next to expire. */
export function PointsBalanceCard({ summary }: { summary: PointsSummary }) {
  const { t } = useTranslation();
  const { balance, locked, expiringSoon } = summary;
  return (
    <section className="points-balance hero-card" aria-label={t('points.balanceLabel')}>
      <p className="hero-card__label">{t('points.balanceLabel')}</p>
      <p className="points-balance__figure hero-card__figure">{formatPoints(balance)}</p>
      <div className="points-balance__facts">
        <p className="points-balance__fact">
          <Lock size={16} aria-hidden="true" />
          <span>
            {t('points.locked', { count: locked, formatted: formatPoints(locked) })}
            <span className="points-balance__hint">{t('points.lockedHint')}</span>
          </span>
        </p>
        {expiringSoon && (
          <p className="points-balance__fact points-balance__fact--expiring">
            <Hourglass size={16} aria-hidden="true" />
            {t('points.expiring', {
              count: expiringSoon.points,
              formatted: formatPoints(expiringSoon.points),
              date: formatDate(expiringSoon.at),
            })}
          </p>
        )}
      </div>
    </section>
  );
}
