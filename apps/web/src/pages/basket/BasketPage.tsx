import { BasketView } from '../../features/cart/basket/BasketView';

/** The cart tab (SPEC §2 basket/basket). */
export default function BasketPage() {
  return <BasketView asTab />;
}
