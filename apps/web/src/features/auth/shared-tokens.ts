import type { SessionTokens } from './session-store';

/**
 * The tokens as every tab of this browser sees them at the same moment. localStorage cannot be that:
 * Chromium hands one tab's write to another tab's renderer late, so a tab that takes the refresh lock
 * right after another released it may still read the old, already rotated refresh token. IndexedDB
 * transactions are committed in the browser process, so a read after the lock sees the last write.
 */
export interface SharedSession {
  tokens: SessionTokens | null;
  /** When the record was written (ms since epoch): the newest of this and localStorage wins. */
  at: number;
}

const DB_NAME = 'tread-session';
const STORE = 'session';
const KEY = 'tokens';

let opening: Promise<IDBDatabase | null> | null = null;
let lastWrite: Promise<void> = Promise.resolve();

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** The last record any tab wrote; undefined when there is none or IndexedDB is unavailable. */
export async function readSharedSession(): Promise<SharedSession | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = db.transaction(STORE).objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve((request.result as SharedSession | undefined) ?? undefined);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Records the tokens (null when signed out) for the other tabs; see sharedSessionWritten. */
export function writeSharedSession(record: SharedSession): void {
  lastWrite = lastWrite.then(async () => {
    const db = await database();
    if (!db) return;
    await new Promise<void>((resolve) => {
      try {
        const transaction = db.transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).put(record, KEY);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => resolve();
        transaction.onabort = () => resolve();
      } catch {
        resolve();
      }
    });
  });
}

/** Settles once every record written so far is committed, so the lock is released only after it. */
export function sharedSessionWritten(): Promise<void> {
  return lastWrite;
}
