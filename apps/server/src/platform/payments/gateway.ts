import type { Config } from '../../config';
import type { PaymentGateway } from './provider';
import { type SandboxGateway, sandboxGateway } from './sandbox';
import { stripeGateway } from './stripe';

/** The one place the payment gateway is chosen: Stripe when configured, else the built-in sandbox. */
export function paymentGatewayFor(config: Config): {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
} {
  const payments = config.payments;
  if (payments.gateway === 'stripe') {
    return {
      gateway: stripeGateway({
        secretKey: payments.secretKey,
        webhookSecret: payments.webhookSecret,
        publishableKey: payments.publishableKey,
      }),
      sandbox: null,
    };
  }
  const sandbox = sandboxGateway({
    signingSecret: payments.signingSecret,
    publicBaseUrl: config.publicBaseUrl,
  });
  return { gateway: sandbox, sandbox };
}
