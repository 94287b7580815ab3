import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBudget } from './check-budget.mjs';

let dist = '';

/** A build whose entry imports a chunk statically and a page lazily, with a preloaded vendor chunk. */
function writeBuild() {
  mkdirSync(join(dist, 'assets'));
  const write = (name, code) => writeFileSync(join(dist, 'assets', name), code);
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">',
  );
  write('index-a1.js', 'import{s as t}from"./shared-c3.js";const p=()=>import("./Page-d4.js");t(p);');
  write('vendor-b2.js', 'export const v=1;');
  write('shared-c3.js', 'import"./vendor-b2.js";export const s=(f)=>f;');
  write('Page-d4.js', 'export default "a page, loaded later";');
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'tread-budget-'));
  writeBuild();
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the first screen's JavaScript budget", () => {
  it('counts the entry, its preloads and their static imports, never a lazy import', () => {
    const { scripts, withinBudget } = checkBudget(dist);
    expect(scripts.map((script) => script.file).sort()).toEqual([
      'assets/index-a1.js',
      'assets/shared-c3.js',
      'assets/vendor-b2.js',
    ]);
    expect(withinBudget).toBe(true);
  });

  it('fails a build over the limit', () => {
    const { total, withinBudget } = checkBudget(dist, 50);
    expect(total).toBeGreaterThan(50);
    expect(withinBudget).toBe(false);
  });
});
