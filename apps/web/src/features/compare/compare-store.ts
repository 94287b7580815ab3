import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Most tires one comparison holds. */
export const COMPARE_MAX = 4;

/** A tire in the compare tray: the size compared, and what the tray shows of it. */
export interface CompareItem {
  prodId: number;
  skuId: number;
  /** 'Michelin Premier A/S, 225/45R17'. */
  name: string;
  pic: string;
}

export type CompareId = Pick<CompareItem, 'prodId' | 'skuId'>;

/** What a toggle did: 'full' when a fifth tire was refused. */
export type ToggleResult = 'added' | 'removed' | 'full';

interface CompareState {
  items: CompareItem[];
  toggle: (item: CompareItem) => ToggleResult;
  remove: (id: CompareId) => void;
}

/** Not a §3 key: the tray lasts the browser session, so a reload keeps it but next week's visit starts afresh. */
export const COMPARE_TRAY_KEY = 'compareTray';

export const sameTire = (a: CompareId, b: CompareId) => a.prodId === b.prodId && a.skuId === b.skuId;

const isItem = (value: unknown): value is CompareItem => {
  if (typeof value !== 'object' || value === null) return false;
  const { prodId, skuId, name, pic } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(prodId) &&
    Number.isSafeInteger(skuId) &&
    typeof name === 'string' &&
    typeof pic === 'string'
  );
};

/** The compare tray, kept in sessionStorage; what was stored is checked, as anything may have written it. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle: (item) => {
        const { items } = get();
        if (items.some((entry) => sameTire(entry, item))) {
          set({ items: items.filter((entry) => !sameTire(entry, item)) });
          return 'removed';
        }
        if (items.length >= COMPARE_MAX) return 'full';
        set({ items: [...items, item] });
        return 'added';
      },
      remove: (id) => set({ items: get().items.filter((entry) => !sameTire(entry, id)) }),
    }),
    {
      name: COMPARE_TRAY_KEY,
      storage: createJSONStorage(() => sessionStorage),
      // Read after the first render: a page the server drew (with no tray) then hydrates just as it was drawn.
      skipHydration: true,
      partialize: ({ items }) => ({ items }),
      merge: (stored, current) => {
        const items = (stored as { items?: unknown } | undefined)?.items;
        return {
          ...current,
          items: Array.isArray(items) ? items.filter(isItem).slice(0, COMPARE_MAX) : [],
        };
      },
    },
  ),
);

let restored = false;

/** Brings the tray back from the session once, after the first render; from then on the store is current. */
export function useRestoredTray(): void {
  useEffect(() => {
    if (restored) return;
    restored = true;
    void useCompareStore.persist.rehydrate();
  }, []);
}

/** Whether a tire is in the tray. */
export function useInCompare(id: CompareId): boolean {
  useRestoredTray();
  return useCompareStore((state) => state.items.some((entry) => sameTire(entry, id)));
}
