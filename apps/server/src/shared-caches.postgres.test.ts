import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResult, ProductDetail } from '@tread/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../test/harness';
import { isRunning, type ShopProcess, startShopProcess } from '../test/shop-process';
import { FEED_APPLICATION_NAME } from './db/change-feed';

// Two server processes on one PostgreSQL database, as production runs them: what staff change on one is shown
// by the other within a second (issue 12), because each process drops what it cached when the change is announced.

const ADMIN = { email: 'ops@tread.test', password: 'Ops-2026-tread' };
const SHOWN_WITHIN_MS = 1_000;

let database: Awaited<ReturnType<typeof freshPostgres>>;
let sql: pg.Client;
const dataDirs: string[] = [];
let first: ShopProcess;
let second: ShopProcess;
let staff: { authorization: string };
let sku: { id: number; productId: number; price: number };

async function startOne(): Promise<ShopProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tread-pg-caches-'));
  dataDirs.push(dataDir);
  return startShopProcess(database.url, dataDir, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
}

beforeAll(async () => {
  database = await freshPostgres();
  // The first migrates and seeds; the second starts on the ready database.
  first = await startOne();
  second = await startOne();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const { rows } = await sql.query(
    'select id, product_id as "productId", price from skus where active and stock > 0 order by id limit 1',
  );
  sku = rows[0];
  const login = await fetch(`${first.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  staff = { authorization: `Bearer ${((await login.json()) as LoginResult).accessToken}` };
}, 180_000);
afterAll(async () => {
  await sql?.end();
  for (const shop of [first, second]) {
    if (shop && isRunning(shop.process)) {
      shop.process.kill('SIGKILL');
      await once(shop.process, 'exit');
    }
  }
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

const json = async <T>(shop: ShopProcess, path: string): Promise<T> =>
  (await fetch(`${shop.url}${path}`)).json() as Promise<T>;
const productSku = async (shop: ShopProcess) =>
  (await json<ProductDetail>(shop, `/api/prod/prodInfo?prodId=${sku.productId}&skuId=${sku.id}`)).sku;
const homePage = async (shop: ShopProcess) =>
  (await json<{ value: { bannerSwitch: boolean } }>(shop, '/api/sys/config/info/getSysSwitch/homePage'))
    .value;

/** How long until `read` answers `expected`, asking every 10 ms up to the spec's second (then it failed). */
async function msUntil<T>(read: () => Promise<T>, expected: T): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < SHOWN_WITHIN_MS) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(
    `still not ${JSON.stringify(expected)} after ${SHOWN_WITHIN_MS} ms: ${JSON.stringify(await read())}`,
  );
}

async function staffChange(method: 'PATCH' | 'PUT', path: string, body: object) {
  const res = await fetch(`${first.url}${path}`, {
    method,
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describe('two server processes on one database', () => {
  it('a price changed by staff on one is shown by the other within a second', async () => {
    // Both read, and so cache, the product page at the old price.
    expect((await productSku(first)).price).toBe(sku.price);
    expect((await productSku(second)).price).toBe(sku.price);
    const newPrice = sku.price + 500;
    await staffChange('PATCH', `/api/admin/skus/${sku.id}`, { price: newPrice });
    // The process staff used shows it at once.
    expect((await productSku(first)).price).toBe(newPrice);
    const ms = await msUntil(async () => (await productSku(second)).price, newPrice);
    console.info(`the other process showed the new price after ${ms.toFixed(1)} ms`);
  });

  it('a SKU that sells out on one is shown sold out by the other within a second', async () => {
    expect((await productSku(second)).soldOut).toBe(false);
    await staffChange('PATCH', `/api/admin/skus/${sku.id}`, { stock: 0 });
    await msUntil(async () => (await productSku(second)).soldOut, true);
    await staffChange('PATCH', `/api/admin/skus/${sku.id}`, { stock: 20 });
    await msUntil(async () => (await productSku(second)).soldOut, false);
  });

  it('a home page switched by staff on one is shown by the other within a second', async () => {
    const home = await homePage(second);
    await staffChange('PUT', '/api/admin/config/homePage', {
      value: { ...home, bannerSwitch: !home.bannerSwitch },
    });
    await msUntil(async () => (await homePage(second)).bannerSwitch, !home.bannerSwitch);
  });

  it('a process that lost its listening connection answers what the database holds, not what it cached', async () => {
    expect((await productSku(second)).price).toBe(sku.price + 500);
    const { rows } = await sql.query(
      'select pg_terminate_backend(pid) as cut from pg_stat_activity where application_name = $1 and datname = current_database()',
      [FEED_APPLICATION_NAME],
    );
    expect(rows.length).toBe(2);
    // Written while neither process can hear it: nothing announces it to them.
    await sql.query('update skus set price = $1 where id = $2', [sku.price + 900, sku.id]);
    await msUntil(async () => (await productSku(second)).price, sku.price + 900);
    expect(second.log()).toMatch(/change feed connection lost/);
    // Back to listening (tried again every second), it caches and hears changes again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await productSku(second);
    await staffChange('PATCH', `/api/admin/skus/${sku.id}`, { price: sku.price });
    await msUntil(async () => (await productSku(second)).price, sku.price);
  });
});
