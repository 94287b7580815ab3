import { USER_QUERY_KEY } from '../../auth/session-events';

export const paymentQueryKey = [...USER_QUERY_KEY, 'payment'] as const;
