import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { reviewedItems } from './reviewed-items';

export { reviews } from './tables';

/** Reviews of order items (issue 16): written by buyers of received orders, read on product pages, moderated by staff. */
export function createReviewModule(
  deps: Deps,
): ShopModule<{ reviewedOf(orderIds: number[]): Promise<Set<number>> }> {
  return {
    service: { reviewedOf: (orderIds) => reviewedItems(deps.db, orderIds) },
    routes: async () => {},
    jobs: [],
  };
}
