import { BasketView } from '../../features/cart/basket/BasketView';

/** The cart pushed over another page, with a back button (SPEC §2 basket-not-tab/basket-not-tab). */
export default function BasketNotTabPage() {
  return <BasketView asTab={false} />;
}
