import {
  addGuestLine,
  type GuestCartLine,
  guestCartLine,
  LOCAL_STORAGE_KEYS,
  removeGuestLines,
  setGuestLineCount,
} from '@tread/domain';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { readLocalJson, removeLocal, writeLocalJson } from '../../api/storage';

/** Not a §3 key: the SKUs a guest unticked in the basket (every other line is ticked). */
export const GUEST_CART_UNSELECTED_KEY = 'guestCartUnselected';

interface GuestCart {
  lines: GuestCartLine[];
  unselected: number[];
}

interface GuestCartState extends GuestCart {
  /** Bumped when the guest's lines joined the server cart, so the signed-in cart is read again. */
  serverVersion: number;
}

function readLines(): GuestCartLine[] {
  const stored = readLocalJson<unknown>(LOCAL_STORAGE_KEYS.GuestCartInfo);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const line = guestCartLine.safeParse(item);
    return line.success ? [line.data] : [];
  });
}

/** The §3 local key `guestCartInfo` holds the lines ({prodId, skuId, count}[]). */
const localKeysStorage: PersistStorage<GuestCart> = {
  getItem: () => {
    const unselected = readLocalJson<unknown>(GUEST_CART_UNSELECTED_KEY);
    return {
      state: {
        lines: readLines(),
        unselected: Array.isArray(unselected)
          ? unselected.filter((skuId): skuId is number => Number.isSafeInteger(skuId))
          : [],
      },
    };
  },
  setItem: (_name, { state }) => {
    writeLocalJson(LOCAL_STORAGE_KEYS.GuestCartInfo, state.lines);
    writeLocalJson(GUEST_CART_UNSELECTED_KEY, state.unselected);
  },
  removeItem: () => {
    removeLocal(LOCAL_STORAGE_KEYS.GuestCartInfo);
    removeLocal(GUEST_CART_UNSELECTED_KEY);
  },
};

/** A guest's cart, kept in the browser until sign-in merges it into the account (SPEC §1, §4). */
export const useGuestCartStore = create<GuestCartState>()(
  persist((): GuestCartState => ({ lines: [], unselected: [], serverVersion: 0 }), {
    name: 'guest-cart',
    storage: localKeysStorage,
    partialize: ({ lines, unselected }) => ({ lines, unselected }),
  }),
);

export const guestCartLines = (): GuestCartLine[] => useGuestCartStore.getState().lines;

export function addToGuestCart(line: GuestCartLine): void {
  useGuestCartStore.setState((state) => ({
    lines: addGuestLine(state.lines, line),
    // An added line comes back ticked.
    unselected: state.unselected.filter((skuId) => skuId !== line.skuId),
  }));
}

export function setGuestCount(skuId: number, count: number): void {
  useGuestCartStore.setState((state) => ({ lines: setGuestLineCount(state.lines, skuId, count) }));
}

export function removeFromGuestCart(skuIds: readonly number[]): void {
  useGuestCartStore.setState((state) => ({
    lines: removeGuestLines(state.lines, skuIds),
    unselected: state.unselected.filter((skuId) => !skuIds.includes(skuId)),
  }));
}

/** Ticks or unticks `skuIds`. */
export function selectGuestLines(skuIds: readonly number[], selected: boolean): void {
  useGuestCartStore.setState((state) => {
    const others = state.unselected.filter((skuId) => !skuIds.includes(skuId));
    return { unselected: selected ? others : [...others, ...skuIds] };
  });
}

/** Empties the cart (SPEC §4: it can be cleared), e.g. once the server holds its lines. */
export function clearGuestCart(): void {
  useGuestCartStore.setState({ lines: [], unselected: [] });
}

export function bumpServerCart(): void {
  useGuestCartStore.setState((state) => ({ serverVersion: state.serverVersion + 1 }));
}
