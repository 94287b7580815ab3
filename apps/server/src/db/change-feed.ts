import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseLog } from './postgres-pool';

/** The channel migration 0008's triggers announce committed changes on. */
export const CHANGE_CHANNEL = 'tread_changes';
/** How the listening connection is named in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'tread-change-feed';
/** A tag every cache entry matches: changes may have been missed, so nothing cached can be trusted. */
export const EVERYTHING = 'all';

/** The tags migration 0008's triggers announce; a cache files each entry under those it was read from. */
export const ChangeTag = {
  /** Configuration values and policy pages. */
  config: 'config',
  /** Products, brands, categories and vehicles, and SKUs added or removed. */
  catalog: 'catalog',
  /** Any SKU updated. */
  skus: 'skus',
  size: (sizeKey: string) => `size:${sizeKey}`,
  product: (prodId: number) => `product:${prodId}`,
} as const;
const SYNC = 'sync:';
// A lost listening connection is tried again this often; meanwhile caches are bypassed.
const RETRY_MS = 1_000;

/** Called with the tags of each committed change (e.g. 'config', 'skus', 'size:2254517', 'product:12'). */
export type ChangeListener = (tags: readonly string[]) => void;

/** Changes committed by any instance of the shop, as the database announces them. */
export type ChangeFeed = {
  subscribe(listener: ChangeListener): void;
  /** False while the feed cannot hear changes: nothing may then be answered from a cache. */
  live(): boolean;
  /** Resolves once every change committed before the call has reached this process's listeners. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
};

/** What both drivers share: delivering payloads to listeners, and a sync mark that proves the feed caught up. */
function changeHub(send: (payload: string) => Promise<unknown>) {
  const listeners: ChangeListener[] = [];
  const marks = new Map<string, () => void>();
  const release = (mark: string) => {
    marks.get(mark)?.();
    marks.delete(mark);
  };
  const announce = (tags: readonly string[]) => {
    for (const listener of listeners) listener(tags);
  };
  return {
    subscribe: (listener: ChangeListener) => {
      listeners.push(listener);
    },
    receive(payload: string) {
      if (payload.startsWith(SYNC)) release(payload);
      else announce(payload.split(','));
    },
    /** Changes may have been missed: every cache starts over, and whoever waits for a mark stops waiting. */
    reset() {
      announce([EVERYTHING]);
      for (const mark of [...marks.keys()]) release(mark);
    },
    async caughtUp(live: boolean) {
      if (!live) return;
      const mark = `${SYNC}${randomUUID()}`;
      // Notifications reach a listener in commit order, so the mark arrives after every earlier change.
      const arrived = new Promise<void>((resolve) => marks.set(mark, resolve));
      // A send that fails means the connection is lost: the reset that follows empties every cache anyway.
      await send(mark).catch(() => release(mark));
      await arrived;
    },
  };
}

/** PGlite is one session in this process: its notifications are delivered as each statement completes. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const hub = changeHub((mark) => client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, mark]));
  const unlisten = await client.listen(CHANGE_CHANNEL, hub.receive);
  return {
    subscribe: hub.subscribe,
    live: () => !client.closed,
    caughtUp: () => hub.caughtUp(!client.closed),
    close: async () => {
      if (!client.closed) await unlisten();
    },
  };
}

/**
 * One connection of its own LISTENs (a pooled one would be handed to other work). When it is lost, every
 * cache starts over and is bypassed until the connection is back, since changes made meanwhile went unheard.
 */
export async function postgresChangeFeed(connectionString: string, log: DatabaseLog): Promise<ChangeFeed> {
  let listening: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const hub = changeHub(async (mark) => {
    await listening?.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, mark]);
  });

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: FEED_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    client.on('notification', (message) => hub.receive(message.payload ?? ''));
    client.on('error', (err) => log.warn({ err }, 'change feed connection lost; caches are bypassed'));
    client.on('end', () => {
      if (listening !== client) return;
      listening = null;
      hub.reset();
      tryAgain();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      // Sync marks carry nothing worth waiting for a disk flush.
      await client.query('SET synchronous_commit TO off');
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (closed) return void (await client.end());
    listening = client;
    hub.reset();
  }

  function tryAgain() {
    if (closed) return;
    retry = setTimeout(
      () =>
        connect().catch((err) => {
          log.warn({ err }, 'change feed cannot reconnect yet');
          tryAgain();
        }),
      RETRY_MS,
    );
    retry.unref();
  }

  await connect();
  return {
    subscribe: hub.subscribe,
    live: () => listening !== null,
    caughtUp: () => hub.caughtUp(listening !== null),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listening;
      listening = null;
      await client?.end();
    },
  };
}
