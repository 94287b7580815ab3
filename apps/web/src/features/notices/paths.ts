/** The message center's pages (SPEC §2 'User' package). */
export const NoticePath = {
  center: '/packages/user/message-platform',
  recent: '/packages/user/recent-news',
  detail: '/packages/user/news-detail',
  /** Live chat with customer service: its own page, built beside the center. */
  chat: '/packages/user/chat',
} as const;

export const noticeDetailPath = (noticeId: number): string => `${NoticePath.detail}?id=${noticeId}`;
