import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../../auth/session-events';
import { ordersQueryKey } from '../../orders/api/keys';

/** Every refund query of the shopper sits under this key. */
export const refundsQueryKey = [...USER_QUERY_KEY, 'refunds'] as const;

/**
 * After a request is sent, edited, withdrawn or shipped, done or refused: the requests and the orders
 * (their items' refund state and labels) are read again.
 */
export function useRefundChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: refundsQueryKey }),
      queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
    ]);
}
