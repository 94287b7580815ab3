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
  setItems: (items: CheckoutItem[]) => void;
}

/** Not a §3 key: kept for the browser session, so a reload or the sign-in round-trip keeps the choice. */
export const CHECKOUT_SELECTION_KEY = 'checkoutSelection';

/** The lines chosen for checkout, read by the submit-order page. */
export const useCheckoutSelection = create<CheckoutSelectionState>()(
  persist(
    (set) => ({
      items: [],
      setItems: (items) => set({ items }),
    }),
    {
      name: CHECKOUT_SELECTION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ items }) => ({ items }),
    },
  ),
);
