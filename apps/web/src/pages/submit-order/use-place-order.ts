import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest } from '@tread/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { useNavigator } from '../../app/navigator-context';
import { cartKeys } from '../../features/cart/cart-api';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { submitOrder } from '../../features/checkout/checkout-api';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { payWayPath } from '../../features/checkout/paths';
import { showToast } from '../../ui/toast';

/**
 * Places the orders once: one request at a time, and the same submitId for the same summary, so a retry
 * after a lost answer or a double tap never places them twice. A refusal (400) is shown and the
 * summary refreshed; other failures were already told by the client.
 */
export function usePlaceOrder(request: CheckoutRequest, onRefused: () => void) {
  const navigator = useNavigator();
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPlacing(true);
    const store = useCheckoutStore.getState();
    const submitId = store.submitIdFor(
      JSON.stringify({ items: request.items, deliveries: request.deliveries }),
    );
    try {
      const placed = await submitOrder({ ...request, remark: store.remark, submitId });
      await navigator.go(payWayPath(placed.orderNumbers), { replace: true });
      useCheckoutStore.getState().reset();
      useCheckoutSelection.getState().setItems([]);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } catch (error) {
      if (isApiError(error) && error.kind === 'http' && error.status === 400) {
        showToast(error.message);
        onRefused();
      }
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing };
}
