import { REVIEW_SORT_LABELS, ReviewSort, type ReviewSummary } from '@tread/domain';
import Camera from 'lucide-react/icons/camera';
import Star from 'lucide-react/icons/star';
import { useTranslation } from 'react-i18next';
import type { ReviewFilter } from '../../features/reviews/api/keys';

/** In the spec's order (SPEC §9), not their codes'. */
const SORTS = [
  ReviewSort.Recommended,
  ReviewSort.MostRecent,
  ReviewSort.HighestRated,
  ReviewSort.LowestRated,
] as const;

export interface ReviewFiltersProps {
  filter: ReviewFilter;
  summary: ReviewSummary;
  onChange: (filter: ReviewFilter) => void;
}

/** The list's sort chips and its filters: all, with photos, and by rating 5 to 1 (each with its count). */
export function ReviewFilters({ filter, summary, onChange }: ReviewFiltersProps) {
  const { t } = useTranslation();
  const all = filter.rating === null && !filter.withPhotos;
  return (
    <div className="review-filters">
      <ul className="chips review-chips" aria-label={t('reviews.list.sortLabel')}>
        {SORTS.map((sort) => (
          <li key={sort}>
            <button
              type="button"
              className="chip review-chip"
              aria-pressed={filter.sort === sort}
              onClick={() => onChange({ ...filter, sort })}
            >
              {REVIEW_SORT_LABELS[sort]}
            </button>
          </li>
        ))}
      </ul>
      <ul className="chips review-chips" aria-label={t('reviews.list.filterLabel')}>
        <li>
          <button
            type="button"
            className="chip review-chip"
            aria-pressed={all}
            onClick={() => onChange({ ...filter, rating: null, withPhotos: false })}
          >
            {t('reviews.list.all', { count: summary.count })}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="chip review-chip"
            aria-pressed={filter.withPhotos}
            onClick={() => onChange({ ...filter, withPhotos: !filter.withPhotos })}
          >
            <Camera size={15} aria-hidden="true" />
            {t('reviews.list.withPhotos', { count: summary.withPhotos })}
          </button>
        </li>
        {summary.distribution.map(({ rating, count }) => (
          <li key={rating}>
            <button
              type="button"
              className="chip review-chip"
              aria-pressed={filter.rating === rating}
              onClick={() => onChange({ ...filter, rating: filter.rating === rating ? null : rating })}
            >
              {rating}
              <Star size={13} fill="currentColor" strokeWidth={0} aria-hidden="true" />
              <span className="visually-hidden"> {t('reviews.list.stars', { count: rating })} </span>
              <span className="review-chip__count">({count})</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
