import { describe, expect, it } from 'vitest';
import { type ChangeFeed, type ChangeListener, EVERYTHING } from '../db/change-feed';
import { readCache } from './read-cache';

/** A feed whose changes the test announces, as the database's triggers would after a commit. */
function announcedFeed() {
  const listeners: ChangeListener[] = [];
  let live = true;
  const feed: ChangeFeed = {
    subscribe: (listener) => {
      listeners.push(listener);
    },
    live: () => live,
    caughtUp: async () => undefined,
    close: async () => undefined,
  };
  return {
    feed,
    announce: (...tags: string[]) => {
      for (const listener of listeners) listener(tags);
    },
    setLive: (value: boolean) => {
      live = value;
    },
  };
}

/** A price list read from "the database", counting its reads. */
function priceRows(prices: Record<string, number>) {
  let reads = 0;
  return {
    prices,
    reads: () => reads,
    read: (size: string) => async () => {
      reads++;
      return { value: prices[size] ?? 0, tags: [`size:${size}`] };
    },
  };
}

describe('the exact read cache', () => {
  it('answers a repeated read from memory until a change of its tags, then reads again', async () => {
    const { feed, announce } = announcedFeed();
    const cache = readCache<number>(feed);
    const rows = priceRows({ '2254517': 12_999, '2055516': 8_999 });

    expect(await cache.get('a', rows.read('2254517'))).toBe(12_999);
    expect(await cache.get('a', rows.read('2254517'))).toBe(12_999);
    expect(await cache.get('b', rows.read('2055516'))).toBe(8_999);
    expect(rows.reads()).toBe(2);

    rows.prices['2254517'] = 11_999;
    announce('skus', 'size:2254517', 'product:7');
    expect(await cache.get('a', rows.read('2254517'))).toBe(11_999);
    // Another size's answer was not touched by the change.
    expect(await cache.get('b', rows.read('2055516'))).toBe(8_999);
    expect(rows.reads()).toBe(3);
  });

  it('does not keep a read that a change of its tags overlapped, so the old rows it saw are not served later', async () => {
    const { feed, announce } = announcedFeed();
    const cache = readCache<number>(feed);
    let release: () => void = () => undefined;
    const slow = cache.get('a', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { value: 12_999, tags: ['size:2254517'] };
    });
    announce('size:2254517');
    release();
    expect(await slow).toBe(12_999);
    expect(await cache.get('a', async () => ({ value: 11_999, tags: ['size:2254517'] }))).toBe(11_999);
  });

  it('shares one read between concurrent misses of a key, but not across a change', async () => {
    const { feed, announce } = announcedFeed();
    const cache = readCache<number>(feed);
    const rows = priceRows({ '2254517': 12_999 });
    const first = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', rows.read('2254517'))));
    expect(first).toEqual(Array(20).fill(12_999));
    expect(rows.reads()).toBe(1);

    const before = cache.get('c', rows.read('2254517'));
    announce('size:2254517');
    const after = cache.get('c', rows.read('2254517'));
    await Promise.all([before, after]);
    expect(rows.reads()).toBe(3);
  });

  it('forgets everything when changes may have been missed, and keeps nothing while the feed is deaf', async () => {
    const { feed, announce, setLive } = announcedFeed();
    const cache = readCache<number>(feed);
    const rows = priceRows({ '2254517': 12_999 });
    await cache.get('a', rows.read('2254517'));
    announce(EVERYTHING);
    await cache.get('a', rows.read('2254517'));
    expect(rows.reads()).toBe(2);

    setLive(false);
    await cache.get('a', rows.read('2254517'));
    await cache.get('a', rows.read('2254517'));
    expect(rows.reads()).toBe(4);
  });

  it('holds at most its limit, letting go of the least recently read first', async () => {
    const { feed } = announcedFeed();
    const cache = readCache<number>(feed, 2);
    const rows = priceRows({ x: 1, y: 2, z: 3 });
    await cache.get('x', rows.read('x'));
    await cache.get('y', rows.read('y'));
    await cache.get('x', rows.read('x'));
    await cache.get('z', rows.read('z'));
    expect(rows.reads()).toBe(3);
    await cache.get('x', rows.read('x'));
    expect(rows.reads()).toBe(3);
    await cache.get('y', rows.read('y'));
    expect(rows.reads()).toBe(4);
  });
});
