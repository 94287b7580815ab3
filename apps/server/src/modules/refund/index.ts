import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { AfterSalesOrders } from '../order';
import { applyRefund } from './apply-refund';
import { handleRefund, type RefundMoneyPort } from './handle-refund';
import { refundJobs } from './refund-jobs';
import { movedWithNotice, type RefundNotify } from './refund-moves';
import { type RefundReads, refundReads } from './refund-reads';
import { returnGoods } from './return-goods';
import { adminRefundRoutes, refundRoutes } from './routes';

export { refundRequests } from './tables';

export type RefundService = {
  apply: ReturnType<typeof applyRefund>;
  handle: ReturnType<typeof handleRefund>;
  goods: ReturnType<typeof returnGoods>;
  reads: RefundReads;
};

/**
 * Refunds and returns (issue 16): a shopper asks per item, the merchant answers before a deadline or the
 * request is accepted, returns are sent before theirs or close, and the money goes back through the
 * payment that took it, once per request.
 */
export function createRefundModule(
  deps: Deps,
  ports: {
    orders: AfterSalesOrders;
    money: RefundMoneyPort;
    log: FastifyBaseLogger;
    /** The message center: the shopper hears each move they did not make (issue 18). */
    notify: RefundNotify;
  },
): ShopModule<Pick<RefundReads, 'ofOrders' | 'hasRequests' | 'hasOpenRequests' | 'refundedCents'>> {
  const move = movedWithNotice(ports.notify);
  const handle = handleRefund(deps, ports.orders, ports.money, ports.log, move);
  const refunds: RefundService = {
    apply: applyRefund(deps, ports.orders),
    handle,
    goods: returnGoods(deps),
    reads: refundReads(deps, ports.money),
  };
  return {
    service: {
      ofOrders: refunds.reads.ofOrders,
      hasRequests: refunds.reads.hasRequests,
      hasOpenRequests: refunds.reads.hasOpenRequests,
      refundedCents: refunds.reads.refundedCents,
    },
    routes: async (api) => {
      await api.register(refundRoutes, { refunds });
      await api.register(adminRefundRoutes, { refunds });
    },
    jobs: refundJobs(deps, handle, move),
  };
}
