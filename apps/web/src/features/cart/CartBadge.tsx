import { cartBadgeText } from '@tread/domain';
import './cart-badge.css';

/** The count on the cart tab's icon: '99+' above 99, nothing for an empty cart (SPEC §9). */
export function CartBadge({ count }: { count: number }) {
  const text = cartBadgeText(count);
  if (!text) return null;
  return (
    <span className="cart-badge" aria-hidden="true">
      {text}
    </span>
  );
}
