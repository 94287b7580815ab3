// The PostgreSQL server the benchmarks make their databases on (BENCH_PG_URL), one database per benchmark.
import pg from 'pg';

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs `work` on a connection to the server's maintenance database (create and drop databases there). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of the benchmark database `name` on the same server. */
export function benchDatabaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
