import { Redis } from 'ioredis';

/**
 * The flash-sale stock gate (ARCHITECTURE.md 'shared state'): in front of PostgreSQL, it lets through only
 * the attempts that today's flash stock and the shopper's limit still allow, so a rush of thousands costs the
 * database only the units there are. PostgreSQL stays the truth: a gate that has no count for a sale-day asks
 * for it to be loaded from the orders (after a restart, say), and a gate found wrong is reloaded from them.
 */

/** What the gate holds per sale-day: units let through and each shopper's share of them. */
export type GateCounts = { taken: number; byShopper: ReadonlyMap<string, number> };

export type GateLimits = { stock: number; perShopper: number };

/** 'unloaded': the gate has no count for this sale-day yet; load it from the database and try again. */
export type GateAnswer = 'taken' | 'soldOut' | 'overLimit' | 'unloaded';

export type StockGate = {
  take(key: string, shopper: string, count: number, limits: GateLimits): Promise<GateAnswer>;
  /** Units let through whose order failed or was given back. */
  giveBack(key: string, shopper: string, count: number): Promise<void>;
  /** Sets the counts if the gate has none (a racing instance may have loaded them first). */
  load(key: string, counts: GateCounts): Promise<void>;
  /** Replaces the counts with the database's. */
  reset(key: string, counts: GateCounts): Promise<void>;
  close(): Promise<void>;
};

/** Counts kept two days: a sale-day's gate is only asked about on its own day. */
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/** The gate of one process: the embedded default, where there is one instance. */
export function memoryStockGate(): StockGate {
  const days = new Map<string, { taken: number; byShopper: Map<string, number> }>();
  const put = (key: string, counts: GateCounts) =>
    days.set(key, { taken: counts.taken, byShopper: new Map(counts.byShopper) });
  return {
    async take(key, shopper, count, limits) {
      const day = days.get(key);
      if (!day) return 'unloaded';
      if (day.taken + count > limits.stock) return 'soldOut';
      const mine = day.byShopper.get(shopper) ?? 0;
      if (mine + count > limits.perShopper) return 'overLimit';
      day.taken += count;
      day.byShopper.set(shopper, mine + count);
      return 'taken';
    },
    async giveBack(key, shopper, count) {
      const day = days.get(key);
      if (!day) return;
      day.taken = Math.max(0, day.taken - count);
      day.byShopper.set(shopper, Math.max(0, (day.byShopper.get(shopper) ?? 0) - count));
    },
    async load(key, counts) {
      if (!days.has(key)) put(key, counts);
    },
    async reset(key, counts) {
      put(key, counts);
    },
    async close() {
      days.clear();
    },
  };
}

// KEYS: taken, shoppers hash. ARGV: shopper, count, stock, perShopper. One script, so the check and the
// count are one step for every instance.
const TAKE = `
local taken = redis.call('GET', KEYS[1])
if not taken then return 'unloaded' end
local count = tonumber(ARGV[2])
if tonumber(taken) + count > tonumber(ARGV[3]) then return 'soldOut' end
local mine = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
if mine + count > tonumber(ARGV[4]) then return 'overLimit' end
redis.call('INCRBY', KEYS[1], count)
redis.call('HINCRBY', KEYS[2], ARGV[1], count)
return 'taken'`;

const GIVE_BACK = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = tonumber(ARGV[2])
local taken = tonumber(redis.call('GET', KEYS[1]))
redis.call('SET', KEYS[1], math.max(0, taken - count), 'KEEPTTL')
local mine = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
redis.call('HSET', KEYS[2], ARGV[1], math.max(0, mine - count))
return 1`;

// ARGV: 'only-if-absent' or 'replace', seconds to keep, taken, then shopper, count pairs.
const LOAD = `
if ARGV[1] == 'only-if-absent' and redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('DEL', KEYS[2])
redis.call('SET', KEYS[1], ARGV[3], 'EX', ARGV[2])
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
redis.call('EXPIRE', KEYS[2], ARGV[2])
return 1`;

type GateRedis = Redis & {
  gateTake(taken: string, shoppers: string, ...args: (string | number)[]): Promise<GateAnswer>;
  gateGiveBack(taken: string, shoppers: string, ...args: (string | number)[]): Promise<number>;
  gateLoad(taken: string, shoppers: string, ...args: (string | number)[]): Promise<number>;
};

/** The gate every instance shares through Redis; a hash tag keeps a sale-day's two keys on one node. */
export function redisStockGate(url: string, prefix: string): StockGate {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true }) as GateRedis;
  redis.defineCommand('gateTake', { numberOfKeys: 2, lua: TAKE });
  redis.defineCommand('gateGiveBack', { numberOfKeys: 2, lua: GIVE_BACK });
  redis.defineCommand('gateLoad', { numberOfKeys: 2, lua: LOAD });
  const keys = (key: string) =>
    [`${prefix}:gate:{${key}}:taken`, `${prefix}:gate:{${key}}:shoppers`] as const;
  const load = (key: string, counts: GateCounts, mode: 'only-if-absent' | 'replace') => {
    const pairs = [...counts.byShopper].flat();
    return redis.gateLoad(...keys(key), mode, KEEP_SECONDS, counts.taken, ...pairs);
  };
  return {
    take: (key, shopper, count, limits) =>
      redis.gateTake(...keys(key), shopper, count, limits.stock, limits.perShopper),
    async giveBack(key, shopper, count) {
      await redis.gateGiveBack(...keys(key), shopper, count);
    },
    async load(key, counts) {
      await load(key, counts, 'only-if-absent');
    },
    async reset(key, counts) {
      await load(key, counts, 'replace');
    },
    async close() {
      await redis.quit();
    },
  };
}

/** The gate the configuration asks for: Redis when REDIS_URL is set, else this process's own. */
export const stockGateFor = (config: { redisUrl: string | undefined; redisKeyPrefix: string }): StockGate =>
  config.redisUrl ? redisStockGate(config.redisUrl, config.redisKeyPrefix) : memoryStockGate();
