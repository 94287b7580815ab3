import { useCheckoutSelection } from '../features/cart/checkout-selection';
import { useCheckoutStore } from '../features/checkout/checkout-store';

/** A fresh checkout: these lines ticked in the basket, no choices made. */
export function startCheckoutForTest(items: Array<{ skuId: number; count: number }>): void {
  useCheckoutSelection.setState({ items });
  useCheckoutStore.setState({
    deliveries: {},
    remark: '',
    submit: null,
    userLatLng: null,
    searchZip: '',
    awaitingAddress: null,
  });
}
