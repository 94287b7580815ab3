import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { normalizePathname } from '../../app/routes';
import { useNavigator } from '../../ui/navigator';
import { OrderPath, orderDetailPath } from '../orders/paths';

/** sessionStorage key of the order being paid on a provider's page (SPEC §2 'After returning from a payment'). */
export const PAYING_ORDER_KEY = 'payingOrderNumber';

// sessionStorage can throw (private mode, blocked storage); the rule then simply does not apply.
function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Kept just before the shopper leaves for a hosted payment page. */
export function rememberPayingOrder(orderNumber: string): void {
  try {
    sessionStore()?.setItem(PAYING_ORDER_KEY, orderNumber);
  } catch {
    // Not kept: the shopper comes back to the page they left.
  }
}

export function readPayingOrder(): string | null {
  try {
    return sessionStore()?.getItem(PAYING_ORDER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetPayingOrder(): void {
  try {
    sessionStore()?.removeItem(PAYING_ORDER_KEY);
  } catch {
    // Nothing to forget.
  }
}

const RESULT_PAGES: readonly string[] = [OrderPath.payResult, OrderPath.paymentResult, OrderPath.detail];

/** Where a shopper back from a payment goes: order-detail of the stored order, unless a result or that page shows. */
export function paymentReturnTarget(pathname: string, storedOrderNumber: string | null): string | null {
  if (!storedOrderNumber) return null;
  return RESULT_PAGES.includes(normalizePathname(pathname)) ? null : orderDetailPath(storedOrderNumber);
}

/**
 * SPEC §2: the app opening again (a fresh load, or the browser's back cache) after a hosted payment page
 * takes the shopper to the order they were paying. The stored number is used once.
 */
export function useReturnFromPayment(): void {
  const navigator = useNavigator();
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  useEffect(() => {
    const onReturn = () => {
      const stored = readPayingOrder();
      if (!stored) return;
      forgetPayingOrder();
      const target = paymentReturnTarget(pathnameRef.current, stored);
      if (target) void navigator.go(target, { replace: true });
    };
    onReturn();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onReturn();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [navigator]);
}
