import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type MovableClock, movableClock } from '../src/platform/clock';
import { runJobs } from '../src/platform/jobs';

/** Another instance of the shop on the same database and clock, as production runs several. */
export type SecondApp = { app: FastifyInstance; close(): Promise<void> };

export type TestApp = {
  app: FastifyInstance;
  /** The PostgreSQL database the app runs on (null on PGlite), for server processes started beside it. */
  databaseUrl: string | null;
  /** Builds another instance over this one's database, with `env` added to its settings. */
  another(env: NodeJS.ProcessEnv, options?: AppOptions): Promise<SecondApp>;
  /** Runs every module's sweeps until nothing is due, as the job runner would after the clock moved. */
  runJobs(): Promise<Record<string, number>>;
  handle: DatabaseHandle;
  clock: MovableClock;
  close(): Promise<void>;
};

/** A fresh PostgreSQL database per test file, made beside the one TEST_DATABASE_URL names: empty, or a copy of `template`. */
export async function freshPostgres(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `tread_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // pool.end() resolves before its sockets close; forcing the drop then kills them mid-goodbye.
      for (let waited = 0; waited < 50; waited++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The content of the stand-in SPA's one hashed asset. */
export const FAKE_ASSET = 'console.log("tread")';

/** A built file with the .br and .gz copies the build writes beside it. */
function writeBuilt(path: string, content: string): void {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

/** A built SPA stand-in (the shop's or the console's): an index page with its title and one hashed asset. */
function fakeBuiltApp(title: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tread-web-'));
  mkdirSync(join(dir, 'assets'));
  writeBuilt(join(dir, 'index.html'), `<!doctype html><title>${title}</title><div id="root"></div>`);
  writeBuilt(join(dir, 'assets', 'index-3f9a1c2b.js'), FAKE_ASSET);
  return dir;
}

/** `reach` answers the address the shop connects to PostgreSQL by: a test may put a hop it can cut in between. */
export async function createTestApp(
  env: NodeJS.ProcessEnv = {},
  options: AppOptions = {},
  reach: (databaseUrl: string) => string = (databaseUrl) => databaseUrl,
): Promise<TestApp> {
  const settings = {
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeBuiltApp('Tread'),
    CONSOLE_DIST: fakeBuiltApp('Tread console'),
    ...env,
  };
  const config = readConfig(settings);
  // Every file starts from the run's one migrated, seeded database (test/global-setup.ts).
  const seeded = inject('seededDatabase');
  const postgres = process.env.TEST_DB_KIND === 'postgres' ? await freshPostgres(seeded) : null;
  const handle = await openDatabase({
    databaseUrl: postgres ? reach(postgres.url) : undefined,
    dataDir: null,
    ...(postgres ? {} : { from: new Blob([readFileSync(seeded)]) }),
    log: pino({ level: config.logLevel }),
  });
  const clock = movableClock(new Date('2026-11-21T18:00:00Z'));
  const deps = { db: handle.db, changes: handle.changes, clock, config };
  const { app, jobs } = await buildApp(deps, options);
  return {
    app,
    databaseUrl: postgres?.url ?? null,
    async another(more, anotherOptions = {}) {
      const other = await buildApp({ ...deps, config: readConfig({ ...settings, ...more }) }, anotherOptions);
      return { app: other.app, close: () => other.app.close() };
    },
    runJobs: () => runJobs(jobs),
    handle,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      await postgres?.drop();
    },
  };
}
