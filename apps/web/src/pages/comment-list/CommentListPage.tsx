import MessageSquareText from 'lucide-react/icons/message-square-text';
import PackageX from 'lucide-react/icons/package-x';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useInfiniteScroll } from '../../features/catalog/infinite-scroll';
import { readIdParam } from '../../features/catalog/paths';
import { refusalText } from '../../features/forms/server-errors';
import type { ReviewFilter } from '../../features/reviews/api/keys';
import { useReviewPages } from '../../features/reviews/api/review-list';
import { useReviewSummary } from '../../features/reviews/api/review-summary';
import { ReviewCard } from '../../features/reviews/ReviewCard';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { readReviewFilter, reviewFilterParams } from './filter-params';
import { ReviewFilters } from './ReviewFilters';
import { ReviewSummaryCard } from './ReviewSummaryCard';
import './comment-list.css';

const NO_FILTER = { rating: null, withPhotos: false } as const;

/** The reviews of the filter, loaded as the shopper scrolls; or why there are none. */
function ReviewList({
  prodId,
  filter,
  onClear,
}: {
  prodId: number;
  filter: ReviewFilter;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { pages, reviews } = useReviewPages(prodId, filter);
  const loadingMore = pages.isFetchingNextPage;
  const hasMore = pages.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void pages.fetchNextPage();
  }, hasMore && !loadingMore);

  if (pages.isPending) return <Skeleton height={180} radius={12} />;
  if (pages.isError && reviews.length === 0) return <SectionError onRetry={() => void pages.refetch()} />;
  if (reviews.length === 0) {
    return (
      <StatusView
        icon={<SearchX size={40} />}
        title={t('reviews.list.noMatch')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t('reviews.list.showAll')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="stack-list" aria-label={t('reviews.list.label')} aria-busy={pages.isPlaceholderData}>
        {reviews.map((review) => (
          <li key={review.reviewId}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinel} key={reviews.length} className="review-list__more">
          {loadingMore ? (
            <span role="status" className="review-list__loading">
              <span className="spinner" aria-hidden="true" />
              {t('reviews.list.loadingMore')}
            </span>
          ) : (
            <Button variant="secondary" onClick={() => void pages.fetchNextPage()}>
              {t('reviews.list.showMore')}
            </Button>
          )}
        </div>
      ) : (
        <p className="review-list__end">{t('reviews.list.end')}</p>
      )}
    </>
  );
}

/** comment-list?prodId=: a product's summary, then its reviews by sort and filter (SPEC §2, §9; issue 16). */
export default function CommentListPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.comment-list'));
  const [params, setParams] = useSearchParams();
  const prodId = readIdParam(params.get('prodId') ?? params.get('prodid')) ?? undefined;
  const filter = readReviewFilter(params);
  const summary = useReviewSummary(prodId);

  const change = (next: ReviewFilter) =>
    prodId && setParams(reviewFilterParams(prodId, next), { replace: true, preventScrollReset: true });

  let body: ReactNode;
  const refused = refusalText(summary.error);
  if (prodId === undefined || refused) {
    body = <StatusView icon={<PackageX size={40} />} title={refused ?? t('catalog.product.notFound')} />;
  } else if (summary.isError) {
    body = <SectionError onRetry={() => void summary.refetch()} />;
  } else if (!summary.data) {
    body = <Skeleton height={220} radius={12} />;
  } else if (summary.data.count === 0) {
    body = (
      <StatusView
        icon={<MessageSquareText size={40} />}
        title={t('catalog.reviews.none')}
        text={t('catalog.reviews.noneText')}
      />
    );
  } else {
    body = (
      <>
        <ReviewSummaryCard summary={summary.data} />
        <ReviewFilters filter={filter} summary={summary.data} onChange={change} />
        <ReviewList prodId={prodId} filter={filter} onClear={() => change({ ...filter, ...NO_FILTER })} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('routes.comment-list')} />
      <div className="page comment-list">{body}</div>
    </>
  );
}
