import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { paymentGatewayFor } from './gateway';

const gatewayOf = (env: NodeJS.ProcessEnv) => paymentGatewayFor(readConfig(env));

describe('choosing the payment gateway', () => {
  it('uses the built-in sandbox by default', () => {
    const { gateway, sandbox } = gatewayOf({});
    expect(gateway.name).toBe('sandbox');
    expect(sandbox).toBe(gateway);
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, and needs its webhook secret', () => {
    const { gateway, sandbox } = gatewayOf({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(gateway.name).toBe('stripe');
    expect(sandbox).toBeNull();
    expect(() => gatewayOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses to run the sandbox in production on the development signing secret', () => {
    expect(() => gatewayOf({ NODE_ENV: 'production' })).toThrow(/SANDBOX_SIGNING_SECRET/);
    const { gateway } = gatewayOf({
      NODE_ENV: 'production',
      SANDBOX_SIGNING_SECRET: 'a-long-production-secret',
    });
    expect(gateway.name).toBe('sandbox');
  });
});
