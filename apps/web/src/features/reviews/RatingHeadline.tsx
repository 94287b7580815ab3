import { useTranslation } from 'react-i18next';
import { Stars } from '../../ui/Stars';
import './reviews.css';

export interface RatingHeadlineProps {
  average: number;
  count: number;
  /** The stars and count under the average rather than beside it. */
  stacked?: boolean;
}

/** A product's average large, its stars and how many reviews it rests on. */
export function RatingHeadline({ average, count, stacked = false }: RatingHeadlineProps) {
  const { t } = useTranslation();
  return (
    <div className={`rating-headline${stacked ? ' rating-headline--stacked' : ''}`}>
      <p className="rating-headline__average">
        {average.toFixed(1)}
        <span className="visually-hidden"> {t('reviews.outOfFiveShort')}</span>
      </p>
      <div className="rating-headline__side">
        <Stars value={average} size={20} />
        <p className="rating-headline__count">{t('reviews.count', { count })}</p>
      </div>
    </div>
  );
}
