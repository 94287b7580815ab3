import type { ReactNode } from 'react';
import { Button } from './Button';
import { useInfiniteScroll } from './infinite-scroll';
import { SectionError } from './SectionError';

/** What PagedList reads of an infinite query (TanStack Query's useInfiniteQuery result fits). */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedListProps {
  query: PagedQuery;
  /** How many items are loaded so far. */
  count: number;
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** The texts of the list's end: while the next page loads, the button that loads it, and the end. */
  labels: { loadingMore: string; showMore: string; end: string };
  /** The loaded items. */
  children: ReactNode;
}

/**
 * A list loaded page by page: a skeleton first, an error with retry when nothing loaded, the empty view, or the
 * items followed by a sentinel that loads the next page as it scrolls into view ('Show more' where it cannot),
 * and an end line once every page is in.
 */
export function PagedList({ query, count, skeleton, empty, labels, children }: PagedListProps) {
  const loadingMore = query.isFetchingNextPage;
  const hasMore = query.hasNextPage;
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) void query.fetchNextPage();
  }, hasMore && !loadingMore);

  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && count === 0) return <SectionError onRetry={() => void query.refetch()} />;
  if (count === 0) return <>{empty}</>;
  return (
    <>
      {children}
      {hasMore ? (
        <div ref={sentinel} key={count} className="paged-list__more">
          {loadingMore ? (
            <span role="status" className="paged-list__loading">
              <span className="spinner" aria-hidden="true" />
              {labels.loadingMore}
            </span>
          ) : (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
              {labels.showMore}
            </Button>
          )}
        </div>
      ) : (
        <p className="paged-list__end">{labels.end}</p>
      )}
    </>
  );
}
