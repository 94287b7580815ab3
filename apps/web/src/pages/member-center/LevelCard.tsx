import type { MemberCenter } from '@tread/domain';
import Crown from 'lucide-react/icons/crown';
import { useTranslation } from 'react-i18next';
import { LevelBadge, levelTier } from '../../features/member/LevelBadge';
import { formatPoints } from '../../features/points/format-points';

/** The head of the member center: the level, the growth, and how far the next level is. */
export function LevelCard({ center }: { center: MemberCenter }) {
  const { t } = useTranslation();
  const { level, next, growth, levels, vip } = center;
  const place = levels.findIndex((entry) => entry.level === level.level) + 1 || 1;
  return (
    <section
      className={`level-card hero-card level-tier-${levelTier(place)}`}
      aria-labelledby="level-card-name"
    >
      <div className="level-card__top">
        <LevelBadge place={place} size="large" />
        <div className="level-card__title">
          <h2 id="level-card-name" className="level-card__name">
            {level.name}
          </h2>
          <p className="level-card__rank">{t('member.level', { level: place, count: levels.length })}</p>
        </div>
        {vip.active && (
          <span className="level-card__plus">
            <Crown size={14} aria-hidden="true" />
            {t('member.plus.name')}
          </span>
        )}
      </div>
      <p className="level-card__growth">
        <span className="level-card__figure">{formatPoints(growth)}</span>
        <span className="level-card__unit">{t('member.growthLabel')}</span>
      </p>
      {next ? (
        <div className="level-card__progress">
          <meter
            className="growth-meter"
            min={level.growth}
            max={next.growth}
            value={growth}
            aria-label={t('member.progressLabel', { name: next.name })}
          />
          <div className="level-card__scale" aria-hidden="true">
            <span>{formatPoints(level.growth)}</span>
            <span>{formatPoints(next.growth)}</span>
          </div>
          <p className="level-card__next">
            {t('member.toNext', { formatted: formatPoints(next.needed), name: next.name })}
          </p>
        </div>
      ) : (
        <p className="level-card__next">{t('member.topLevel')}</p>
      )}
    </section>
  );
}
