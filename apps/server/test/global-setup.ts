import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../seed';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded database every test file starts from: a PGlite dump's path, or a PostgreSQL template's name. */
    seededDatabase: string;
  }
}

const log = pino({ level: 'silent' });

/** Migrates and seeds once per run, so each test file copies the result instead of building it again. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  // The project's env reaches its test workers, not this process.
  if (project.config.env.TEST_DB_KIND === 'postgres' && base) {
    const name = `tread_seeded_${randomBytes(6).toString('hex')}`;
    await onServer(base, `create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null, log });
    await handle.migrate();
    await seedDatabase(handle.db);
    await handle.close();
    project.provide('seededDatabase', name);
    return () => onServer(base, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ dataDir: null, log });
  await handle.migrate();
  await seedDatabase(handle.db);
  const path = join(tmpdir(), `tread-seeded-${randomBytes(6).toString('hex')}.tar`);
  if (handle.kind === 'pglite')
    writeFileSync(path, new Uint8Array(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  project.provide('seededDatabase', path);
  return async () => rmSync(path, { force: true });
}

async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(statement);
  await client.end();
}
