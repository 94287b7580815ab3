import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitOrderRequest } from '@tread/domain';
import { checkoutQueryKey } from '../../checkout/api/checkout-summary';
import { submitOrder } from '../../checkout/api/submit-order';
import { ordersQueryKey } from '../../orders/api/keys';
import { pointsKeys } from '../../points/api/keys';
import { mallKeys } from './keys';

/**
 * A product of the mall is placed on the checkout's own POST /p/order/submit, as a 'points' order (special kind
 * 'points'). Placed, it takes points and stock and adds an order and an exchange: all read again. Refused, the
 * item and its summary are read again, so the page says what changed.
 */
export function useExchangeProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitOrderRequest) => submitOrder(request),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
      void queryClient.invalidateQueries({ queryKey: mallKeys.all });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: mallKeys.all });
      void queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
    },
  });
}
