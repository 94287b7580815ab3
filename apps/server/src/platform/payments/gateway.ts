import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { PaymentGateway } from './provider';
import { type SandboxGateway, sandboxGateway } from './sandbox';
import { type StripeGateway, stripeGateway } from './stripe';

/** The gateway in use, and the same object under its own type for the pages only that gateway has. */
export type PaymentGateways = {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
  stripe: StripeGateway | null;
};

/** The one place the payment gateway is chosen: Stripe when configured, else the built-in sandbox. */
export function paymentGatewayFor(
  config: Config,
  adapters: { stripeHttpClient?: Stripe.HttpClient } = {},
): PaymentGateways {
  const payments = config.payments;
  if (payments.gateway === 'stripe') {
    const stripe = stripeGateway({
      secretKey: payments.secretKey,
      webhookSecret: payments.webhookSecret,
      publishableKey: payments.publishableKey,
      publicBaseUrl: config.publicBaseUrl,
      httpClient: adapters.stripeHttpClient,
    });
    return { gateway: stripe, sandbox: null, stripe };
  }
  const sandbox = sandboxGateway({
    signingSecret: payments.signingSecret,
    publicBaseUrl: config.publicBaseUrl,
  });
  return { gateway: sandbox, sandbox, stripe: null };
}
