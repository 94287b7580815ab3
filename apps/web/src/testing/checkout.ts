import type { CheckoutSpecial } from '@tread/domain';
import { useCheckoutSelection } from '../features/cart/checkout-selection';
import { useCheckoutStore } from '../features/checkout/checkout-store';

/** A fresh checkout: these lines ticked in the basket (or one flash sale or group buy item), no choices made. */
export function startCheckoutForTest(
  items: Array<{ skuId: number; count: number }>,
  special: CheckoutSpecial | null = null,
): void {
  useCheckoutSelection.setState({ items, special });
  useCheckoutStore.setState({
    deliveries: {},
    remark: '',
    points: 0,
    submit: null,
    userLatLng: null,
    searchZip: '',
    awaitingAddress: null,
  });
}
