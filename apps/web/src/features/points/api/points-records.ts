import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { pointsRecordPage } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { pointsKeys } from './keys';

export const POINTS_RECORD_PAGE_SIZE = 10;

/** GET /p/points/records: one page of the shopper's changes of points, newest first. */
export const fetchPointsRecords = (current: number, size: number, signal?: AbortSignal) =>
  apiGet('/p/points/records', { signal, schema: pointsRecordPage, query: { current, size } });

/** The newest `count` records, for the points center. */
export function useLatestPointsRecords(count: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: pointsKeys.latest(count),
    queryFn: ({ signal }) => fetchPointsRecords(1, count, signal),
    enabled: signedIn,
  });
}

/** The whole history, page by page for infinite scroll. */
export function usePointsRecordPages() {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: pointsKeys.history(),
    queryFn: ({ pageParam, signal }) => fetchPointsRecords(pageParam, POINTS_RECORD_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  return { pages, records: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
