import type { GuestCartLine } from '@tread/domain';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { useAddToCart } from './use-cart';
import './add-to-cart-button.css';

export interface AddToCartButtonProps {
  /** What one tap adds, in order, e.g. a staggered set's front pair, then its rear pair. */
  lines: readonly GuestCartLine[];
  /** The product as the shopper knows it: 'Add {{name}} to cart'. */
  name: string;
}

/**
 * A compact cart button for lists: adds `lines`, then says 'Added to cart' like the product page. A refused
 * line stops there; the cart has told the shopper why.
 */
export function AddToCartButton({ lines, name }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    let added = true;
    for (const line of lines) {
      added = await addToCart(line);
      if (!added) break;
    }
    setBusy(false);
    if (added) showToast(t('cart.add.added'));
  };

  return (
    <button
      type="button"
      className="add-to-cart-button"
      aria-label={t('cart.add.addNamed', { name })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void add()}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : <ShoppingCart size={20} aria-hidden="true" />}
    </button>
  );
}
