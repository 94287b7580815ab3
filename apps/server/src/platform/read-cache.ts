import { type ChangeFeed, EVERYTHING } from '../db/change-feed';

/** What a read found, and the tags of the changes that would make it wrong. */
export type Tagged<T> = { value: T; tags: readonly string[] };

// Enough for every size, product and popular filter of the catalog; the least recently read go first.
const MAX_ENTRIES = 20_000;

/**
 * Answers kept in this process until a change that touches them is committed, by any instance (ARCHITECTURE
 * 'Caches'). Exact: a read that overlapped a change of its tags is answered but not kept, concurrent misses of
 * one key share one read, and nothing is kept or served while the feed cannot hear changes.
 */
export function readCache<T>(feed: ChangeFeed, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Tagged<T>>();
  const keysByTag = new Map<string, Set<string>>();
  const reading = new Map<string, Promise<T>>();
  /** Counts the changes heard; each tag remembers the count at its last change. */
  let changes = 0;
  let everythingChangedAt = 0;
  const changedAt = new Map<string, number>();

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) keysByTag.get(tag)?.delete(key);
  }

  function keep(key: string, found: Tagged<T>) {
    forget(key);
    entries.set(key, found);
    for (const tag of found.tags) {
      const keys = keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      keysByTag.set(tag, keys);
    }
    const oldest = entries.keys().next().value;
    if (entries.size > maxEntries && oldest !== undefined) forget(oldest);
  }

  const changedSince = (count: number, tags: readonly string[]) =>
    everythingChangedAt > count || tags.some((tag) => (changedAt.get(tag) ?? 0) > count);

  feed.subscribe((tags) => {
    changes++;
    // A read under way may have seen the old rows: later misses start their own.
    reading.clear();
    if (tags.includes(EVERYTHING)) {
      everythingChangedAt = changes;
      entries.clear();
      keysByTag.clear();
      return;
    }
    for (const tag of tags) {
      changedAt.set(tag, changes);
      for (const key of keysByTag.get(tag) ?? []) forget(key);
      keysByTag.delete(tag);
    }
  });

  return {
    /** The kept answer for `key`, else what `read` finds, kept unless a change of its tags overlapped it. */
    async get(key: string, read: () => Promise<Tagged<T>>): Promise<T> {
      if (!feed.live()) return (await read()).value;
      const kept = entries.get(key);
      if (kept) {
        // Read again: moved to the back of the eviction order.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      const under = reading.get(key);
      if (under) return under;
      const startedAt = changes;
      const found = read().then(
        (result) => {
          if (reading.get(key) === found) reading.delete(key);
          if (feed.live() && !changedSince(startedAt, result.tags)) keep(key, result);
          return result.value;
        },
        (err: unknown) => {
          if (reading.get(key) === found) reading.delete(key);
          throw err;
        },
      );
      reading.set(key, found);
      return found;
    },
  };
}
export type ReadCache<T> = ReturnType<typeof readCache<T>>;
