import { USER_QUERY_KEY } from '../../auth/session-events';

/** The address book's queries: the list and each address under it, so one invalidation covers both. */
export const addressQueryKey = [...USER_QUERY_KEY, 'addresses'] as const;
