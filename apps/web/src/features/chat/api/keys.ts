import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every chat query of the shopper sits under this key, so signing out forgets them. */
export const chatQueryKey = [...USER_QUERY_KEY, 'chat'] as const;
