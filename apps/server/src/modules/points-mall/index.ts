import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { OrderEffect, SpecialPort } from '../order';
import { adminMallGoods } from './admin-goods';
import { exchangeCoupon } from './exchange-coupon';
import { mallCheckout } from './mall-checkout';
import { mallReads } from './mall-reads';
import type { MallPorts } from './ports';
import { adminMallRoutes, mallRoutes } from './routes';

export type { MallPorts } from './ports';

/**
 * The points mall (issue 17): goods and coupons for points, or points plus money, each with its own stock that
 * never oversells. A coupon is exchanged at once; a product is a 'points' order through the checkout, its
 * points and stock taken as order effects and given back with the order.
 */
export function createPointsMallModule(
  deps: Deps,
  ports: MallPorts,
): ShopModule<null> & { checkout: SpecialPort; effect: OrderEffect } {
  const { port, effect } = mallCheckout(deps);
  return {
    service: null,
    checkout: port,
    effect,
    routes: async (api) => {
      await api.register(mallRoutes, {
        reads: mallReads(deps, ports),
        exchange: exchangeCoupon(deps, ports),
      });
      await api.register(adminMallRoutes, { goods: adminMallGoods(deps, ports) });
    },
    jobs: [],
  };
}
