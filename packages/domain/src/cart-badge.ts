import { CART_BADGE_OVERFLOW } from './constants';

// Apart from the cart's other rules, so the app's tab bar shows it without loading them.
/** The tab badge: nothing for an empty cart, '99+' above 99 (SPEC §9). */
export function cartBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_OVERFLOW ? `${CART_BADGE_OVERFLOW}+` : String(count);
}
