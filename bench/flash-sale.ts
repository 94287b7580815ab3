// Flash-sale benchmark (issue 15) on PostgreSQL and Redis: attempts per second at the stock gate by 500
// concurrent shoppers on one hot flash SKU, beside the most a one-key Redis script can do in the same run;
// then the same rush end to end through POST /api/p/order/submit on the compiled shop, beside the plain
// checkout (50 shoppers on distinct SKUs) measured in the same run. Oversold units are counted, never assumed.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { flashSaleDay } from '@tread/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import { redisStockGate } from '../apps/server/src/platform/stock-gate';
import { startShop } from './lib';
import { benchDatabaseUrl, onServer } from './postgres';
import { agent, call, inBatches, type Shopper, signUp } from './shoppers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHOPPERS = Number(process.env.BENCH_FLASH_SHOPPERS ?? 500);
const SPREAD_SHOPPERS = 50;
const UNITS = 100;
const LIMIT = 2;
const SIGN_UP_CONCURRENCY = 16;
const DB_NAME = 'tread_bench_flash';
const databaseUrl = benchDatabaseUrl(DB_NAME);

type Answer = { ok: boolean; ms: number };

const percentile = (sorted: number[], p: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** `workers` loops, each calling `work` one call after another for `forSeconds`; answers and wall time. */
async function during(workers: number, work: (worker: number) => Promise<boolean>, forSeconds = seconds) {
  const answers: Answer[] = [];
  const started = performance.now();
  const until = started + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const ok = await work(worker);
        answers.push({ ok, ms: performance.now() - t0 });
      }
    }),
  );
  return { answers, wallSeconds: (performance.now() - started) / 1000 };
}

type Row = { name: string; answers: Answer[]; wallSeconds: number };
const rows: Row[] = [];
const perSecond = (row: Row, onlyOk = false) =>
  Math.round((onlyOk ? row.answers.filter((a) => a.ok).length : row.answers.length) / row.wallSeconds);

function print(): void {
  console.log('\n| case | attempts | succeeded | attempts/s | p50 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const sorted = row.answers.map((a) => a.ms).sort((a, b) => a - b);
    const ok = row.answers.filter((a) => a.ok).length;
    console.log(
      `| ${row.name} | ${row.answers.length} | ${ok} | ${perSecond(row)} | ${percentile(sorted, 50)} | ${percentile(sorted, 99)} |`,
    );
  }
}

// 1. The gate alone: 500 shoppers on one sale-day of 100 units, beside a no-op script on one key.
const prefix = `bench-${randomUUID().slice(0, 8)}`;
const gate = redisStockGate(REDIS_URL, prefix);
const redis = new Redis(REDIS_URL, { enableAutoPipelining: true });
try {
  const ceilingScript = "return redis.call('EXISTS', KEYS[1])";
  rows.push({
    name: `ceiling: a one-key Lua script in the same Redis, ${SHOPPERS} callers`,
    ...(await during(SHOPPERS, async () => (await redis.eval(ceilingScript, 1, `${prefix}:ceiling`)) === 0)),
  });
  const key = `flash:bench:${flashSaleDay(new Date())}`;
  await gate.load(key, { taken: 0, byShopper: new Map() });
  const gateRow = {
    name: `stock gate (Redis script), ${SHOPPERS} shoppers, one sale of ${UNITS} units, limit ${LIMIT}`,
    ...(await during(
      SHOPPERS,
      async (worker) =>
        (await gate.take(key, `shopper-${worker}`, 1, { stock: UNITS, perShopper: LIMIT })) === 'taken',
    )),
  };
  rows.push(gateRow);
  const taken = gateRow.answers.filter((a) => a.ok).length;
  console.log(`Gate: ${taken} units let through of ${UNITS} (oversold: ${Math.max(0, taken - UNITS)}).`);
} finally {
  await gate.close();
  await redis.quit();
}

// 2. End to end on the compiled shop with the gate in Redis: the same rush, and the plain checkout beside it.
await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
await onServer((c) => c.query(`create database ${DB_NAME}`));
const shop = await startShop({
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: 'true',
  REDIS_URL,
  REDIS_KEY_PREFIX: prefix,
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
try {
  const stations = await fetch(`${shop.url}/api/stationPoint/prodServiceStation?zip=90012`);
  const stationId = ((await stations.json()) as { records: { stationId: number }[] }).records[0]?.stationId;
  if (!stationId) throw new Error('no pick-up point near 90012');
  const tires = await db.query<{ id: number }>(
    'select id from skus where active and biz_type = 7 order by id limit $1',
    [SPREAD_SHOPPERS + 1],
  );
  const [flashSku, ...ids] = tires.rows.map((row) => row.id);
  if (flashSku === undefined || ids.length < SPREAD_SHOPPERS) throw new Error('not enough tires');
  await db.query('update skus set stock = 1000000, purchase_limit = null where id = any($1)', [ids]);
  const today = flashSaleDay(new Date());
  const sale = await db.query<{ id: number }>(
    `insert into flash_sales (name, sku_id, flash_price_cents, daily_stock, per_shopper_limit, first_day, last_day,
       session_start_minute, session_end_minute, created_at, updated_at)
     values ('Bench flash', $1, 100, $2, $3, $4, $4::date + 1, 0, 1440, now(), now()) returning id`,
    [flashSku, UNITS, LIMIT, today],
  );
  const seckillId = sale.rows[0]?.id;

  const signUpStarted = performance.now();
  const shoppers = await inBatches(
    Array.from({ length: SHOPPERS }, (_, i) => i),
    SIGN_UP_CONCURRENCY,
    (i) => signUp(shop.url, db, i),
  );
  console.log(
    `Signed up ${shoppers.length} shoppers in ${((performance.now() - signUpStarted) / 1000).toFixed(1)} s.`,
  );
  const shopperOf = (worker: number): Shopper => {
    const shopper = shoppers[worker];
    if (!shopper) throw new Error('a shopper per worker');
    return shopper;
  };
  const submit = async (worker: number, skuId: number, special?: object) => {
    const res = await call(
      shop.url,
      '/api/p/order/submit',
      {
        items: [{ skuId, count: 1 }],
        deliveries: [{ group: 'tires', deliveryType: 6, stationId }],
        special,
        submitId: randomUUID(),
      },
      shopperOf(worker),
    );
    return res.status === 200;
  };

  const plain = (forSeconds?: number) =>
    during(SPREAD_SHOPPERS, (worker) => submit(worker, ids[worker] ?? 0), forSeconds);
  await plain(3);
  rows.push({
    name: `plain checkout: ${SPREAD_SHOPPERS} shoppers, distinct SKUs (orders placed)`,
    ...(await plain()),
  });
  const rush = await during(SHOPPERS, (worker) => submit(worker, flashSku, { kind: 'seckill', seckillId }));
  rows.push({ name: `flash 'Buy now' end to end: ${SHOPPERS} shoppers, one flash SKU of ${UNITS}`, ...rush });
  const sold = await db.query<{ sold: number; most: number }>(
    `select coalesce(sum(count), 0)::int as sold, coalesce(max(units), 0)::int as most from (
       select sum(count) as units, sum(count) as count from flash_purchases
       where sale_id = $1 and released_at is null group by user_id) per_shopper`,
    [seckillId],
  );
  console.log(
    `End to end: ${sold.rows[0]?.sold} flash units sold of ${UNITS}, at most ${sold.rows[0]?.most} to one shopper (limit ${LIMIT}).`,
  );
} finally {
  await db.end();
  agent.destroy();
  await shop.stop();
  await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
}

console.log(`\nFlash sale, ${seconds} s per case, gate in Redis`);
print();
const [ceiling, gateRow, plainRow, rushRow] = rows;
if (ceiling && gateRow && plainRow && rushRow) {
  console.log(
    `\nThe gate answered ${perSecond(gateRow)} attempts/s (${Math.round((perSecond(gateRow) / perSecond(ceiling)) * 100)}% of a one-key script); end to end ${perSecond(rushRow)} attempts/s against ${perSecond(plainRow, true)} plain orders/s.`,
  );
}
