import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BasketAnswer, CartLine, GuestCartLine } from '@tread/domain';
import { useMemo, useState } from 'react';
import { useIsSignedIn } from '../auth';
import {
  cartKeys,
  fetchBasket,
  previewGuestCart,
  removeFromServerCart,
  selectServerLines,
  setServerCount,
} from './cart-api';
import { type BasketSummary, isSelectable, summarizeBasket } from './cart-rules';
import { removeFromGuestCart, selectGuestLines, setGuestCount, useGuestCartStore } from './guest-cart';

export interface BasketActions {
  setCount: (skuId: number, count: number) => Promise<void>;
  /** Resolves to false when the server refused; the shopper has been told. */
  remove: (skuIds: number[]) => Promise<boolean>;
  /** Ticks or unticks `skuIds`; without them, every line. */
  select: (skuIds: number[] | undefined, selected: boolean) => Promise<void>;
}

export interface Basket extends BasketActions {
  status: 'loading' | 'error' | 'ready';
  lines: CartLine[];
  /** Show 'Something in your cart has been updated, please check'. */
  updated: boolean;
  summary: BasketSummary;
  /** Lines whose change is on its way to the server. */
  busy: ReadonlySet<number>;
  retry: () => void;
}

const withLines = (answer: BasketAnswer, lines: CartLine[]): BasketAnswer => ({ ...answer, lines });

function patchLines(answer: BasketAnswer | undefined, patch: (line: CartLine) => CartLine) {
  return answer && withLines(answer, answer.lines.map(patch));
}

function serverActions(
  queryClient: QueryClient,
  version: number,
  markBusy: (skuIds: readonly number[], busy: boolean) => void,
): BasketActions {
  const basketKey = cartKeys.basket(version);
  const keep = (answer: BasketAnswer) => {
    queryClient.setQueryData(basketKey, answer);
    queryClient.setQueryData(cartKeys.count(version), answer.totalCount);
  };
  // Shows the change at once and puts the cart back as it was if the server refuses it.
  const optimistic = async (
    skuIds: readonly number[],
    patch: (line: CartLine) => CartLine,
    send: () => Promise<BasketAnswer>,
  ) => {
    await queryClient.cancelQueries({ queryKey: basketKey });
    const before = queryClient.getQueryData<BasketAnswer>(basketKey);
    queryClient.setQueryData(basketKey, patchLines(before, patch));
    markBusy(skuIds, true);
    try {
      keep(await send());
    } catch {
      queryClient.setQueryData(basketKey, before);
    } finally {
      markBusy(skuIds, false);
    }
  };
  return {
    setCount: (skuId, count) =>
      optimistic(
        [skuId],
        (line) => (line.skuId === skuId ? { ...line, count, lineTotal: line.priceSettle * count } : line),
        () => setServerCount(skuId, count),
      ),
    remove: async (skuIds) => {
      try {
        keep(await removeFromServerCart(skuIds));
        return true;
      } catch {
        return false;
      }
    },
    select: (skuIds, selected) =>
      optimistic(
        skuIds ?? [],
        (line) => (!skuIds || skuIds.includes(line.skuId) ? { ...line, selected } : line),
        () => selectServerLines(skuIds, selected),
      ),
  };
}

function guestActions(lines: readonly CartLine[]): BasketActions {
  return {
    setCount: async (skuId, count) => setGuestCount(skuId, count),
    remove: async (skuIds) => {
      removeFromGuestCart(skuIds);
      return true;
    },
    select: async (skuIds, selected) =>
      selectGuestLines(skuIds ?? lines.filter(isSelectable).map((line) => line.skuId), selected),
  };
}

/** The server's pricing of the guest's lines, with the counts and ticks the browser holds. */
function guestView(
  answer: BasketAnswer | undefined,
  lines: readonly GuestCartLine[],
  unselected: readonly number[],
): CartLine[] {
  if (!answer) return [];
  // Newest first, as the signed-in cart lists them; the guest's lines are kept oldest first.
  return answer.lines.toReversed().flatMap((priced) => {
    const held = lines.find((line) => line.skuId === priced.skuId);
    if (!held) return [];
    const count = held.count;
    return [
      {
        ...priced,
        count,
        lineTotal: priced.priceSettle * count,
        selected: !unselected.includes(priced.skuId),
      },
    ];
  });
}

/**
 * The basket: the signed-in shopper's server cart, or the guest's lines priced by the server (nothing
 * stored there). One shape and one set of actions either way.
 */
export function useBasket(): Basket {
  const signedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const version = useGuestCartStore((state) => state.serverVersion);
  const guestLines = useGuestCartStore((state) => state.lines);
  const unselected = useGuestCartStore((state) => state.unselected);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const server = useQuery({
    queryKey: cartKeys.basket(version),
    queryFn: ({ signal }) => fetchBasket(signal),
    enabled: signedIn,
  });
  // Counts are part of the question, so a stepper tap asks again; the last answer shows meanwhile.
  const preview = useQuery({
    queryKey: cartKeys.preview(guestLines),
    queryFn: ({ signal }) => previewGuestCart(guestLines, signal),
    enabled: !signedIn && guestLines.length > 0,
    placeholderData: keepPreviousData,
  });

  return useMemo((): Basket => {
    const markBusy = (skuIds: readonly number[], isBusy: boolean) =>
      setBusy((current) => {
        const next = new Set(current);
        for (const skuId of skuIds) {
          if (isBusy) next.add(skuId);
          else next.delete(skuId);
        }
        return next;
      });
    const emptyGuest = !signedIn && guestLines.length === 0;
    const query = signedIn ? server : preview;
    const lines = signedIn ? (server.data?.lines ?? []) : guestView(preview.data, guestLines, unselected);
    const status = emptyGuest || query.data ? 'ready' : query.isError ? 'error' : 'loading';
    return {
      ...(signedIn ? serverActions(queryClient, version, markBusy) : guestActions(lines)),
      status,
      lines,
      updated: !emptyGuest && Boolean(query.data?.updated),
      summary: summarizeBasket(lines),
      busy,
      retry: () => void query.refetch(),
    };
  }, [signedIn, server, preview, guestLines, unselected, queryClient, version, busy]);
}
