// Foundation benchmark: the shop's health and config calls beside an in-memory Fastify ceiling.
import { load, printTable, startProcess, startShop } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const shop = await startShop();
const ceiling = await startProcess('bench/ceiling-server.ts', {}, /ceiling serving (http:\/\/[\w.:]+)/);
try {
  const rows = [
    await load('ceiling: bare Fastify, JSON from memory', `${ceiling.url}/api/health`, 50, seconds),
    await load('GET /api/health (database ping)', `${shop.url}/api/health`, 50, seconds),
    await load(
      'GET /api/sys/config/info/getSysSwitch/homePage',
      `${shop.url}/api/sys/config/info/getSysSwitch/homePage`,
      50,
      seconds,
    ),
  ];
  printTable(
    `Foundation, 50 connections, ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    rows,
  );
} finally {
  await Promise.all([shop.stop(), ceiling.stop()]);
}
