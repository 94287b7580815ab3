// Console benchmark on PostgreSQL (issue 13): the staff lists at SEED_SCALE (1,000,000 SKUs at 100) with
// 100,000 orders and 100,000 customers, for one staff member (latency) and ten (throughput), each beside the
// ceiling sending the same answers from memory, measured in the same run.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type Figures, load, printTable, startCeiling, startShop } from './lib';
import { benchDatabaseUrl, onServer } from './postgres';
import { call, inBatches, signUp } from './shoppers';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scale = Number(process.env.BENCH_SCALE ?? 100);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const TEMPLATES = 20;
const DB_NAME = 'tread_bench_console';
const databaseUrl = benchDatabaseUrl(DB_NAME);
const STAFF = { email: 'admin@bench.example', password: 'Bench-admin-2026' };

/** Customers by the hundred thousand, straight into the table: the console only searches them. */
const CUSTOMERS_SQL = `
  insert into users (email, password_hash, nick_name, mobile, created_at, updated_at)
  select 'customer' || g || '@bench.example', 'not-a-hash', 'Customer ' || g,
         case when g % 3 = 0 then lpad((3100000000 + g)::text, 10, '0') end,
         now() - (g % 365) * interval '1 day', now()
  from generate_series(1, $1::int) g`;

/**
 * Orders copied from the ones real shoppers placed through the API (so every answer parses), spread over
 * the customers and the last 90 days, with a status mix: paid, shipped, completed, unpaid (most past due).
 */
const ORDERS_SQL = `
  with template as (select o.*, row_number() over (order by id) - 1 as n from orders o),
       buyer as (select id, row_number() over (order by id) - 1 as n from users where role = 'customer'),
       clone as (
         select g, t.*, b.id as buyer_id,
                now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as placed,
                (array[2, 2, 3, 5, 1])[1 + g % 5] as new_status
         from generate_series(1, $1::int) g
         join template t on t.n = g % $2::int
         join buyer b on b.n = g % (select count(*) from buyer))
  insert into orders (order_number, user_id, status, delivery_type, station_id, address_id, destination, services,
                      amounts, total_cents, currency, remark, submit_id, payment_type, created_at, pay_before,
                      paid_at, shipped_at, completed_at, auto_confirm_at, updated_at)
  select to_char(placed at time zone 'America/Los_Angeles', 'YYMMDD') || lpad(g::text, 10, '0'), buyer_id,
         new_status, delivery_type, station_id, address_id, destination, services, amounts, total_cents, currency,
         remark, gen_random_uuid()::text, case when new_status > 1 then 1 end, placed, placed + interval '30 minutes',
         case when new_status > 1 then placed + interval '5 minutes' end,
         case when new_status in (3, 5) then placed + interval '1 day' end,
         case when new_status = 5 then placed + interval '3 days' end,
         case when new_status = 3 then placed + interval '11 days' end, placed
  from clone`;

const ITEMS_SQL = `
  insert into order_items (order_id, sku_id, prod_id, biz_type, prod_name, brand_name, display_size, party_code,
                           image, price_cents, count)
  select o.id, i.sku_id, i.prod_id, i.biz_type, i.prod_name, i.brand_name, i.display_size, i.party_code, i.image,
         i.price_cents, i.count
  from orders o
  join orders t on t.id = (select id from orders order by id offset (right(o.order_number, 10)::int % $1::int) limit 1)
  join order_items i on i.order_id = t.id
  where o.id > (select max(id) from orders) - $2::int`;

await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
await onServer((c) => c.query(`create database ${DB_NAME}`));
const started = performance.now();
const shop = await startShop({
  DATABASE_URL: databaseUrl,
  SEED_SCALE: String(scale),
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
try {
  console.log(`Seeded SEED_SCALE=${scale} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const stations = await fetch(`${shop.url}/api/station/prodServiceStation?zip=90012`);
  const stationId = ((await stations.json()) as { records: { stationId: number }[] }).records[0]?.stationId;
  const tires = await db.query<{ id: number }>(
    'select id from skus where active and biz_type = 7 and stock > 4 order by id limit $1',
    [TEMPLATES],
  );
  const shoppers = await inBatches(
    Array.from({ length: TEMPLATES }, (_, i) => i),
    8,
    (i) => signUp(shop.url, db, i),
  );
  await Promise.all(
    shoppers.map(async (shopper, i) => {
      const placed = await call(
        shop.url,
        '/api/p/order/submit',
        {
          items: [{ skuId: tires.rows[i]?.id, count: 1 + (i % 4) }],
          deliveries: [{ group: 'tires', deliveryType: 5, stationId }],
          submitId: crypto.randomUUID(),
        },
        shopper,
      );
      if (placed.status !== 200) throw new Error(`submit: ${JSON.stringify(placed.json)}`);
    }),
  );
  const filled = performance.now();
  await db.query(CUSTOMERS_SQL, [CUSTOMERS]);
  await db.query(ORDERS_SQL, [ORDERS, TEMPLATES]);
  await db.query(ITEMS_SQL, [TEMPLATES, ORDERS]);
  // As autovacuum leaves a table in use: statistics current and the visibility map set, for index-only counts.
  await db.query('vacuum analyze');
  const counts = await db.query<{ skus: number; orders: number; customers: number }>(
    `select (select count(*) from skus)::int as skus, (select count(*) from orders)::int as orders,
            (select count(*) from users where role = 'customer')::int as customers`,
  );
  const shopSize = counts.rows[0];
  console.log(
    `Filled in ${((performance.now() - filled) / 1000).toFixed(0)} s: ${JSON.stringify(shopSize)}.`,
  );

  const signedIn = await call(shop.url, '/api/login', STAFF);
  const headers = { authorization: String(signedIn.json.accessToken) };
  const [anOrder] = (
    await db.query<{ n: string }>('select order_number as n from orders order by id desc limit 1')
  ).rows;
  const [aCustomer] = (
    await db.query<{ id: string }>("select id from users where email = 'customer777@bench.example'")
  ).rows;
  const cases: { name: string; paths: string[] }[] = [
    { name: 'dashboard', paths: ['/api/admin/dashboard'] },
    {
      name: 'orders, newest first',
      paths: ['/api/admin/orders?current=1&size=20', '/api/admin/orders?current=50&size=20'],
    },
    {
      name: 'orders by status and LA days',
      paths: [
        '/api/admin/orders?status=2&from=2026-10-01&to=2026-11-30',
        '/api/admin/orders?status=3&deliveryType=5',
      ],
    },
    {
      name: 'orders by number, e-mail, product name',
      paths: [
        `/api/admin/orders?keyword=${anOrder?.n}`,
        '/api/admin/orders?keyword=customer777%40bench.example',
        '/api/admin/orders?keyword=defender',
      ],
    },
    { name: 'order detail', paths: [`/api/admin/orders/${anOrder?.n}`] },
    {
      name: 'products: newest, by name',
      paths: [
        '/api/admin/products?current=1&size=20',
        '/api/admin/products?q=michelin',
        '/api/admin/products?q=blizzak',
      ],
    },
    {
      name: 'customers: newest, by e-mail, name, phone',
      paths: [
        '/api/admin/customers',
        '/api/admin/customers?q=customer777',
        '/api/admin/customers?q=Customer%2012',
        '/api/admin/customers?q=31000001',
      ],
    },
    { name: 'customer detail', paths: [`/api/admin/customers/${aCustomer?.id}`] },
    { name: 'audit trail', paths: ['/api/admin/audit', '/api/admin/audit?action=order.ship'] },
  ];
  ceiling = await startCeiling(shop.url);
  const single: Figures[] = [];
  const busy: Figures[] = [];
  for (const { name, paths } of cases) {
    for (const path of paths) {
      const res = await fetch(`${shop.url}${path}`, { headers });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    }
    single.push(await load('ceiling: the same answers from memory', ceiling.url, 1, seconds, paths, headers));
    single.push(await load(name, shop.url, 1, seconds, paths, headers));
    busy.push(await load('ceiling: the same answers from memory', ceiling.url, 10, seconds, paths, headers));
    busy.push(await load(name, shop.url, 10, seconds, paths, headers));
  }
  const exportStarted = performance.now();
  const csv = await fetch(`${shop.url}/api/admin/orders/export.csv?status=2`, { headers });
  const rows = (await csv.text()).split('\n').length - 2;
  const exportMs = performance.now() - exportStarted;
  const where = `PostgreSQL, SEED_SCALE=${scale}: ${shopSize?.skus.toLocaleString('en-US')} SKUs, ${shopSize?.orders.toLocaleString('en-US')} orders, ${shopSize?.customers.toLocaleString('en-US')} customers; ${seconds} s each`;
  printTable(`One staff member at a time (${where})`, single);
  printTable(`Ten staff members at once (${where})`, busy);
  console.log(
    `\nCSV export of paid orders: ${rows.toLocaleString('en-US')} rows in ${exportMs.toFixed(0)} ms.`,
  );
} finally {
  await db.end();
  await Promise.all([shop.stop(), ceiling?.stop()]);
  if (process.env.BENCH_KEEP_DB !== '1')
    await onServer((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
}
