import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import type { PaymentGateways } from '../../platform/payments/gateway';
import type { ConfigService } from '../config';
import type { MyOrders, OrderPayments } from '../order';
import type { WalletService } from '../wallet';
import { adminPaymentRoutes } from './admin-routes';
import { paymentNotifications } from './notifications';
import { type OtherPayable, payables } from './payables';
import { type PaymentRefunds, refundPayment } from './refund-payment';
import { paymentNotifyRoutes, paymentRoutes } from './routes';
import { sandboxRoutes } from './sandbox-routes';
import { type PaymentService, paymentService } from './service';
import { type StaffPayments, staffPayments } from './staff-payments';
import { stripeCheckoutRoutes } from './stripe-routes';

export { type PaymentRefunds, REFUND_RETRY_AFTER_MS } from './refund-payment';
export { paymentRefunds, payments } from './tables';

/**
 * Paying orders with the balance or through the configured gateway, its notifications, and refunds of
 * payments in parts (issue 6, issue 10 part 5).
 */
export function createPaymentModule(
  deps: Deps,
  ports: {
    gateways: PaymentGateways;
    config: ConfigService;
    wallet: WalletService;
    orders: OrderPayments;
    /** Top-ups and memberships, paid like orders (issue 17). */
    others: readonly OtherPayable[];
    myOrders: MyOrders;
    log: FastifyBaseLogger;
  },
): ShopModule<
  PaymentService & {
    ofOrder: StaffPayments['ofOrder'];
    /**
     * Orders given back whole (a group buy that failed) or in part (after-sales): refunds claimed in their
     * transaction, then sent.
     */
    refunds: Pick<PaymentRefunds, 'claimForOrder' | 'claimForOrders' | 'standingOf' | 'trySend'>;
  }
> {
  const { gateway, sandbox, stripe } = ports.gateways;
  const refunds = refundPayment(deps, gateway, ports.wallet);
  const paying = payables(ports.orders, ports.others);
  const service = paymentService(deps, {
    wallet: ports.wallet,
    gateway,
    paySwitch: ports.config.getPaySwitch,
    payables: paying,
    orderDetail: ports.myOrders.detail,
    log: ports.log,
  });
  const notifications = paymentNotifications(deps, { gateway, orders: paying, refunds });
  const staff = staffPayments(deps, refunds);
  return {
    // The console's order detail lists an order's payments (issue 13).
    service: { ...service, ofOrder: staff.ofOrder, refunds },
    routes: async (api) => {
      await api.register(paymentRoutes, { payments: service });
      await api.register(paymentNotifyRoutes, { notifications });
      await api.register(adminPaymentRoutes, { payments: staff });
      if (sandbox) await api.register(sandboxRoutes, { payments: service, sandbox, clock: deps.clock });
      if (stripe) {
        await api.register(stripeCheckoutRoutes, {
          payments: service,
          stripe,
          publicBaseUrl: deps.config.publicBaseUrl,
        });
      }
    },
    jobs: [refunds.sendOwedRefunds],
  };
}
