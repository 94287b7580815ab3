import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { ordersQueryKey } from '../../orders/api/keys';
import { paymentQueryKey } from './keys';

/** POST /p/order/pay. Refusals (INSUFFICIENT_BALANCE, ORDER_EXPIRED) are shown by the page. */
export const payOrders = (orderNumbers: readonly string[], payType: number) =>
  apiPost('/p/order/pay', { orderNumbers, payType }, { schema: payAnswer, quiet400: true });

/** Paying (or trying to) changes the orders and what is left to pay: both are read again. */
export function usePayOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumbers, payType }: { orderNumbers: readonly string[]; payType: number }) =>
      payOrders(orderNumbers, payType),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentQueryKey, refetchType: 'none' });
    },
  });
}
