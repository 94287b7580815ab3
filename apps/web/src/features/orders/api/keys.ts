import { USER_QUERY_KEY } from '../../auth/session-events';

/** Every order query of the shopper sits under this key, so a change to an order reads them all again. */
export const ordersQueryKey = [...USER_QUERY_KEY, 'orders'] as const;
