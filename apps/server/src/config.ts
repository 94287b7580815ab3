import { resolve } from 'node:path';
import { GREATER_LA_CENTER, GREATER_LA_RADIUS_MILES } from '@tread/domain';
import { z } from 'zod';

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  CONSOLE_DIST: z.string().default(resolve(import.meta.dirname, '../../admin/dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: z.stringbool().default(false),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Tread <no-reply@tread.local>'),
  MAIL_OUTBOX: z.stringbool().default(false),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(7200),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  STREET_PROVIDER: z.enum(['none', 'smarty']).default('none'),
  STREET_AUTH_ID: z.string().optional(),
  STREET_AUTH_TOKEN: z.string().optional(),
  TAX_PROVIDER: z.enum(['builtin', 'taxjar']).default('builtin'),
  TAXJAR_API_KEY: z.string().min(1).optional(),
  TEST_CLOCK: z.stringbool().default(false),
  SEED_SCALE: z.coerce.number().min(1).max(1000).default(1),
  DELIVERY_CENTER_LAT: z.coerce.number().min(-90).max(90).default(GREATER_LA_CENTER.lat),
  DELIVERY_CENTER_LNG: z.coerce.number().min(-180).max(180).default(GREATER_LA_CENTER.lng),
  DELIVERY_RADIUS_MILES: z.coerce.number().positive().default(GREATER_LA_RADIUS_MILES),
  JOBS_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
  ORDER_AUTO_CONFIRM_DAYS: z.coerce.number().int().positive().default(10),
  REFUND_RESPOND_HOURS: z.coerce.number().positive().default(48),
  RETURN_SHIP_DAYS: z.coerce.number().positive().default(7),
  RETURN_ADDRESS: z.string().min(1).default('Tread Returns, 2150 E 7th St, Los Angeles, CA 90021'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
  CHAT_IDLE_SECONDS: z.coerce.number().positive().default(60),
  NODE_ENV: z.string().optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).optional(),
  SANDBOX_SIGNING_SECRET: z.string().min(16).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.string().url().optional(),
  STAFF_BALANCE_ADJUST_LIMIT_CENTS: z.coerce.number().int().nonnegative().default(10_000),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:-]{1,40}$/)
    .default('tread'),
  FLASH_ADMISSION_SLOTS: z.coerce.number().int().positive().default(32),
  FLASH_ADMISSION_WAIT_MS: z.coerce.number().int().nonnegative().default(3000),
  MAP_TILE_URL: z
    .string()
    .regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/, 'must be an http(s) address or a path starting with /')
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'needs {z}, {x} and {y}')
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
});

export type Config = {
  port: number;
  host: string;
  /** Where the embedded PGlite database keeps its files; unused when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environment>['LOG_LEVEL'];
  webDist: string;
  /** The built staff console, served at /admin. */
  consoleDist: string;
  bodyLimitBytes: number;
  /** Behind a load balancer: the client IP comes from X-Forwarded-For, so rate limits count shoppers. */
  trustProxy: boolean;
  /** The first administrator, created at start when both are set. */
  admin: { email: string; password: string } | undefined;
  /** SMTP server for outgoing mail; without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Uploaded images live here and are served at /uploads/. */
  uploadsDir: string;
  /** Street autocomplete; 'none' leaves the street as free text. */
  street: { provider: 'none' } | { provider: 'smarty'; authId: string; authToken: string };
  /** Sales tax rates: the built-in table (CDTFA's California rates, state rates elsewhere), or TaxJar. */
  tax: { provider: 'builtin' } | { provider: 'taxjar'; apiKey: string };
  /** Lets the administrator move the clock forward (browser journeys pass deadlines); never in production. */
  testClock: boolean;
  /** Size of the catalog seeded into an empty database: 1 is the real catalog, 200 about 1.5 million SKUs. */
  seedScale: number;
  /** The warehouse point and radius of free 1–3 business-day delivery (Greater Los Angeles by default). */
  delivery: { center: { lat: number; lng: number }; radiusMiles: number };
  /** How often each instance sweeps rows whose deadline passed (unpaid orders, shipped orders to confirm). */
  jobsIntervalSeconds: number;
  /** Days after shipping that an order the shopper did not confirm is confirmed by itself. */
  orderAutoConfirmDays: number;
  /** After-sales (issue 16): a merchant answers a refund request within `respondHours` or it is accepted; an accepted return is sent within `returnShipDays` or it closes; goods go back to `returnAddress`. */
  refunds: { respondHours: number; returnShipDays: number; returnAddress: string };
  /** After SIGTERM or SIGINT, how long in-flight requests and a sweep may take before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** A chat socket silent this long (the browser pings every 20 s) is closed. */
  chatIdleSeconds: number;
  /** Card, wallet and pay-later payments: the built-in sandbox gateway, or Stripe when STRIPE_SECRET_KEY is set. */
  payments:
    | { gateway: 'sandbox'; signingSecret: string }
    | { gateway: 'stripe'; secretKey: string; webhookSecret: string; publishableKey: string };
  /** Origin of links handed to the browser (the payment pages); '' keeps them relative to this server. */
  publicBaseUrl: string;
  /** Whether /api/docs lists the staff routes: in development, never in production, where anyone can read it. */
  staffRoutesInDocs: boolean;
  /** The most customer service may add to or take from a balance in one adjustment; administrators have no limit. */
  staffBalanceAdjustLimitCents: number;
  /** Shared state between instances (the flash-sale stock gate); without it each instance keeps its own. */
  redisUrl: string | undefined;
  /** Starts every key this shop writes in Redis, so shops (or test runs) sharing one Redis never meet. */
  redisKeyPrefix: string;
  /**
   * Flash-sale attempts one instance places at once, and how long an attempt waits for a place before the
   * shopper is told 'The activity is very hot, please try again later'.
   */
  flashAdmission: { slots: number; waitMs: number };
  /** The installer map's tile source ({z}/{x}/{y} template and credit); null draws the map without tiles. */
  mapTiles: { url: string; attribution: string } | null;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    consoleDist: resolve(e.CONSOLE_DIST),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    admin: readAdministrator(e),
    smtpUrl: readMailTransport(e),
    mailFrom: e.MAIL_FROM,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    uploadsDir: resolve(e.DATA_DIR, 'uploads'),
    street: readStreetProvider(e),
    tax: readTaxProvider(e),
    testClock: e.TEST_CLOCK,
    seedScale: e.SEED_SCALE,
    delivery: {
      center: { lat: e.DELIVERY_CENTER_LAT, lng: e.DELIVERY_CENTER_LNG },
      radiusMiles: e.DELIVERY_RADIUS_MILES,
    },
    jobsIntervalSeconds: e.JOBS_INTERVAL_SECONDS,
    orderAutoConfirmDays: e.ORDER_AUTO_CONFIRM_DAYS,
    refunds: {
      respondHours: e.REFUND_RESPOND_HOURS,
      returnShipDays: e.RETURN_SHIP_DAYS,
      returnAddress: e.RETURN_ADDRESS,
    },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    chatIdleSeconds: e.CHAT_IDLE_SECONDS,
    payments: readPayments(e),
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? '',
    staffRoutesInDocs: e.NODE_ENV !== 'production',
    staffBalanceAdjustLimitCents: e.STAFF_BALANCE_ADJUST_LIMIT_CENTS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    flashAdmission: { slots: e.FLASH_ADMISSION_SLOTS, waitMs: e.FLASH_ADMISSION_WAIT_MS },
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION ?? '' } : null,
  };
}

// Shared by every instance so any of them verifies the sandbox's notifications; production must set its own.
const DEV_SANDBOX_SIGNING_SECRET = 'tread-sandbox-dev-signing-secret';

function readPayments(e: z.infer<typeof environment>): Config['payments'] {
  const gateway = e.PAYMENT_GATEWAY ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (gateway === 'stripe') {
    if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET || !e.STRIPE_PUBLISHABLE_KEY) {
      throw new Error(
        'Invalid configuration: Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      );
    }
    return {
      gateway,
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    };
  }
  if (!e.SANDBOX_SIGNING_SECRET && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: set SANDBOX_SIGNING_SECRET in production');
  }
  return { gateway, signingSecret: e.SANDBOX_SIGNING_SECRET ?? DEV_SANDBOX_SIGNING_SECRET };
}

/** In production mail must leave the shop, unless MAIL_OUTBOX says keeping it in the outbox is wanted. */
function readMailTransport(e: z.infer<typeof environment>): string | undefined {
  if (!e.SMTP_URL && e.NODE_ENV === 'production' && !e.MAIL_OUTBOX) {
    throw new Error(
      'Invalid configuration: set SMTP_URL in production (or MAIL_OUTBOX=true to keep mail in the outbox)',
    );
  }
  return e.SMTP_URL;
}

function readAdministrator(e: z.infer<typeof environment>): Config['admin'] {
  if (!e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) return undefined;
  if (!e.ADMIN_EMAIL || !e.ADMIN_PASSWORD) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  return { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD };
}

function readStreetProvider(e: z.infer<typeof environment>): Config['street'] {
  if (e.STREET_PROVIDER === 'none') return { provider: 'none' };
  if (!e.STREET_AUTH_ID || !e.STREET_AUTH_TOKEN) {
    throw new Error(
      'Invalid configuration: STREET_PROVIDER=smarty needs STREET_AUTH_ID and STREET_AUTH_TOKEN',
    );
  }
  return { provider: 'smarty', authId: e.STREET_AUTH_ID, authToken: e.STREET_AUTH_TOKEN };
}

function readTaxProvider(e: z.infer<typeof environment>): Config['tax'] {
  if (e.TAX_PROVIDER === 'builtin') return { provider: 'builtin' };
  if (!e.TAXJAR_API_KEY) throw new Error('Invalid configuration: TAX_PROVIDER=taxjar needs TAXJAR_API_KEY');
  return { provider: 'taxjar', apiKey: e.TAXJAR_API_KEY };
}
