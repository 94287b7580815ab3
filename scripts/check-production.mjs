// Proves the production claim: the built output plus the package files, installed with production
// dependencies only (no tsx, no TypeScript sources), runs under plain `node` and answers its health check.
// `--keep` leaves the temporary install in place for a look.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from './build.mjs';
import { expectStatus, fail, startShop, tempDir } from './check-lib.mjs';

const root = resolve(import.meta.dirname, '..');
// What a deployment ships: package manifests and the lockfile, the compiled server, its static files, the shop
// and the staff console.
const SHIPPED = [
  'package.json',
  'package-lock.json',
  'packages/domain/package.json',
  'apps/web/package.json',
  'apps/web/dist',
  'apps/admin/package.json',
  'apps/admin/dist',
  'apps/server/package.json',
  'apps/server/dist',
  'apps/server/static',
];
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

build({ onlyStale: true });
const target = tempDir('production');
try {
  for (const path of SHIPPED) {
    cpSync(resolve(root, path), resolve(target, path), { recursive: true });
  }
  let started = performance.now();
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--workspace', '@tread/server', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: target, stdio: 'inherit' },
  );
  console.log(`npm ci --omit=dev took ${seconds(started)}`);
  for (const devOnly of ['tsx', 'typescript', 'esbuild', 'vite', 'drizzle-kit']) {
    if (existsSync(resolve(target, 'node_modules', devOnly)))
      fail(`${devOnly} was installed with --omit=dev: something in production depends on it`);
  }

  started = performance.now();
  const entry = 'apps/server/dist/main.js';
  const shop = await startShop(process.execPath, [entry], {
    cwd: target,
    env: {
      NODE_ENV: 'production',
      SANDBOX_SIGNING_SECRET: 'check-production-signing-secret',
      MAIL_OUTBOX: 'true',
    },
  });
  console.log(`node ${entry}: migrated, seeded and serving after ${seconds(started)}`);
  try {
    await expectStatus(`${shop.url}/api/health`, 200);
    // Home is rendered by the server, from the shipped render code: the page arrives with its content.
    await expectStatus(`${shop.url}/`, 200, 'Find tires that fit');
    await expectStatus(`${shop.url}/admin/`, 200);
    await expectStatus(`${shop.url}/api/docs`, 200);
  } finally {
    const code = await shop.stop();
    if (code !== 0) fail(`the server ended with ${code} after SIGTERM, expected 0\n${shop.output()}`);
  }
  console.log('production check passed');
} finally {
  if (process.argv.includes('--keep')) console.log(`kept ${target}`);
  else rmSync(target, { recursive: true, force: true });
}
