import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStockGate, redisStockGate, type StockGate } from './stock-gate';

// Both gates keep the same rules; with REDIS_URL unset the shop runs the first, with it the second.
const gates: [string, StockGate][] = [
  ['in process', memoryStockGate()],
  [
    'in Redis',
    redisStockGate(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', `test-${randomUUID().slice(0, 8)}`),
  ],
];
afterAll(async () => {
  for (const [, gate] of gates) await gate.close();
});

const limits = { stock: 5, perShopper: 2 };

describe.each(gates)('the stock gate %s', (_, gate) => {
  it('asks to be loaded first, then lets through only what the stock and the limit allow', async () => {
    const key = `sale:${randomUUID()}`;
    expect(await gate.take(key, 'ann', 1, limits)).toBe('unloaded');
    await gate.load(key, { taken: 2, byShopper: new Map([['ann', 2]]) });
    expect(await gate.take(key, 'ann', 1, limits)).toBe('overLimit');
    expect(await gate.take(key, 'ben', 2, limits)).toBe('taken');
    expect(await gate.take(key, 'cal', 2, limits)).toBe('soldOut');
    expect(await gate.take(key, 'cal', 1, limits)).toBe('taken');
    expect(await gate.take(key, 'dan', 1, limits)).toBe('soldOut');
  });

  it('keeps the first load when two instances load at once, and takes back what is given back', async () => {
    const key = `sale:${randomUUID()}`;
    await gate.load(key, {
      taken: 4,
      byShopper: new Map([
        ['ann', 2],
        ['ben', 2],
      ]),
    });
    await gate.load(key, { taken: 0, byShopper: new Map() });
    expect(await gate.take(key, 'cal', 2, limits)).toBe('soldOut');
    await gate.giveBack(key, 'ann', 1);
    expect(await gate.take(key, 'cal', 2, limits)).toBe('taken');
    expect(await gate.take(key, 'ann', 1, limits)).toBe('soldOut');
  });

  it("replaces its counts with the database's when reset", async () => {
    const key = `sale:${randomUUID()}`;
    await gate.load(key, { taken: 5, byShopper: new Map([['ann', 2]]) });
    await gate.reset(key, { taken: 1, byShopper: new Map([['ben', 1]]) });
    expect(await gate.take(key, 'ann', 2, limits)).toBe('taken');
    expect(await gate.take(key, 'ben', 2, limits)).toBe('overLimit');
  });

  it('never lets more through than the stock when 1,000 takes race', async () => {
    const key = `sale:${randomUUID()}`;
    await gate.load(key, { taken: 0, byShopper: new Map() });
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        gate.take(key, `shopper-${i % 300}`, 1, { stock: 100, perShopper: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer === 'taken')).toHaveLength(100);
  });
});
