// Shared by the build checks: start a shop process, wait until it serves, ask it something, stop it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const tempDir = (name) => mkdtempSync(join(tmpdir(), `tread-${name}-`));

export function fail(message) {
  throw new Error(message);
}

/**
 * Runs `command args` with a fresh embedded database at a free port, resolves once it logs where it serves.
 * `stop()` sends SIGTERM, resolves to the exit code and drops the database; `output()` is everything it printed so far;
 * `child` is the process started, `exited` resolves to its exit code (or signal).
 */
export async function startShop(command, args, { cwd, env = {}, timeoutMs = 120_000 }) {
  const dataDir = tempDir('data');
  // Always the embedded database, even where the environment names a PostgreSQL.
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(command, args, {
    cwd,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const serving = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`no 'Tread is serving' within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const read = (chunk) => {
      output += chunk.toString();
      const match = output.match(/Tread is serving (http:\/\/[\w.:]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before serving:\n${output}`));
    });
  });
  const url = await serving.catch(async (error) => {
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    child,
    exited,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      const code = await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** `url` answers `status`, and its body holds `text` when one is given. */
export async function expectStatus(url, status, text) {
  const response = await fetch(url);
  if (response.status !== status) fail(`GET ${url} answered ${response.status}, expected ${status}`);
  if (text && !(await response.text()).includes(text)) fail(`GET ${url} does not hold ${text}`);
  console.log(`GET ${new URL(url).pathname} -> ${response.status}${text ? `, with ${text}` : ''}`);
}
