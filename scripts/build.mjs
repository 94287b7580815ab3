// `npm run build`: the web app (Vite) and the compiled server. `--if-stale` (npm start) builds only a part
// whose inputs changed since its last build; a stamp of their hash is kept beside that part's output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const STAMP = '.build-stamp';
const SHARED_INPUTS = ['packages/domain', 'package-lock.json', 'tsconfig.base.json'];

/** What each part is built from, what it makes, and how; tests and generated folders are not inputs. */
export const parts = [
  {
    name: 'web',
    workspace: '@tread/web',
    inputs: ['apps/web', ...SHARED_INPUTS],
    output: 'apps/web/dist',
    entry: 'apps/web/dist/index.html',
  },
  {
    name: 'server',
    workspace: '@tread/server',
    inputs: [
      'apps/server/src',
      'apps/server/seed',
      'apps/server/build.mjs',
      'apps/server/package.json',
      ...SHARED_INPUTS,
    ],
    output: 'apps/server/dist',
    entry: 'apps/server/dist/main.js',
  },
  {
    name: 'console',
    workspace: '@tread/admin',
    inputs: ['apps/admin', 'apps/web/precompress.ts', ...SHARED_INPUTS],
    output: 'apps/admin/dist',
    entry: 'apps/admin/dist/index.html',
  },
];

/** The compiled server `node` runs in production. */
export const SERVER_ENTRY = resolve(root, parts[1].entry);

const SKIPPED = new Set(['node_modules', 'dist']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    SKIPPED.has(entry.name) || isTest(entry.name) ? [] : listFiles(join(path, entry.name)),
  );
}

/** A hash of every input file's path and content: unchanged sources give the same hash after any checkout. */
export function inputHash(part) {
  const hash = createHash('sha256');
  const files = part.inputs.flatMap((input) => listFiles(resolve(root, input))).sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (part) => resolve(root, part.output, STAMP);

export function isUpToDate(part, hash = inputHash(part)) {
  const stamp = stampPath(part);
  return existsSync(resolve(root, part.entry)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

function buildPart(part) {
  const hash = inputHash(part);
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0)
    throw new Error(`building the ${part.name} failed (exit ${run.status ?? run.signal})`);
  // Written after the build, which empties the output folder first, so a stamp always describes its output.
  writeFileSync(stampPath(part), hash);
  console.log(`built the ${part.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds every part, or with `onlyStale` only those whose inputs changed; says what it did. */
export function build({ onlyStale = false } = {}) {
  const stale = parts.filter((part) => !onlyStale || !isUpToDate(part));
  if (stale.length === 0) console.log('build up to date');
  for (const part of stale) buildPart(part);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ onlyStale: process.argv.includes('--if-stale') });
}
