import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN } from './shop-api';
import { startTileServer } from './tile-server';

/** How much of the shop's log is kept, to show when it stops before the journeys are over. */
const LOG_TAIL_CHARS = 20_000;

/** Starts the compiled shop on a fresh embedded database at a free port; journeys read E2E_BASE_URL. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // One build for every journey: the web app and the server, each rebuilt only when its sources changed.
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status ?? build.signal})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tread-e2e-'));
  // The installer map draws its tiles from a local server (another origin, as a real tile host would be).
  const tiles = await startTileServer();
  const server: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: E2E_ADMIN.email,
      // Journeys move the shop clock to pass payment deadlines.
      TEST_CLOCK: 'true',
      // Deadlines passed by moving the clock are swept within a second, as a shopper's reload would expect.
      JOBS_INTERVAL_SECONDS: '1',
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each journey is a shopper on their own network (fixtures.ts): per-address brakes count each alone.
      TRUST_PROXY: 'true',
      MAP_TILE_URL: tiles.template,
      MAP_TILE_ATTRIBUTION: '© Tread test tiles',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    server.once('exit', (code, signal) => {
      if (!stopping) {
        console.error(
          `\nThe shop stopped before the journeys were over (${signal ?? `exit code ${code}`}). Its log ends:\n${log}`,
        );
      }
      resolve();
    });
  });
  // An interrupted run (Ctrl-C) skips the teardown below: the shop still ends with the runner.
  process.once('exit', () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 60 s')), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-LOG_TAIL_CHARS);
      const match = log.match(/Tread is serving (http:\/\/[\w.:]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(() => reject(new Error('the server exited before it served')));
  });
  process.env.E2E_BASE_URL = baseUrl;
  return async () => {
    stopping = true;
    // A shop that already stopped has nothing left to wait for (awaiting its exit again would never end).
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
