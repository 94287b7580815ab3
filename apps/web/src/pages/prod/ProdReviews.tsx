import type { ProductDetail } from '@tread/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopReviews } from '../../features/reviews/api/review-list';
import { reviewListPath } from '../../features/reviews/paths';
import { RatingHeadline } from '../../features/reviews/RatingHeadline';
import { ReviewCard } from '../../features/reviews/ReviewCard';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';

export interface ProdReviewsProps {
  prodId: number;
  reviews: ProductDetail['reviews'];
}

/** The product page's reviews: the average, how many, the two recommended first, and the way to the rest. */
export function ProdReviews({ prodId, reviews }: ProdReviewsProps) {
  const { t } = useTranslation();
  const { count, average } = reviews;
  const top = useTopReviews(prodId, count > 0);

  let body: ReactNode;
  if (count === 0 || average === null) {
    body = (
      <div className="reviews-empty">
        <Stars value={0} size={22} className="prod-reviews__empty-stars" />
        <p className="reviews-empty__title">{t('catalog.reviews.none')}</p>
        <p className="muted">{t('catalog.reviews.noneText')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <RatingHeadline average={average} count={count} />
        {top.data ? (
          <ul className="stack-list" aria-label={t('reviews.product.topLabel')}>
            {top.data.records.map((review) => (
              <li key={review.reviewId}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        ) : top.isError ? (
          <SectionError onRetry={() => void top.refetch()} />
        ) : (
          <Skeleton height={150} radius={12} />
        )}
        <AppLink to={reviewListPath(prodId)} className={buttonClass('secondary', true)}>
          {t('reviews.product.seeAll', { count })}
        </AppLink>
      </>
    );
  }

  return (
    <section className="prod-section" id="reviews" aria-labelledby="prod-reviews">
      <h2 id="prod-reviews" className="prod-section__title">
        {t('catalog.reviews.title')}
      </h2>
      {body}
    </section>
  );
}
