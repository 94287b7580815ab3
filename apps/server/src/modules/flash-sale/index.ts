import type { ProductCard } from '@tread/domain';
import { admission } from '../../platform/admission';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { StockGate } from '../../platform/stock-gate';
import type { OrderEffect, SpecialPort } from '../order';
import { adminFlashSales } from './admin-flash-sales';
import { buyFlashSale } from './buy-flash-sale';
import { flashSalePages } from './flash-sale-pages';
import { adminFlashSaleRoutes, flashSaleRoutes } from './routes';

export { flashSales } from './tables';

export type FlashSaleModule = {
  /** Checkout's port for `special: { kind: 'seckill' }`. */
  checkout: SpecialPort;
  tagCards(cards: ProductCard[]): Promise<ProductCard[]>;
};

/**
 * Flash sales (issue 15): the snap-up pages, buying through the stock gate (Redis when configured, else this
 * process), the flash stock as an order effect, the daily reset at 12:00am Los Angeles time (the stock counts
 * per Los Angeles day), and the console's schedule.
 */
export function createFlashSaleModule(
  deps: Deps,
  ports: { gate: StockGate },
): ShopModule<FlashSaleModule> & { effect: OrderEffect } {
  const pages = flashSalePages(deps);
  const buying = buyFlashSale(deps, {
    gate: ports.gate,
    admission: admission(deps.config.flashAdmission),
    saleById: pages.saleById,
  });
  return {
    service: { checkout: buying.port, tagCards: pages.tagCards },
    effect: buying.effect,
    routes: async (api) => {
      await api.register(flashSaleRoutes, { pages });
      await api.register(adminFlashSaleRoutes, { admin: adminFlashSales(deps) });
    },
    jobs: [pages.clockJob()],
    close: () => ports.gate.close(),
  };
}
