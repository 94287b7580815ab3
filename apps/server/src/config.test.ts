import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('account, mail and street configuration', () => {
  it('has the embedded defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      admin: undefined,
      smtpUrl: undefined,
      accessTokenTtlSeconds: 7200,
      refreshTokenTtlDays: 30,
      trustProxy: false,
      street: { provider: 'none' },
    });
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
  });

  it('reads the first administrator only as a pair', () => {
    const both = readConfig({ ADMIN_EMAIL: 'boss@tread.test', ADMIN_PASSWORD: 'boss-pass-1' });
    expect(both.admin).toEqual({ email: 'boss@tread.test', password: 'boss-pass-1' });
    expect(() => readConfig({ ADMIN_EMAIL: 'boss@tread.test' })).toThrow(/ADMIN_PASSWORD go together/);
  });

  it('needs both Smarty keys when Smarty is the street provider', () => {
    expect(() => readConfig({ STREET_PROVIDER: 'smarty', STREET_AUTH_ID: 'id' })).toThrow(
      /STREET_AUTH_TOKEN/,
    );
    const smarty = readConfig({
      STREET_PROVIDER: 'smarty',
      STREET_AUTH_ID: 'id',
      STREET_AUTH_TOKEN: 'token',
    });
    expect(smarty.street).toEqual({ provider: 'smarty', authId: 'id', authToken: 'token' });
  });

  it('refuses to start in production without a mail transport, unless the outbox is asked for', () => {
    const production = { NODE_ENV: 'production', SANDBOX_SIGNING_SECRET: 'a-long-production-secret' };
    expect(() => readConfig(production)).toThrow(/SMTP_URL/);
    expect(readConfig({ ...production, SMTP_URL: 'smtp://mail.example.com' }).smtpUrl).toBe(
      'smtp://mail.example.com',
    );
    expect(readConfig({ ...production, MAIL_OUTBOX: 'true' }).smtpUrl).toBeUndefined();
  });

  it('rates sales tax from the built-in table unless TaxJar is chosen, and TaxJar needs its key', () => {
    expect(readConfig({}).tax).toEqual({ provider: 'builtin' });
    expect(() => readConfig({ TAX_PROVIDER: 'taxjar' })).toThrow(/TAXJAR_API_KEY/);
    expect(readConfig({ TAX_PROVIDER: 'taxjar', TAXJAR_API_KEY: 'key' }).tax).toEqual({
      provider: 'taxjar',
      apiKey: 'key',
    });
    expect(() => readConfig({ TAX_PROVIDER: 'avalara' })).toThrow(/TAX_PROVIDER/);
  });

  it('reads TRUST_PROXY as a yes/no switch', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('catalog configuration', () => {
  it('seeds the real catalog and delivers free around downtown Los Angeles by default', () => {
    const config = readConfig({});
    expect(config.seedScale).toBe(1);
    expect(config.delivery).toEqual({ center: { lat: 34.0522, lng: -118.2437 }, radiusMiles: 60 });
  });

  it('reads a benchmark scale and another warehouse, and refuses nonsense', () => {
    const config = readConfig({
      SEED_SCALE: '100',
      DELIVERY_RADIUS_MILES: '25',
      DELIVERY_CENTER_LAT: '33.8',
    });
    expect(config.seedScale).toBe(100);
    expect(config.delivery).toEqual({ center: { lat: 33.8, lng: -118.2437 }, radiusMiles: 25 });
    expect(() => readConfig({ SEED_SCALE: '0' })).toThrow(/SEED_SCALE/);
    expect(() => readConfig({ DELIVERY_RADIUS_MILES: '-1' })).toThrow(/DELIVERY_RADIUS_MILES/);
  });
});
