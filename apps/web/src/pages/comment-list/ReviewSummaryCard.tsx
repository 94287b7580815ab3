import type { ReviewSummary } from '@tread/domain';
import Camera from 'lucide-react/icons/camera';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { reviewPhotosPath } from '../../features/reviews/paths';
import { RatingHeadline } from '../../features/reviews/RatingHeadline';
import { AppLink } from '../../ui/navigator';

/** On top of the list: the average, how the ratings spread from 5 to 1, the tire categories, the photos. */
export function ReviewSummaryCard({ summary }: { summary: ReviewSummary }) {
  const { t } = useTranslation();
  return (
    <section className="card review-summary" aria-label={t('reviews.summary.label')}>
      <div className="review-summary__top">
        <RatingHeadline average={summary.average ?? 0} count={summary.count} stacked />
        <ul className="rating-bars">
          {summary.distribution.map(({ rating, count }) => (
            <li key={rating} className="rating-bars__row">
              <span aria-hidden="true">{rating}</span>
              <meter className="review-meter" min={0} max={summary.count} value={count} aria-hidden="true" />
              <span className="rating-bars__count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">
                {t('reviews.summary.ratingCount', {
                  stars: t('reviews.write.stars', { count: rating }),
                  count,
                })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {summary.categories.length > 0 && (
        <dl className="category-bars">
          {summary.categories.map(({ key, label, average }) => (
            <div key={key} className="category-bars__row">
              <dt>{label}</dt>
              <dd>
                <meter
                  className="review-meter review-meter--dark"
                  min={0}
                  max={5}
                  value={average ?? 0}
                  aria-hidden="true"
                />
                <span className="category-bars__value">
                  {average === null ? t('reviews.summary.notRated') : average.toFixed(1)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {summary.withPhotos > 0 && (
        <AppLink to={reviewPhotosPath(summary.prodId)} className="review-summary__photos">
          <Camera size={18} aria-hidden="true" />
          {t('reviews.summary.photos', { count: summary.withPhotos })}
          <ChevronRight size={18} aria-hidden="true" className="review-summary__chevron" />
        </AppLink>
      )}
    </section>
  );
}
