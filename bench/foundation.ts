// Foundation benchmark on the embedded default (or DATABASE_URL): health, config, size search and the pages the
// server renders, each beside the ceiling measured in the same run: a bare Fastify sending the same answers from
// memory.
import {
  RENDERED_PAGES,
  SIZE_SEARCHES,
  UNCACHED_SIZE_SEARCH_NAME,
  uncachedSizeSearch,
} from './catalog-cases';
import { type Figures, load, printTable, startCeiling, startShop } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shop = await startShop();
const ceiling = await startCeiling(shop.url);
const HOME = '/api/sys/config/info/getSysSwitch/homePage';
const PAGES = RENDERED_PAGES.map((page) => page.path);
try {
  const rows: Figures[] = [
    await load('ceiling: bare Fastify, a small JSON from memory', `${ceiling.url}/api/health`, 50, seconds),
    await load('GET /api/health (database ping)', `${shop.url}/api/health`, 50, seconds),
    await load('ceiling: the home-page answer from memory', `${ceiling.url}${HOME}`, 50, seconds),
    await load(`GET ${HOME}`, `${shop.url}${HOME}`, 50, seconds),
    await load('ceiling: the same size searches from memory', ceiling.url, 50, seconds, SIZE_SEARCHES),
    await load('size search + filter counts', shop.url, 50, seconds, SIZE_SEARCHES),
    await load('size search + filter counts (20 connections)', shop.url, 20, seconds, SIZE_SEARCHES),
    await load(UNCACHED_SIZE_SEARCH_NAME, shop.url, 50, seconds, uncachedSizeSearch),
    await load('ceiling: the same pages from memory', ceiling.url, 50, seconds, PAGES),
    await load('server-rendered pages: home, size results, product', shop.url, 50, seconds, PAGES),
  ];
  printTable(
    `Foundation, 50 connections unless named, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    rows,
  );
} finally {
  await Promise.all([shop.stop(), ceiling.stop()]);
}
