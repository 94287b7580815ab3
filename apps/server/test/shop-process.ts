import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** A shop running as its own server process, as production runs several. */
export type ShopProcess = { process: ChildProcess; url: string; log: () => string };

/** `src/main.ts` under tsx, as `npm run dev` runs it, on `databaseUrl` at a free port; `env` adds settings. */
export async function startShopProcess(
  databaseUrl: string,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const match = log.match(/Tread is serving (http:\/\/[\w.:]+)/);
      if (match?.[1]) resolveUrl(match[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the shop exited with ${code} before serving:\n${log}`)));
  });
  return { process: child, url, log: () => log };
}

export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
