import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { GroupOrders, OrderEffect, OrderGroupsRead, SpecialPort } from '../order';
import type { PaymentRefunds } from '../payment';
import { adminGroupBuys } from './admin-group-buys';
import { endGroups } from './end-groups';
import { groupBuyPages } from './group-buy-pages';
import { joinGroup } from './join-group';
import { adminGroupBuyRoutes, groupBuyRoutes } from './routes';

export { groupActivities } from './tables';

export type GroupBuyModule = {
  /** Checkout's port for `special: { kind: 'group' }`. */
  checkout: SpecialPort;
  /** The groups of group-buy orders, for order cards. */
  groupsOf: OrderGroupsRead;
};

/**
 * Group buys (issue 15): the list, groups and their members, a seat as an order effect, filling on the last
 * paid seat, and ending groups that did not fill — swept at their deadline or closed by staff — with every
 * paid member refunded in full through their payment.
 */
export function createGroupBuyModule(
  deps: Deps,
  ports: {
    orders: GroupOrders;
    refunds: Pick<PaymentRefunds, 'claimForOrders' | 'trySend'>;
    log: FastifyBaseLogger;
  },
): ShopModule<GroupBuyModule> & { effect: OrderEffect } {
  const pages = groupBuyPages(deps);
  const joining = joinGroup(deps, ports.orders);
  const ending = endGroups(deps, ports);
  return {
    service: { checkout: joining.port, groupsOf: pages.groupsOf },
    effect: joining.effect,
    routes: async (api) => {
      await api.register(groupBuyRoutes, { pages });
      await api.register(adminGroupBuyRoutes, { admin: adminGroupBuys(deps, pages, ending) });
    },
    jobs: [ending.sweep],
  };
}
