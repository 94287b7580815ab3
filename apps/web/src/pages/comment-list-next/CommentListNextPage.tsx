import { type Review, ReviewSort } from '@tread/domain';
import ImageOff from 'lucide-react/icons/image-off';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { readIdParam } from '../../features/catalog/paths';
import type { ReviewFilter } from '../../features/reviews/api/keys';
import { useReviewPages } from '../../features/reviews/api/review-list';
import { PhotoViewer } from '../../features/reviews/PhotoViewer';
import { reviewListPath } from '../../features/reviews/paths';
import { Button } from '../../ui/Button';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';
import { StatusView } from '../../ui/StatusView';
import './comment-list-next.css';

const WITH_PHOTOS: ReviewFilter = { sort: ReviewSort.MostRecent, rating: null, withPhotos: true };

/** Under a photo in the viewer: the review it came with. */
function PhotoReview({ review }: { review: Review }) {
  const { t } = useTranslation();
  return (
    <div className="photo-review">
      <p className="photo-review__rating">
        <Stars value={review.rating} size={14} />
        <span className="visually-hidden">{t('reviews.outOfFive', { rating: review.rating })}</span>
        {review.ratingLabel}
      </p>
      <p className="photo-review__meta">
        {review.author} · {formatDate(review.createdAt)}
      </p>
      <p className="photo-review__text">{review.text}</p>
    </div>
  );
}

/** The photos of the reviews, newest first, as a grid that grows as the shopper scrolls. */
function PhotoGrid({ prodId }: { prodId: number }) {
  const { t } = useTranslation();
  const { pages, reviews } = useReviewPages(prodId, WITH_PHOTOS);
  const [shown, setShown] = useState<number | null>(null);
  const photos = reviews.flatMap((review) => review.images.map((url) => ({ url, review })));
  const hasMore = pages.hasNextPage;
  const loadingMore = pages.isFetchingNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  if (pages.isPending) return <Skeleton height={240} radius={12} />;
  if (pages.isError && photos.length === 0) return <SectionError onRetry={() => void pages.refetch()} />;
  if (photos.length === 0)
    return <StatusView icon={<ImageOff size={40} />} title={t('reviews.photos.none')} />;
  return (
    <>
      <p className="photo-grid__intro">
        <span className="muted">{t('reviews.photos.intro')}</span>
        <AppLink to={reviewListPath(prodId)} className="link-button">
          {t('reviews.photos.allReviews')}
        </AppLink>
      </p>
      <ul className="photo-grid" aria-label={t('reviews.photos.label')}>
        {photos.map(({ url, review }, index) => (
          <li key={url}>
            <button type="button" className="photo-grid__button" onClick={() => setShown(index)}>
              <img src={url} alt="" loading={index < 9 ? 'eager' : 'lazy'} />
              <span className="visually-hidden">
                {t('reviews.photos.openBy', { number: index + 1, author: review.author })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} key={photos.length} className="photo-grid__more">
          <Button variant="secondary" busy={loadingMore} onClick={() => void pages.fetchNextPage()}>
            {t('reviews.list.showMore')}
          </Button>
        </div>
      )}
      <PhotoViewer
        photos={photos.map((photo) => photo.url)}
        index={shown}
        onIndex={setShown}
        caption={(index) => {
          const photo = photos[index];
          return photo && <PhotoReview review={photo.review} />;
        }}
      />
    </>
  );
}

/**
 * comment-list-next?prodId=: the reviews' photos, the continuation of comment-list for shoppers who want to
 * see the tires on real cars (issue 16); each photo opens large with the review it came with.
 */
export default function CommentListNextPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.comment-list-next'));
  const [params] = useSearchParams();
  const prodId = readIdParam(params.get('prodId') ?? params.get('prodid'));
  return (
    <>
      <PageHeader title={t('routes.comment-list-next')} />
      <div className="page comment-list-next">
        {prodId === null ? (
          <StatusView icon={<ImageOff size={40} />} title={t('catalog.product.notFound')} />
        ) : (
          <PhotoGrid prodId={prodId} />
        )}
      </div>
    </>
  );
}
