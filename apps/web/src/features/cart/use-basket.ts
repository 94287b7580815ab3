import type { BasketAnswer, CartLine, GuestCartLine } from '@tread/domain';
import { type BasketSummary, isSelectable, summarizeBasket } from '@tread/domain';
import { useMemo, useState } from 'react';
import { useIsSignedIn } from '../auth';
import { useServerBasket } from './api/basket';
import { useRemoveCartLines } from './api/delete-items';
import { useGuestCartPreview } from './api/guest-preview';
import { useSelectCartLines } from './api/select-items';
import { useSetCartCount } from './api/update-item';
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

interface ServerCalls {
  setCount: (change: { skuId: number; count: number }) => Promise<BasketAnswer>;
  remove: (skuIds: readonly number[]) => Promise<BasketAnswer>;
  select: (change: { skuIds: readonly number[] | undefined; selected: boolean }) => Promise<BasketAnswer>;
}

/** The server cart's actions; the mutations show changes at once and put them back when refused. */
function serverActions(
  calls: ServerCalls,
  markBusy: (skuIds: readonly number[], busy: boolean) => void,
): BasketActions {
  const whileBusy = async (skuIds: readonly number[], send: () => Promise<unknown>) => {
    markBusy(skuIds, true);
    try {
      await send();
    } catch {
      // Put back by the mutation; the client told the shopper why.
    } finally {
      markBusy(skuIds, false);
    }
  };
  return {
    setCount: (skuId, count) => whileBusy([skuId], () => calls.setCount({ skuId, count })),
    remove: async (skuIds) => {
      try {
        await calls.remove(skuIds);
        return true;
      } catch {
        return false;
      }
    },
    select: (skuIds, selected) => whileBusy(skuIds ?? [], () => calls.select({ skuIds, selected })),
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
  const version = useGuestCartStore((state) => state.serverVersion);
  const guestLines = useGuestCartStore((state) => state.lines);
  const unselected = useGuestCartStore((state) => state.unselected);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());

  const server = useServerBasket(version, signedIn);
  const preview = useGuestCartPreview(guestLines, !signedIn && guestLines.length > 0);
  const setCount = useSetCartCount(version).mutateAsync;
  const remove = useRemoveCartLines(version).mutateAsync;
  const select = useSelectCartLines(version).mutateAsync;

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
      ...(signedIn ? serverActions({ setCount, remove, select }, markBusy) : guestActions(lines)),
      status,
      lines,
      updated: !emptyGuest && Boolean(query.data?.updated),
      summary: summarizeBasket(lines),
      busy,
      retry: () => void query.refetch(),
    };
  }, [signedIn, server, preview, guestLines, unselected, setCount, remove, select, busy]);
}
