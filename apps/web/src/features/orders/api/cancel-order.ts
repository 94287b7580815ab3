import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetail } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { ordersQueryKey } from './keys';

/** POST /p/myOrder/cancel: an unpaid order; answers the order as it is now. */
export const cancelOrder = (orderNumber: string) =>
  apiPost('/p/myOrder/cancel', { orderNumber }, { schema: orderDetail });

/** Done or refused, the order may have changed: every order query is read again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
