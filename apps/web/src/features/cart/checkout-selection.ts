import type { CheckoutSpecial } from '@tread/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One line going to checkout: a SKU and how many. */
export interface CheckoutItem {
  skuId: number;
  count: number;
}

interface CheckoutSelectionState {
  /** What the basket's 'Checkout' or a product's 'Buy now' sends to submit-order. */
  items: CheckoutItem[];
  /** A flash sale or group buy bought on its own (its one item at its price, no coupons); null for other lines. */
  special: CheckoutSpecial | null;
  setItems: (items: CheckoutItem[], special?: CheckoutSpecial | null) => void;
}

/** Not a §3 key: kept for the browser session, so a reload or the sign-in round-trip keeps the choice. */
export const CHECKOUT_SELECTION_KEY = 'checkoutSelection';

/** The lines chosen for checkout, read by the submit-order page (and group-confirm-order, the same page). */
export const useCheckoutSelection = create<CheckoutSelectionState>()(
  persist(
    (set) => ({
      items: [],
      special: null,
      setItems: (items, special = null) => set({ items, special }),
    }),
    {
      name: CHECKOUT_SELECTION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ items, special }) => ({ items, special }),
    },
  ),
);
