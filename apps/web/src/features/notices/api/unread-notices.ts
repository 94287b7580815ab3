import { useQuery } from '@tanstack/react-query';
import { noticesUnreadAnswer } from '@tread/domain';
import { apiGet } from '../../../api/client';
import { useIsSignedIn } from '../../auth/session-store';
import { noticeKeys } from './keys';

/** GET /p/notices/unread: how many notices the shopper has not read, for the badges. */
export const fetchUnreadNotices = (signal?: AbortSignal) =>
  apiGet('/p/notices/unread', { signal, schema: noticesUnreadAnswer, silent: true });

export function useUnreadNotices() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadNotices(signal),
    enabled: signedIn,
    select: (answer) => answer.count,
  });
}
