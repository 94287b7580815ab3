import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from './change-feed';
import { type DatabaseLog, openPostgresPool } from './postgres-pool';

export type { DatabaseLog } from './postgres-pool';

/** Queries are built from each module's tables; no relational query schema is registered. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: the same query API as Database, scoped to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a raw SQL statement: both drivers (pg and PGlite) answer { rows }, which drizzle's shared type hides. */
export async function selectRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type CommonHandle = {
  db: Database;
  /** Changes committed by any instance, for the caches (migration 0008's triggers announce them). */
  changes: ChangeFeed;
  /** Applies the SQL migrations under db/migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Statements run through `db` so far: tests prove a page costs a bounded number of queries. */
  queryCount(): number;
  close(): Promise<void>;
};

export type DatabaseHandle =
  | (CommonHandle & { kind: 'postgres' })
  | (CommonHandle & {
      kind: 'pglite';
      /** The data directory as one tar, which `openDatabase({ from })` starts another embedded database from. */
      dump(): Promise<Blob>;
    });

/** Counts statements as drizzle runs them (its logger sees every one). */
function queryCounter() {
  let count = 0;
  return {
    logger: {
      logQuery: () => {
        count++;
      },
    },
    queryCount: () => count,
  };
}

// Resolved when migrating, so loading this file has no side effects (drizzle-kit loads the tables through it).
const migrationsFolder = () => resolve(import.meta.dirname, 'migrations');
// Any constant: instances starting together take turns migrating PostgreSQL.
const MIGRATION_LOCK_ID = 731_600_001;

/** PostgreSQL when a URL is given, else the embedded PGlite under dataDir (in memory when dataDir is null). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /** A dumped data directory the embedded database starts from (tests copy one seeded database per file). */
  from?: Blob;
  /** Where connections PostgreSQL closed are reported (PGlite has none to lose). */
  log: DatabaseLog;
}): Promise<DatabaseHandle> {
  const counter = queryCounter();
  if (options.databaseUrl) {
    const pool = openPostgresPool(options.databaseUrl, options.log);
    const changes = await postgresChangeFeed(options.databaseUrl, options.log);
    return {
      db: drizzlePg({ client: pool, logger: counter.logger }),
      kind: 'postgres',
      changes,
      queryCount: counter.queryCount,
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg({ client }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
          client.release();
        }
      },
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Text search needs pg_trgm, which PGlite ships as a loadable extension.
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.from ? { loadDataDir: options.from } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, logger: counter.logger });
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    changes,
    queryCount: counter.queryCount,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}
