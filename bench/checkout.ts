// Checkout benchmark on PostgreSQL: orders placed per second through POST /api/p/order/submit by 50
// concurrent shoppers on distinct SKUs, then the same with a discount activity and a coupon on every order,
// then by 500 shoppers all buying one hot SKU with stock for half; beside two ceilings measured in the same
// run: a bare Fastify route and a bare PostgreSQL transaction.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { POOL_SIZE } from '../apps/server/src/db/postgres-pool';
import { cpuPerAnswer, sampleCpu } from './cpu-time';
import { startProcess, startShop } from './lib';
import { benchDatabaseUrl, onServer } from './postgres';
import { agent, call, inBatches, type Shopper, signUp } from './shoppers';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Orders placed, uncounted, before the shop's case is measured: a fresh process compiles and plans as it goes. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
const SPREAD_SHOPPERS = 50;
const HOT_SHOPPERS = Number(process.env.BENCH_HOT_SHOPPERS ?? 500);
const HOT_STOCK = HOT_SHOPPERS / 2;
/** Sign-ups at once: argon2 hashing is the cost, and the server has few cores. */
const SIGN_UP_CONCURRENCY = 16;
/** Coupons each shopper claims for the promotions case: one per order, more than 15 s of orders use. */
const COUPONS_PER_SHOPPER = Number(process.env.BENCH_COUPONS_PER_SHOPPER ?? 300);
const DB_NAME = 'tread_bench_checkout';
const databaseUrl = benchDatabaseUrl(DB_NAME);

type Answer = { status: number; message: string | null; ms: number };

/** Times one call; a refusal keeps its message. */
async function timed(
  call: () => Promise<{ status: number; json: Record<string, unknown> }>,
): Promise<Answer> {
  const started = performance.now();
  const res = await call();
  const message = res.status === 200 ? null : String(res.json.message);
  return { status: res.status, message, ms: performance.now() - started };
}

async function submit(
  base: string,
  shopper: Shopper,
  skuId: number,
  stationId: number,
  userCouponId?: number,
): Promise<Answer> {
  return timed(() =>
    call(
      base,
      '/api/p/order/submit',
      {
        items: [{ skuId, count: 1 }],
        deliveries: [{ group: 'tires', deliveryType: 5, stationId }],
        coupons: userCouponId === undefined ? [] : [{ group: 'tires', userCouponIds: [userCouponId] }],
        submitId: randomUUID(),
      },
      shopper,
    ),
  );
}

/**
 * A 10%-off activity on the SKUs' products and a $1 coupon each shopper claims `COUPONS_PER_SHOPPER` times
 * through the API; answers each shopper's claimed coupons, to be used one per order.
 */
async function promotionsFor(base: string, db: pg.Pool, skuIds: number[], shoppers: Shopper[]) {
  const products = await db.query<{ id: number }>(
    'select distinct product_id as id from skus where id = any($1)',
    [skuIds],
  );
  const scope = (prodIds: number[]) => JSON.stringify({ prodIds, brandIds: [], categoryIds: [] });
  await db.query(
    `insert into activities (name, type, percent, scope, starts_at, ends_at, created_at, updated_at)
     values ('Bench 10% off', 4, 10, $1, now() - interval '1 day', now() + interval '1 day', now(), now())`,
    [scope(products.rows.map((row) => row.id))],
  );
  const coupon = await db.query<{ id: number }>(
    `insert into coupons (name, target, amount_cents, per_user_limit, scope, valid_from, valid_to, created_at, updated_at)
     values ('Bench $1 off', 'items', 100, $1, $2, now() - interval '1 day', now() + interval '1 day', now(), now())
     returning id`,
    [COUPONS_PER_SHOPPER, scope([])],
  );
  const couponId = coupon.rows[0]?.id ?? fail('the bench coupon');
  return inBatches(shoppers, SIGN_UP_CONCURRENCY, async (shopper) => {
    const claimed: number[] = [];
    for (let i = 0; i < COUPONS_PER_SHOPPER; i++) {
      const res = await call(base, '/api/p/coupon/claim', { couponId }, shopper);
      if (res.status !== 200) throw new Error(`claim: ${JSON.stringify(res.json)}`);
      claimed.push(Number((res.json.coupon as { userCouponId: number }).userCouponId));
    }
    return claimed;
  });
}

/** The least a placed order must do in PostgreSQL: one order row and one guarded stock update, committed. */
async function bareOrder(pool: pg.Pool, skuId: number): Promise<Answer> {
  return timed(async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into bench_ceiling_orders (sku_id, count) values ($1, 1)', [skuId]);
      const taken = await client.query('update skus set stock = stock - 1 where id = $1 and stock >= 1', [
        skuId,
      ]);
      await client.query('commit');
      return { status: taken.rowCount === 1 ? 200 : 400, json: {} };
    } finally {
      client.release();
    }
  });
}

const fail = (what: string): never => {
  throw new Error(what);
};

const percentile = (sorted: number[], p: number): number =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** A case's answers, how long they took, and the CPU each answer cost every process taking part. */
type Row = { name: string; answers: Answer[]; wallSeconds: number; cpu: Record<string, number> };

/** `workers` loops, each calling `work` one call after another for `seconds`. */
async function during(
  workers: number,
  work: (worker: number) => Promise<Answer>,
  forSeconds = seconds,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) answers.push(await work(worker));
    }),
  );
  return answers;
}

const ordersPerSecond = ({ answers, wallSeconds }: Row): number =>
  Math.round(answers.filter((a) => a.status === 200).length / wallSeconds);

function printCpu(rows: Row[]): void {
  const names = Object.keys(rows[0]?.cpu ?? {});
  console.log(`\nCPU ms per answer (Linux /proc; the VM's other work is not counted)\n`);
  console.log(`| case | ${names.join(' | ')} |`);
  console.log(`|---|${names.map(() => '---:').join('|')}|`);
  for (const { name, cpu } of rows) {
    console.log(`| ${name} | ${names.map((process) => (cpu[process] ?? 0).toFixed(2)).join(' | ')} |`);
  }
}

function printRows(rows: Row[]): void {
  console.log(
    '\n| case | orders placed | Insufficient inventory | other errors | orders/s | p50 ms | p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const { name, answers } = row;
    const placed = answers.filter((a) => a.status === 200).length;
    const soldOut = answers.filter((a) => a.message === 'Insufficient inventory').length;
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `| ${name} | ${placed} | ${soldOut} | ${answers.length - placed - soldOut} | ${ordersPerSecond(row)} | ${percentile(sorted, 50)} | ${percentile(sorted, 99)} |`,
    );
  }
}

await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
await onServer((c) => c.query(`create database ${DB_NAME}`));
const shop = await startShop({ DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
const ceiling = await startProcess('bench/ceiling-server.ts', {}, /ceiling serving (http:\/\/[\w.:]+)/);
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
const bare = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
/** Runs a case, timing it and sampling the CPU of the shop, the ceiling, PostgreSQL and this process. */
async function measure(name: string, run: () => Promise<Answer[]>): Promise<Row> {
  const sample = () => sampleCpu({ shop: shop.pid, 'ceiling server': ceiling.pid }, DB_NAME);
  const before = sample();
  const started = performance.now();
  const answers = await run();
  const wallSeconds = (performance.now() - started) / 1000;
  return { name, answers, wallSeconds, cpu: cpuPerAnswer(before, sample(), answers.length) };
}

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

  const skuOf = (worker: number): number => ids[worker] ?? fail('a SKU per shopper');
  const shopperOf = (worker: number): Shopper => shoppers[worker] ?? fail('a shopper per SKU');
  const httpCeiling = await measure(
    `ceiling: bare Fastify POST, the same JSON from memory, ${SPREAD_SHOPPERS} shoppers`,
    () =>
      during(SPREAD_SHOPPERS, (worker) => submit(ceiling.url, shopperOf(worker), skuOf(worker), stationId)),
  );
  await bare.query(
    'create table bench_ceiling_orders (id bigserial primary key, sku_id int not null, count int not null, created_at timestamptz not null default now())',
  );
  const databaseCeiling = await measure(
    `ceiling: bare PostgreSQL order (insert + stock update), ${SPREAD_SHOPPERS} clients, pool of ${POOL_SIZE}`,
    () => during(SPREAD_SHOPPERS, (worker) => bareOrder(bare, skuOf(worker))),
  );

  // 50 shoppers, each on its own SKU, placing orders one after another for `seconds`, once warmed up.
  const placeOrders = (forSeconds?: number) =>
    during(
      SPREAD_SHOPPERS,
      (worker) => submit(shop.url, shopperOf(worker), skuOf(worker), stationId),
      forSeconds,
    );
  await placeOrders(WARM_UP_SECONDS);
  const spread = await measure(`${SPREAD_SHOPPERS} shoppers, distinct SKUs, ${seconds} s`, () =>
    placeOrders(),
  );

  // The same shoppers again, each order now priced with a running 10%-off activity and using one coupon.
  const wallets = await promotionsFor(shop.url, db, ids, shoppers.slice(0, SPREAD_SHOPPERS));
  const nextCoupon = (worker: number) => wallets[worker]?.pop() ?? fail('a coupon for every order');
  const placeWithPromotions = (forSeconds?: number) =>
    during(
      SPREAD_SHOPPERS,
      (worker) => submit(shop.url, shopperOf(worker), skuOf(worker), stationId, nextCoupon(worker)),
      forSeconds,
    );
  await placeWithPromotions(WARM_UP_SECONDS);
  const promoted = await measure(
    `${SPREAD_SHOPPERS} shoppers, distinct SKUs, an activity and a coupon on every order, ${seconds} s`,
    () => placeWithPromotions(),
  );
  const withCoupon = await db.query<{ n: number }>(
    "select count(*)::int as n from orders where (amounts->>'itemCoupon')::int > 0 and (amounts->>'activityDiscount')::int > 0",
  );

  // 500 shoppers at once for one SKU with stock for half of them.
  const hot = await measure(`${HOT_SHOPPERS} shoppers at once, one SKU with stock ${HOT_STOCK}`, () =>
    Promise.all(
      shoppers.slice(0, HOT_SHOPPERS).map((shopper) => submit(shop.url, shopper, hotSku, stationId)),
    ),
  );
  const left = (await db.query<{ stock: number }>('select stock from skus where id = $1', [hotSku])).rows[0]
    ?.stock;

  console.log(`\nCheckout on PostgreSQL: installer orders of one tire (${seconds} s for the first case)`);
  const rows = [httpCeiling, databaseCeiling, spread, promoted, hot];
  printRows(rows);
  printCpu(rows);
  const share = (ceilingRow: Row) =>
    `${Math.round((ordersPerSecond(spread) / ordersPerSecond(ceilingRow)) * 100)}%`;
  console.log(
    `\n${SPREAD_SHOPPERS} shoppers placed ${ordersPerSecond(spread)} orders/s: ${share(databaseCeiling)} of the bare PostgreSQL order, ${share(httpCeiling)} of the bare Fastify route.`,
  );
  console.log(
    `With an activity and a coupon on every order: ${ordersPerSecond(promoted)} orders/s (${Math.round((ordersPerSecond(promoted) / ordersPerSecond(spread)) * 100)}% of the same orders without); ${withCoupon.rows[0]?.n} orders carry both.`,
  );
  console.log(`Hot SKU stock left: ${left} (never below zero: the CHECK and the guarded UPDATE).`);
} finally {
  await Promise.all([db.end(), bare.end()]);
  agent.destroy();
  await Promise.all([shop.stop(), ceiling.stop()]);
  await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
}
