import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { cartRoutes } from './routes';
import { type CartService, cartService } from './service';

export { priceLines } from './lines';
export { removeCheckedOutLines } from './service';
export type { CartService };

/** The signed-in shopper's cart and the guest cart's preview (SPEC §4 'Guest cart', §5 'Purchase limit'). */
export function createCartModule(deps: Deps): ShopModule<CartService> {
  const service = cartService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(cartRoutes, { cart: service });
    },
    jobs: [],
  };
}
