import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notice } from '@tread/domain';
import { useEffect } from 'react';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { noticeKeys } from './keys';

/**
 * GET /p/notices/:noticeId: one notice, marked read by the server as it opens. One taken down or unknown is
 * refused (NOTICE_NOT_FOUND, 404: 'Announcement does not exist'), which the page shows.
 */
export const fetchNotice = (noticeId: number, signal?: AbortSignal) =>
  apiGet(`/p/notices/${noticeId}`, { signal, schema: notice });

/** Not asked for while the address names no notice (`noticeId` null). */
export function useNotice(noticeId: number | null) {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: noticeKeys.detail(noticeId ?? 0),
    queryFn: ({ signal }) => fetchNotice(noticeId ?? 0, signal),
    enabled: signedIn && noticeId !== null,
    // A notice taken down is told at once; retrying only delays the news.
    retry: false,
  });
  const opened = query.isSuccess;
  useEffect(() => {
    // Opening it read it: the lists' dots and the badge count again.
    if (opened) void queryClient.invalidateQueries({ queryKey: noticeKeys.overview() });
  }, [opened, queryClient]);
  return query;
}
