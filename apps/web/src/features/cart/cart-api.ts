import { type BasketAnswer, basketAnswer, cartCountAnswer, type GuestCartLine } from '@tread/domain';
import { apiGet, apiPost } from '../../api/client';
import { USER_QUERY_KEY } from '../auth';

/** The cart calls (SPEC §7 /p/shopCart/...): the signed-in shopper's cart, and the guest's priced by the server. */

export const cartKeys = {
  all: [...USER_QUERY_KEY, 'cart'] as const,
  count: (version: number) => [...USER_QUERY_KEY, 'cart', 'count', version] as const,
  basket: (version: number) => [...USER_QUERY_KEY, 'cart', 'basket', version] as const,
  /** Not the user's data: the guest's lines are the whole question. */
  preview: (lines: readonly GuestCartLine[]) => ['guest-cart', 'preview', lines] as const,
};

// The badge is read in the background: a failure shows no toast, the badge just stays as it was.
export const fetchCartCount = async (signal?: AbortSignal): Promise<number> =>
  (await apiGet('/p/shopCart/prodCount', { signal, schema: cartCountAnswer, silent: true })).count;

export const fetchBasket = (signal?: AbortSignal): Promise<BasketAnswer> =>
  apiGet('/p/shopCart/info', { signal, schema: basketAnswer });

/** The guest's lines priced and checked like a server cart; nothing is stored. */
export const previewGuestCart = (
  items: readonly GuestCartLine[],
  signal?: AbortSignal,
): Promise<BasketAnswer> => apiPost('/shopCart/preview', { items }, { signal, schema: basketAnswer });

// Refusals (purchase limit, stock) come back as 400 with the spec's words: the client toasts them.
export const addToServerCart = async (skuId: number, count: number): Promise<number> =>
  (await apiPost('/p/shopCart/changeItem', { skuId, count }, { schema: cartCountAnswer })).count;

export const setServerCount = (skuId: number, count: number): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/updateItem', { skuId, count }, { schema: basketAnswer });

export const removeFromServerCart = (skuIds: readonly number[]): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/deleteItem', { skuIds }, { schema: basketAnswer });

/** Ticks or unticks `skuIds`; without them, every line. */
export const selectServerLines = (
  skuIds: readonly number[] | undefined,
  selected: boolean,
): Promise<BasketAnswer> => apiPost('/p/shopCart/selectItem', { skuIds, selected }, { schema: basketAnswer });

/** The guest cart merged on sign-in: counts are added to the account's (SPEC §4). */
export const mergeIntoServerCart = (items: readonly GuestCartLine[]): Promise<BasketAnswer> =>
  apiPost('/p/shopCart/batchChangeItem', { items }, { schema: basketAnswer, silent: true });
