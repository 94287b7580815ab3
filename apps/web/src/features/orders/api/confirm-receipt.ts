import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetail } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { ordersQueryKey } from './keys';

/** POST /p/myOrder/confirmReceipt: a shipped order; answers the order as it is now. */
export const confirmReceipt = (orderNumber: string) =>
  apiPost('/p/myOrder/confirmReceipt', { orderNumber }, { schema: orderDetail });

/** Done or refused, the order may have changed: every order query is read again. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
