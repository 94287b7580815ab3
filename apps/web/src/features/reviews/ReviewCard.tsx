import { type Review, TIRE_RATING_CATEGORIES } from '@tread/domain';
import Store from 'lucide-react/icons/store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format';
import { Stars } from '../../ui/Stars';
import { PhotoViewer } from './PhotoViewer';
import './reviews.css';

/** The tire categories a review rated, in the domain's order. */
const ratedCategories = (review: Review) =>
  TIRE_RATING_CATEGORIES.flatMap(({ key, label }) => {
    const rating = review.tireRatings[key];
    return rating === undefined ? [] : [{ key, label, rating }];
  });

/** One review: stars and their words, who and when, the size bought, the text, photos, categories, the reply. */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<number | null>(null);
  const categories = ratedCategories(review);
  return (
    <article className="review-card" aria-label={t('reviews.card.label', { author: review.author })}>
      <p className="review-card__rating">
        <Stars value={review.rating} size={16} />
        <span className="visually-hidden">{t('reviews.outOfFive', { rating: review.rating })}</span>
        <span className="review-card__label">{review.ratingLabel}</span>
      </p>
      <p className="review-card__meta">
        <span className="review-card__author">{review.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
      </p>
      {review.displaySize && (
        <p className="review-card__size">{t('reviews.card.sizeBought', { size: review.displaySize })}</p>
      )}
      <p className="review-card__text">{review.text}</p>
      {review.images.length > 0 && (
        <ul className="review-thumbs" aria-label={t('reviews.card.photos')}>
          {review.images.map((url, index) => (
            <li key={url}>
              <button type="button" className="review-thumbs__button" onClick={() => setPhoto(index)}>
                <img src={url} alt="" loading="lazy" width={72} height={72} />
                <span className="visually-hidden">
                  {t('reviews.photos.open', { number: index + 1, total: review.images.length })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {categories.length > 0 && (
        <dl className="review-card__categories">
          {categories.map(({ key, label, rating }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <Stars value={rating} size={12} />
                <span className="visually-hidden">{t('reviews.score', { rating })}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply__title">
            <Store size={16} aria-hidden="true" />
            {t('reviews.card.reply')}
            <time className="review-reply__date" dateTime={review.reply.repliedAt}>
              {formatDate(review.reply.repliedAt)}
            </time>
          </p>
          <p className="review-reply__text">{review.reply.text}</p>
        </div>
      )}
      <PhotoViewer photos={review.images} index={photo} onIndex={setPhoto} />
    </article>
  );
}
