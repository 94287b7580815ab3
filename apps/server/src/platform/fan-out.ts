import { Redis } from 'ioredis';

/**
 * Fan-out between server instances (ARCHITECTURE.md 'shared state'): what one instance publishes on a topic,
 * every instance's subscribers receive, itself included. Without Redis there is one instance, so in process.
 */
export type FanOut = {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Calls `listener` with each payload published on `topic` from now on; the answer stops listening. */
  subscribe(topic: string, listener: (payload: unknown) => void): Promise<() => void>;
  close(): Promise<void>;
};

type Listeners = Map<string, Set<(payload: unknown) => void>>;

function listen(listeners: Listeners, topic: string, listener: (payload: unknown) => void): () => void {
  const set = listeners.get(topic) ?? new Set();
  set.add(listener);
  listeners.set(topic, set);
  return () => set.delete(listener);
}

/** The embedded default: one process, so a publish reaches this process's subscribers only. */
export function memoryFanOut(): FanOut {
  const listeners: Listeners = new Map();
  return {
    async publish(topic, payload) {
      // Copied through JSON like Redis would, so no subscriber shares an object with the publisher.
      const copy: unknown = JSON.parse(JSON.stringify(payload));
      for (const listener of listeners.get(topic) ?? []) listener(copy);
    },
    subscribe: async (topic, listener) => listen(listeners, topic, listener),
    async close() {
      listeners.clear();
    },
  };
}

/** Every instance on one Redis: a subscribing connection of its own, as Redis requires, and one to publish. */
export function redisFanOut(url: string, prefix: string): FanOut {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const listeners: Listeners = new Map();
  const channel = (topic: string) => `${prefix}:fan-out:${topic}`;
  subscriber.on('message', (from: string, text: string) => {
    const topic = from.slice(channel('').length);
    const payload: unknown = JSON.parse(text);
    for (const listener of listeners.get(topic) ?? []) listener(payload);
  });
  return {
    async publish(topic, payload) {
      await publisher.publish(channel(topic), JSON.stringify(payload));
    },
    async subscribe(topic, listener) {
      if (!listeners.has(topic)) await subscriber.subscribe(channel(topic));
      return listen(listeners, topic, listener);
    },
    async close() {
      listeners.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** The fan-out the configuration asks for: Redis when REDIS_URL is set, else this process's own. */
export const fanOutFor = (config: { redisUrl: string | undefined; redisKeyPrefix: string }): FanOut =>
  config.redisUrl ? redisFanOut(config.redisUrl, config.redisKeyPrefix) : memoryFanOut();
