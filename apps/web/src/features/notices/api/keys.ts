import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every notice query sits under the user's key: a sign-in reads them all again, sign-out drops them. */
export const noticeKeys = {
  all: [...USER_QUERY_KEY, 'notices'] as const,
  /** What reading a notice changes: the lists' dots and the unread count. */
  overview: () => [...noticeKeys.all, 'overview'] as const,
  pages: () => [...noticeKeys.overview(), 'pages'] as const,
  latest: (count: number) => [...noticeKeys.overview(), 'latest', count] as const,
  unread: () => [...noticeKeys.overview(), 'unread'] as const,
  detail: (noticeId: number) => [...noticeKeys.all, 'detail', noticeId] as const,
};
