import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { CartBadge } from './CartBadge';
import { BASKET_NOT_TAB_PATH } from './paths';
import { useCartCount } from './use-cart';

/** The cart icon with its count, for the header of pages without the tab bar. */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <AppLink
      to={BASKET_NOT_TAB_PATH}
      className="icon-button cart-link"
      aria-label={count > 0 ? t('cart.linkLabel', { count }) : t('routes.basket')}
    >
      <ShoppingCart size={24} aria-hidden="true" />
      <CartBadge count={count} />
    </AppLink>
  );
}
