import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectionCutter, connectionCutter } from '../test/connection-cuts';
import { freshPostgres } from '../test/harness';
import { isRunning, type ShopProcess, startShopProcess } from '../test/shop-process';

// PostgreSQL only: the server process on the embedded PGlite has no connection to lose.

let database: Awaited<ReturnType<typeof freshPostgres>>;
let dataDir: string;
let shop: ShopProcess;
let cutter: ConnectionCutter;
beforeAll(async () => {
  database = await freshPostgres();
  dataDir = mkdtempSync(join(tmpdir(), 'tread-pg-main-'));
  // The sweeps run their transactions while the connections are cut, too.
  shop = await startShopProcess(database.url, dataDir, { JOBS_INTERVAL_SECONDS: '1' });
  cutter = await connectionCutter(new URL(database.url).pathname.slice(1));
}, 180_000);
afterAll(async () => {
  await cutter?.close();
  if (shop && isRunning(shop.process)) {
    shop.process.kill('SIGKILL');
    await once(shop.process, 'exit');
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process on PostgreSQL', () => {
  it('stays up and answering while its connections are terminated again and again, then ends cleanly', async () => {
    const calls = [
      '/api/health',
      '/api/search/tires?tireSize=225/45R17',
      '/api/brands',
      '/api/webConfig/getUniWebConfig',
    ];
    const statuses: number[] = [];
    const cuts = cutter.keepCutting();
    for (let round = 0; round < 10; round++) {
      // 0 stands for no answer at all: the process is gone.
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          fetch(`${shop.url}${calls[i % calls.length]}`).then(
            async (answer) => {
              await answer.arrayBuffer();
              return answer.status;
            },
            () => 0,
          ),
        ),
      );
      statuses.push(...answers);
    }
    const terminated = await cuts.stop();
    console.info(
      `${statuses.length} requests to the server process while ${terminated} of its connections were terminated:`,
      Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length])),
    );

    expect(terminated).toBeGreaterThan(0);
    expect({ exitCode: shop.process.exitCode, running: isRunning(shop.process) }).toEqual({
      exitCode: null,
      running: true,
    });
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // What the operator reads: the connections it lost, not a crash.
    expect(shop.log()).toMatch(/database connection (lost during a request|closed; the pool dropped it)/);

    let health = 0;
    for (let tries = 0; tries <= 20 && health !== 200; tries++) {
      health = (await fetch(`${shop.url}/api/health`)).status;
    }
    expect(health).toBe(200);

    shop.process.kill('SIGTERM');
    const [code] = await once(shop.process, 'exit');
    expect(code).toBe(0);
  }, 180_000);
});
