import type { MemberCenter } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../features/member/LevelBadge';
import { formatPoints } from '../../features/points/format-points';
import { Section } from '../../ui/Card';

/** Every level, lowest first, with the growth each needs and the shopper's own marked. */
export function LevelLadder({ center }: { center: MemberCenter }) {
  const { t } = useTranslation();
  return (
    <Section title={t('member.levelsTitle')}>
      <ol className="level-ladder" aria-label={t('member.levelsLabel')}>
        {center.levels.map((entry, index) => {
          const current = entry.level === center.level.level;
          return (
            <li
              key={entry.level}
              className={`level-step${current ? ' level-step--current' : ''}${center.growth >= entry.growth ? ' level-step--reached' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <LevelBadge place={index + 1} />
              <span className="level-step__name">{entry.name}</span>
              <span className="level-step__growth">
                <span aria-hidden="true">
                  {t('member.levelFrom', { formatted: formatPoints(entry.growth) })}
                </span>
                <span className="visually-hidden">
                  {t('member.levelFromLabel', { formatted: formatPoints(entry.growth) })}
                </span>
              </span>
              {current && <span className="level-step__you">{t('member.yourLevel')}</span>}
            </li>
          );
        })}
      </ol>
      <p className="level-ladder__note">{t('member.levelsNote')}</p>
    </Section>
  );
}
