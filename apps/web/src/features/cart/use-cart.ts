import { type CheckoutSpecial, canBeBought, type GuestCartLine, Messages, totalCount } from '@tread/domain';
import { useCallback } from 'react';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { ACCOUNT_PATH, rememberLoginRedirect, useIsSignedIn } from '../auth';
import { checkoutPathFor } from '../checkout/paths';
import { useAddCartItem } from './api/add-item';
import { useServerCartCount } from './api/cart-count';
import { previewGuestCart } from './api/guest-preview';
import { type CheckoutItem, useCheckoutSelection } from './checkout-selection';
import { addToGuestCart, guestCartLines, useGuestCartStore } from './guest-cart';

/** The badge's number: the server cart's count when signed in, the guest lines' sum otherwise. */
export function useCartCount(): number {
  const signedIn = useIsSignedIn();
  const version = useGuestCartStore((state) => state.serverVersion);
  const guestCount = useGuestCartStore((state) => totalCount(state.lines));
  const server = useServerCartCount(version, signedIn);
  return signedIn ? (server.data ?? 0) : guestCount;
}

/** Why a guest may not hold `line` more: the server prices the would-be line like a signed-in cart. */
async function guestAddRefusal(line: GuestCartLine): Promise<string | null> {
  const held = guestCartLines().find((entry) => entry.skuId === line.skuId)?.count ?? 0;
  const answer = await previewGuestCart([{ ...line, count: held + line.count }]);
  const priced = answer.lines.find((entry) => entry.skuId === line.skuId);
  if (!priced) return Messages.ProductUnavailable;
  return canBeBought(priced) ? null : (priced.problemMessage ?? Messages.ProductUnavailable);
}

/**
 * Adds `line` to the cart: the server's when signed in, the browser's for a guest (adding again increases
 * the count). Resolves to false when it was refused; the shopper has then been told why.
 */
export function useAddToCart(): (line: GuestCartLine) => Promise<boolean> {
  const signedIn = useIsSignedIn();
  const version = useGuestCartStore((state) => state.serverVersion);
  const addItem = useAddCartItem(version).mutateAsync;
  return useCallback(
    async (line) => {
      try {
        if (signedIn) {
          await addItem({ skuId: line.skuId, count: line.count });
          return true;
        }
        const refusal = await guestAddRefusal(line);
        if (refusal) {
          showToast(refusal);
          return false;
        }
        addToGuestCart(line);
        return true;
      } catch {
        // The client has shown the refusal (400) or the server-wrong toast.
        return false;
      }
    },
    [signedIn, addItem],
  );
}

/**
 * Sends `items` to submit-order (a group buy to group-confirm-order); a guest signs in (or up) first and comes
 * back to it, the guest cart joining the account on the way. A flash sale or group buy names itself in `special`.
 */
export function useGoToCheckout(): (items: CheckoutItem[], special?: CheckoutSpecial) => void {
  const navigator = useNavigator();
  const signedIn = useIsSignedIn();
  const setItems = useCheckoutSelection((state) => state.setItems);
  return useCallback(
    (items, special) => {
      setItems(items, special ?? null);
      const target = checkoutPathFor(special ?? null);
      if (signedIn) {
        void navigator.go(target);
        return;
      }
      rememberLoginRedirect(target);
      void navigator.go(ACCOUNT_PATH);
    },
    [navigator, signedIn, setItems],
  );
}
