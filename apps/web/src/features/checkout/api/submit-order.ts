import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubmitOrderRequest, submitOrderAnswer } from '@tread/domain';
import { apiPost } from '../../../api/client';
import { cartKeys } from '../../cart/api/keys';
import { ordersQueryKey } from '../../orders/api/keys';
import { checkoutQueryKey } from './checkout-summary';
import { stationSlotsKey } from './station-slots';

/** POST /p/order/submit: the same submitId always answers the same orders. */
export const submitOrder = (request: SubmitOrderRequest) =>
  apiPost('/p/order/submit', request, { schema: submitOrderAnswer, quiet400: true });

/**
 * Placing takes the lines out of the cart and adds orders; a refusal (stock, a gone station) changes
 * what the summary says, so it is priced again.
 */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: () => {
      // A slot taken meanwhile shows full in the picker.
      void queryClient.invalidateQueries({ queryKey: stationSlotsKey });
      return queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
    },
  });
}
