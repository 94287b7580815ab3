// Proves `npm start`: it rebuilds only a stale part, a second start on an unchanged tree builds nothing,
// and SIGTERM sent to npm ends the shop cleanly (exit 0).
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, parts } from './build.mjs';
import { expectStatus, fail, startShop } from './check-lib.mjs';

const root = resolve(import.meta.dirname, '..');
const [web, server] = parts;
const stampOf = (part) => resolve(root, part.output, '.build-stamp');
const snapshot = () =>
  parts.map((part) => ({
    stamp: readFileSync(stampOf(part), 'utf8'),
    builtAt: statSync(resolve(root, part.entry)).mtimeMs,
  }));

async function npmStart(label) {
  const started = performance.now();
  const shop = await startShop('npm', ['start'], { cwd: root });
  console.log(`${label}: serving after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    await expectStatus(`${shop.url}/api/health`, 200);
    // The seeded shop's home arrives rendered by the server, content and all.
    await expectStatus(`${shop.url}/`, 200, 'Find tires that fit');
  } finally {
    const code = await shop.stop();
    if (code !== 0)
      fail(`${label}: npm start ended with ${code} after SIGTERM, expected 0\n${shop.output()}`);
  }
  return shop.output();
}

build({ onlyStale: true });
// The server looks stale (as after an edit or on a fresh clone): only the server is rebuilt.
rmSync(stampOf(server), { force: true });
const first = await npmStart('first npm start');
if (!first.includes('built the server')) fail(`the first start did not rebuild the server:\n${first}`);
if (first.includes('built the web'))
  fail('the first start rebuilt the web app, whose sources did not change');
if (!existsSync(stampOf(server))) fail('the server build left no stamp');

const before = snapshot();
const second = await npmStart('second npm start');
if (!second.includes('build up to date') || second.includes('built the'))
  fail(`the second start on an unchanged tree rebuilt:\n${second}`);
if (JSON.stringify(snapshot()) !== JSON.stringify(before)) fail('the second start changed a build output');
console.log(`npm start checks passed (${web.name} and ${server.name} stamps unchanged by the second start)`);
