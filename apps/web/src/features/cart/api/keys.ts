import type { QueryClient } from '@tanstack/react-query';
import type { BasketAnswer, CartLine, GuestCartLine } from '@tread/domain';
import { USER_QUERY_KEY } from '../../auth';

/**
 * The cart's query keys. `version` goes up when the server cart changed behind the app's back (the guest
 * cart merged on sign-in), so the badge and basket are read again.
 */
export const cartKeys = {
  all: [...USER_QUERY_KEY, 'cart'] as const,
  count: (version: number) => [...USER_QUERY_KEY, 'cart', 'count', version] as const,
  basket: (version: number) => [...USER_QUERY_KEY, 'cart', 'basket', version] as const,
  /** Not the user's data: the guest's lines are the whole question. */
  preview: (lines: readonly GuestCartLine[]) => ['guest-cart', 'preview', lines] as const,
};

/** A basket answer is the truth for the basket and the badge. */
export function keepBasket(queryClient: QueryClient, version: number, answer: BasketAnswer): void {
  queryClient.setQueryData(cartKeys.basket(version), answer);
  queryClient.setQueryData(cartKeys.count(version), answer.totalCount);
}

/**
 * Shows a change to the basket at once, before the server answers; resolves to the basket as it was, for
 * putting it back if the server refuses.
 */
export async function patchBasket(
  queryClient: QueryClient,
  version: number,
  patch: (line: CartLine) => CartLine,
): Promise<BasketAnswer | undefined> {
  const key = cartKeys.basket(version);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<BasketAnswer>(key);
  if (before) queryClient.setQueryData(key, { ...before, lines: before.lines.map(patch) });
  return before;
}
