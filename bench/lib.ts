import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export type Figures = { name: string; reqPerSec: number; p50Ms: number; p99Ms: number; errors: number };

/** Starts a server entry (TypeScript through tsx, or compiled JavaScript) as its own process, so the load generator gets the other core. */
export async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  nodeOptions: string[] = [],
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const args = [...nodeOptions, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(ready);
      if (!match?.[1]) return;
      // Past the ready line, the request log is drained unread: reading it would take the load generator's CPU.
      child.stdout?.off('data', read);
      child.stdout?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', read);
    child.on('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * The compiled shop, as production runs it, on a fresh embedded database (or DATABASE_URL when set, in `env` or
 * the environment). With BENCH_CPU_PROF=<dir> the shop writes a V8 CPU profile there when it stops.
 */
export async function startShop(
  env: NodeJS.ProcessEnv = {},
): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }> {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status ?? build.signal})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tread-bench-'));
  const shop = await startProcess(
    'apps/server/dist/main.js',
    { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    /Tread is serving (http:\/\/[\w.:]+)/,
    process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [],
  );
  return {
    url: shop.url,
    pid: shop.pid,
    stop: async () => {
      await shop.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Load on one URL, on several paths of it in turn (each connection cycles through `paths`), or on a new path for
 * every request (`paths` as a function of the request's number); `headers` go with every request (a staff token).
 */
export async function load(
  name: string,
  url: string,
  connections = 50,
  seconds = 10,
  paths: string[] | ((n: number) => string) = [],
  headers: Record<string, string> = {},
): Promise<Figures> {
  let sent = 0;
  const requests =
    typeof paths === 'function'
      ? [
          {
            method: 'GET' as const,
            setupRequest: (request: autocannon.Request) => ({ ...request, path: paths(sent++) }),
          },
        ]
      : paths.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    ...(requests.length ? { requests } : {}),
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The ceiling process, sending the shop's own answers from memory when given the shop's URL. */
export const startCeiling = (shopUrl?: string) =>
  startProcess(
    'bench/ceiling-server.ts',
    shopUrl ? { SHOP_URL: shopUrl } : {},
    /ceiling serving (http:\/\/[\w.:]+)/,
  );

/**
 * The table, each row's throughput also as a share of the last ceiling row above it (a row named 'ceiling...'),
 * measured in the same run.
 */
export function printTable(title: string, rows: Figures[]): void {
  let ceiling = 0;
  console.log(`\n${title}\n`);
  console.log('| case | req/s | of ceiling | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    if (r.name.startsWith('ceiling')) ceiling = r.reqPerSec;
    const share = ceiling > 0 ? `${((r.reqPerSec / ceiling) * 100).toFixed(1)}%` : '';
    console.log(`| ${r.name} | ${r.reqPerSec} | ${share} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} |`);
  }
}
