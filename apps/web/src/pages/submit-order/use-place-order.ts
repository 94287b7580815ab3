import type { CheckoutRequest } from '@tread/domain';
import { useRef } from 'react';
import { isRefusal } from '../../api/client';
import { useCheckoutSelection } from '../../features/cart/checkout-selection';
import { useSubmitOrder } from '../../features/checkout/api/submit-order';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { payWayPath } from '../../features/checkout/paths';
import { useCheckoutCoupons } from '../../features/coupons/checkout-coupons';
import { refusalText } from '../../features/forms/server-errors';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

/**
 * Places the orders once: one request at a time, and the same submitId for the same summary, so a retry
 * after a lost answer or a double tap never places them twice. A refusal is shown (and the summary priced
 * again by the mutation); other failures were already told by the client.
 */
export function usePlaceOrder(request: CheckoutRequest, onPointsRefused: (error: unknown) => void) {
  const navigator = useNavigator();
  const submitOrder = useSubmitOrder();
  const inFlight = useRef(false);

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const store = useCheckoutStore.getState();
    const submitId = store.submitIdFor(
      JSON.stringify({
        items: request.items,
        deliveries: request.deliveries,
        coupons: request.coupons,
        special: request.special,
        points: request.points,
      }),
    );
    try {
      const placed = await submitOrder.mutateAsync({ ...request, remark: store.remark, submitId });
      await navigator.go(payWayPath(placed.orderNumbers), { replace: true });
      useCheckoutStore.getState().reset();
      useCheckoutCoupons.getState().reset();
      useCheckoutSelection.getState().setItems([]);
    } catch (error) {
      // Points spent elsewhere meanwhile: told on the points field, not in a toast.
      if (isRefusal(error, 'CHECKOUT_POINTS_NOT_ENOUGH')) onPointsRefused(error);
      else {
        const refused = refusalText(error);
        if (refused) showToast(refused);
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { place, placing: submitOrder.isPending };
}
