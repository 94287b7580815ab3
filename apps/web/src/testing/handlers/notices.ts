import {
  notice,
  noticeParams,
  noticesAnswer,
  noticesQuery,
  noticesUnreadAnswer,
  refusal,
} from '@tread/domain';
import { answer, backend, refuse, signedInRoute } from '../backend';
import type { HeldNotice } from '../data/notices';

/** What the shopper can see, newest first: never an announcement taken down. */
const visible = (): HeldNotice[] => backend.notices.list.filter((held) => !held.removed).reverse();
const shown = ({ removed: _, ...held }: HeldNotice) => held;

/**
 * The message center (issue 18) as the server answers it: pages of notices newest first, a notice marked read as
 * it opens, 'Announcement does not exist' for one taken down or unknown, the unread count and 'read all'.
 */
export const noticeHandlers = [
  signedInRoute('get', '/p/notices', ({ query }) => {
    const page = noticesQuery.parse(Object.fromEntries(query));
    const all = visible();
    const start = (page.current - 1) * page.size;
    return answer(noticesAnswer, {
      records: all.slice(start, start + page.size).map(shown),
      total: all.length,
      current: page.current,
      size: page.size,
      pages: Math.ceil(all.length / page.size),
      hasMore: page.current * page.size < all.length,
    });
  }),
  signedInRoute('get', '/p/notices/unread', () =>
    answer(noticesUnreadAnswer, { count: visible().filter((held) => !held.read).length }),
  ),
  signedInRoute('post', '/p/notices/read-all', () => {
    for (const held of backend.notices.list) held.read = true;
    return answer(noticesUnreadAnswer, { count: 0 });
  }),
  signedInRoute('get', '/p/notices/:noticeId', ({ params }) => {
    const parsed = noticeParams.safeParse(params);
    const held = parsed.success && visible().find((item) => item.id === parsed.data.noticeId);
    if (!held) return refuse(refusal('NOTICE_NOT_FOUND'));
    held.read = true;
    return answer(notice, shown(held));
  }),
];
