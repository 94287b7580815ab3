import pg from 'pg';

/** Where the pool reports the connections it lost: the shop's logger. */
export type DatabaseLog = { warn(details: object, message: string): void };

/** Connections per shop instance; the checkout bench gives its bare PostgreSQL ceiling the same. */
export const POOL_SIZE = 20;
// A request waits at most this long for a connection, then answers 503 instead of hanging on a database that is away.
const CONNECT_TIMEOUT_MS = 5_000;
// A quiet shop gives its idle connections back to PostgreSQL, whose connection slots are shared.
const IDLE_TIMEOUT_MS = 30_000;

/**
 * A pg pool that outlives its connections. When the server closes one (a restart, a failover,
 * pg_terminate_backend) its client emits 'error'. The pool drops an idle one and re-emits the error on itself,
 * which is logged here. A checked-out one has no listener in pg, so the process would exit; and drizzle never
 * releases a client whose BEGIN failed, so the pool would shrink for good. Here a checked-out client is given
 * back, as broken, the moment its connection dies, and the holder's own release later does nothing.
 */
export function openPostgresPool(connectionString: string, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // Lets the kernel notice a server that vanished without closing the connection (a dropped network).
    keepAlive: true,
  });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('error', (err) => log.warn({ err }, 'database connection closed; the pool dropped it'));
  pool.on('connect', (client) => {
    // On for the client's whole life: an error can arrive before its holder attaches anything.
    client.on('error', (err) => {
      if (!checkedOut.has(client)) return;
      log.warn({ err }, 'database connection lost during a request');
      const release = client.release;
      client.release = () => undefined;
      release(err);
    });
  });
  return pool;
}
