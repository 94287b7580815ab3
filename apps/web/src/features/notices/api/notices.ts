import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { noticesAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { noticeKeys } from './keys';

export const NOTICE_PAGE_SIZE = 10;

/** GET /p/notices: one page of the shopper's notices and the announcements, newest first, each read or not. */
export const fetchNotices = (current: number, size: number, signal?: AbortSignal) =>
  apiGet('/p/notices', { signal, schema: noticesAnswer, query: { current, size } });

/** The newest `count`, for the message center. */
export function useLatestNotices(count: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: noticeKeys.latest(count),
    queryFn: ({ signal }) => fetchNotices(1, count, signal),
    enabled: signedIn,
  });
}

/** Every notice, page by page for infinite scroll (recent-news). */
export function useNoticePages() {
  const signedIn = useIsSignedIn();
  const pages = useInfiniteQuery({
    queryKey: noticeKeys.pages(),
    queryFn: ({ pageParam, signal }) => fetchNotices(pageParam, NOTICE_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.current + 1 : undefined),
    enabled: signedIn,
  });
  return { pages, notices: pages.data?.pages.flatMap((page) => page.records) ?? [] };
}
