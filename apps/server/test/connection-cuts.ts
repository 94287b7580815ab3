import pg from 'pg';

/** Cutting the shop's PostgreSQL connections from outside, as a database restart or an operator would. */

export type ConnectionCutter = {
  /** pg_terminate_backend on up to `atMost` of the shop's connections, picked at random; answers how many. */
  cut(atMost: number | 'all'): Promise<number>;
  /** Until stopped, every 100 ms cuts three connections and every tenth time all of them; stop() answers how many. */
  keepCutting(): { stop(): Promise<number> };
  close(): Promise<void>;
};

/** A cutter for the throw-away test database `databaseName`, on a connection of its own to TEST_DATABASE_URL's. */
export async function connectionCutter(databaseName: string): Promise<ConnectionCutter> {
  // Cuts must only ever reach a database the harness made for one test file.
  if (!databaseName.startsWith('tread_test_')) throw new Error(`not a test database: ${databaseName}`);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const cut = async (atMost: number | 'all') => {
    // Materialized first: left in the WHERE, PostgreSQL would terminate every backend before filtering by database.
    const { rows } = await admin.query<{ n: number }>(
      `with shop as materialized (
         select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         order by random() limit $2
       )
       select count(*)::int as n from shop where pg_terminate_backend(pid)`,
      [databaseName, atMost === 'all' ? null : atMost],
    );
    return rows[0]?.n ?? 0;
  };
  return {
    cut,
    keepCutting() {
      let running = true;
      let cuts = 0;
      const loop = (async () => {
        for (let time = 1; running; time++) {
          cuts += await cut(time % 10 === 0 ? 'all' : 3);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      return {
        stop: async () => {
          running = false;
          await loop;
          return cuts;
        },
      };
    },
    close: () => admin.end(),
  };
}
