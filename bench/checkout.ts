// Checkout benchmark on PostgreSQL: orders placed per second through POST /api/p/order/submit by 50
// concurrent shoppers on distinct SKUs, then by 500 shoppers all buying one hot SKU with stock for half.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startShop } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SPREAD_SHOPPERS = 50;
const HOT_SHOPPERS = Number(process.env.BENCH_HOT_SHOPPERS ?? 500);
const HOT_STOCK = HOT_SHOPPERS / 2;
/** Sign-ups at once: argon2 hashing is the cost, and the server has few cores. */
const SIGN_UP_CONCURRENCY = 16;
const PASSWORD = 'bench-2026';
const DB_NAME = 'tread_bench_checkout';

const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Shopper = { authorization: string };
type Answer = { status: number; message: string | null; ms: number };

async function call(base: string, path: string, body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

/** A shopper signs up as one would: the code comes from the outbox (no SMTP); each from its own address. */
async function signUp(base: string, db: pg.Pool, index: number): Promise<Shopper> {
  const email = `bench.${index}.${randomUUID().slice(0, 8)}@example.com`;
  // The shop runs with TRUST_PROXY, so per-IP sign-up limits count each shopper separately.
  const from = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
  const sent = await call(base, '/api/user/sendCode', { email, purpose: 'register' }, from);
  if (sent.status !== 200) throw new Error(`sendCode: ${JSON.stringify(sent.json)}`);
  const mail = await db.query<{ text: string }>(
    'select text from mail_outbox where "to" = $1 order by id desc limit 1',
    [email],
  );
  const code = mail.rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const registered = await call(base, '/api/user/register', { email, password: PASSWORD, code }, from);
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.json)}`);
  return { authorization: String(registered.json.accessToken) };
}

async function submit(base: string, shopper: Shopper, skuId: number, stationId: number): Promise<Answer> {
  const started = performance.now();
  const res = await call(
    base,
    '/api/p/order/submit',
    {
      items: [{ skuId, count: 1 }],
      deliveries: [{ group: 'tires', deliveryType: 5, stationId }],
      submitId: randomUUID(),
    },
    shopper,
  );
  const message = res.status === 200 ? null : String(res.json.message);
  return { status: res.status, message, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

type Row = { name: string; answers: Answer[]; wallSeconds: number };

function printRows(rows: Row[]): void {
  console.log(
    '\n| case | orders placed | Insufficient inventory | other errors | orders/s | p50 ms | p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { name, answers, wallSeconds } of rows) {
    const placed = answers.filter((a) => a.status === 200).length;
    const soldOut = answers.filter((a) => a.message === 'Insufficient inventory').length;
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    const rate = Math.round(placed / wallSeconds);
    console.log(
      `| ${name} | ${placed} | ${soldOut} | ${answers.length - placed - soldOut} | ${rate} | ${percentile(sorted, 50)} | ${percentile(sorted, 99)} |`,
    );
  }
}

await admin(`drop database if exists ${DB_NAME} with (force)`);
await admin(`create database ${DB_NAME}`);
const shop = await startShop({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  const stations = await fetch(`${shop.url}/api/station/prodServiceStation?zip=90012`);
  const stationId = ((await stations.json()) as { records: { stationId: number }[] }).records[0]?.stationId;
  if (!stationId) throw new Error('no installer near 90012');
  const tires = await db.query<{ id: number }>(
    'select id from skus where active and biz_type = 7 order by id limit $1',
    [SPREAD_SHOPPERS + 1],
  );
  const [hotSku, ...ids] = tires.rows.map((row) => row.id);
  if (hotSku === undefined || ids.length < SPREAD_SHOPPERS) throw new Error('not enough tires');
  await db.query('update skus set stock = 1000000, purchase_limit = null where id = any($1)', [ids]);
  await db.query('update skus set stock = $2 where id = $1', [hotSku, HOT_STOCK]);

  const signUpStarted = performance.now();
  const shoppers = await inBatches(
    Array.from({ length: Math.max(SPREAD_SHOPPERS, HOT_SHOPPERS) }, (_, i) => i),
    SIGN_UP_CONCURRENCY,
    (i) => signUp(shop.url, db, i),
  );
  const signUpSeconds = (performance.now() - signUpStarted) / 1000;
  console.log(`Signed up ${shoppers.length} shoppers in ${signUpSeconds.toFixed(1)} s.`);

  // 50 shoppers, each on its own SKU, placing orders one after another for `seconds`.
  const spreadAnswers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  const spreadStarted = performance.now();
  await Promise.all(
    ids.map(async (skuId, i) => {
      const shopper = shoppers[i];
      if (!shopper) throw new Error('a shopper per SKU');
      while (performance.now() < until) spreadAnswers.push(await submit(shop.url, shopper, skuId, stationId));
    }),
  );
  const spreadSeconds = (performance.now() - spreadStarted) / 1000;

  // 500 shoppers at once for one SKU with stock for half of them.
  const hotStarted = performance.now();
  const hotAnswers = await Promise.all(
    shoppers.slice(0, HOT_SHOPPERS).map((shopper) => submit(shop.url, shopper, hotSku, stationId)),
  );
  const hotSeconds = (performance.now() - hotStarted) / 1000;
  const left = (await db.query<{ stock: number }>('select stock from skus where id = $1', [hotSku])).rows[0]
    ?.stock;

  console.log(`\nCheckout on PostgreSQL: installer orders of one tire (${seconds} s for the first case)`);
  printRows([
    {
      name: `${SPREAD_SHOPPERS} shoppers, distinct SKUs, ${seconds} s`,
      answers: spreadAnswers,
      wallSeconds: spreadSeconds,
    },
    {
      name: `${HOT_SHOPPERS} shoppers at once, one SKU with stock ${HOT_STOCK}`,
      answers: hotAnswers,
      wallSeconds: hotSeconds,
    },
  ]);
  console.log(`\nHot SKU stock left: ${left} (never below zero: the CHECK and the guarded UPDATE).`);
} finally {
  await db.end();
  await shop.stop();
  await admin(`drop database if exists ${DB_NAME} with (force)`);
}
