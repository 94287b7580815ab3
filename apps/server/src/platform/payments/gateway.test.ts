import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { paymentGatewayFor } from './gateway';

const gatewayOf = (env: NodeJS.ProcessEnv) => paymentGatewayFor(readConfig(env));

describe('choosing the payment gateway', () => {
  it('uses the built-in sandbox by default', () => {
    const { gateway, sandbox, stripe } = gatewayOf({});
    expect(gateway.name).toBe('sandbox');
    expect(sandbox).toBe(gateway);
    expect(stripe).toBeNull();
  });

  it('uses Stripe when STRIPE_SECRET_KEY is set, and needs its publishable key and webhook secret', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    const { gateway, sandbox, stripe } = gatewayOf(keys);
    expect(gateway.name).toBe('stripe');
    expect(stripe).toBe(gateway);
    expect(sandbox).toBeNull();
    expect(() => gatewayOf({ ...keys, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => gatewayOf({ ...keys, STRIPE_PUBLISHABLE_KEY: undefined })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('refuses to run the sandbox in production on the development signing secret', () => {
    expect(() => gatewayOf({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' })).toThrow(
      /SANDBOX_SIGNING_SECRET/,
    );
    const { gateway } = gatewayOf({
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      SANDBOX_SIGNING_SECRET: 'a-long-production-secret',
    });
    expect(gateway.name).toBe('sandbox');
  });
});
