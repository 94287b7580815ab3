// Catalog benchmark on PostgreSQL: size search with filter counts, vehicle search, product detail and text
// search, at each SEED_SCALE of BENCH_SCALES, beside the in-memory Fastify ceiling; then the query plans.
import pg from 'pg';
import {
  FILTERED_SIZE_SEARCHES,
  SIZE_SEARCHES,
  UNCACHED_SIZE_SEARCH_NAME,
  uncachedSizeSearch,
} from './catalog-cases';
import { capturePlans } from './catalog-plans';
import { type Figures, load, printTable, startCeiling, startShop } from './lib';
import { benchDatabaseUrl, onServer } from './postgres';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const scales = (process.env.BENCH_SCALES ?? '1').split(',').map(Number);
/** Keeps the seeded databases for a rerun (a million SKUs take about a minute to seed). */
const keep = process.env.BENCH_KEEP_DB === '1';
const STAGGERED = '2014-lexus-is-is-350-f-sport-3.5l';
const CAMRY = '2019-toyota-camry-le-2.5l';

type Case = { name: string; paths: string[] | ((n: number) => string) };

/**
 * Each case at 1 connection (a shopper's latency) and at 50 (throughput), after the ceiling sending the same
 * answers from memory; a case of never-repeated paths has no such ceiling (it is shown against the one before).
 */
async function measure(shopUrl: string, ceilingUrl: string, cases: Case[]) {
  const single: Figures[] = [];
  const busy: Figures[] = [];
  for (const { name, paths } of cases) {
    if (Array.isArray(paths)) {
      single.push(await load('ceiling: the same answers from memory', ceilingUrl, 1, seconds, paths));
      busy.push(await load('ceiling: the same answers from memory', ceilingUrl, 50, seconds, paths));
    }
    single.push(await load(name, shopUrl, 1, seconds, paths));
    busy.push(await load(name, shopUrl, 50, seconds, paths));
  }
  return { single, busy };
}

async function countSkus(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from skus')).rows[0].n;
  } finally {
    await client.end();
  }
}

async function benchScale(scale: number) {
  const name = `tread_bench_scale_${scale}`;
  const exists = await onServer(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount,
  );
  if (!exists) await onServer((c) => c.query(`create database ${name}`));
  const started = Date.now();
  const shop = await startShop({ DATABASE_URL: benchDatabaseUrl(name), SEED_SCALE: String(scale) });
  const startSeconds = ((Date.now() - started) / 1000).toFixed(1);
  const ceiling = await startCeiling(shop.url);
  try {
    const found = await fetch(`${shop.url}/api/search/searchProdPage?prodName=michelin%20defender2`);
    const prodId = ((await found.json()) as { records: { prodId: number }[] }).records[0]?.prodId;
    const skus = await countSkus(benchDatabaseUrl(name));
    const figures = await measure(shop.url, ceiling.url, [
      { name: 'size search + filter counts, no filters', paths: SIZE_SEARCHES },
      {
        name: 'size search + filter counts, brand/season/price/speed/tier filters',
        paths: FILTERED_SIZE_SEARCHES,
      },
      { name: UNCACHED_SIZE_SEARCH_NAME, paths: uncachedSizeSearch },
      {
        name: 'vehicle search: trims step, OE sizes, tires of a staggered set',
        paths: [
          '/api/vehicle/trims?year=2019&make=Toyota&model=Camry',
          `/api/search/tires?vehicleId=${STAGGERED}`,
          `/api/vehicleParts/getPartsParam/${CAMRY}`,
        ],
      },
      { name: 'product detail', paths: [`/api/prod/prodInfo?prodId=${prodId}&vehicleId=${CAMRY}`] },
      {
        name: 'text search with a typo, and a typed size',
        paths: [
          '/api/search/searchProdPage?prodName=michelin%20defendr',
          '/api/search/searchProdPage?prodName=bridgestone%20blizak',
          '/api/search/searchProdPage?prodName=225/45R17',
        ],
      },
    ]);
    return { ...figures, skus, startSeconds, plans: await capturePlans(benchDatabaseUrl(name), STAGGERED) };
  } finally {
    await Promise.all([shop.stop(), ceiling.stop()]);
    if (!keep) await onServer((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

for (const scale of scales) {
  const { single, busy, skus, startSeconds, plans } = await benchScale(scale);
  const where = `PostgreSQL, SEED_SCALE=${scale} (${skus.toLocaleString('en-US')} SKUs), ${seconds} s each`;
  console.log(`\nThe shop was ready in ${startSeconds} s (seeding included when the database was empty).`);
  printTable(`Catalog, 1 connection: a shopper's latency — ${where}`, single);
  printTable(`Catalog, 50 connections: throughput — ${where}`, busy);
  console.log(`\nQuery plans at SEED_SCALE=${scale}\n\n${plans}`);
}
