/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');

/** The class each rule's selectors start with, e.g. `checkout-bar` for `.checkout-bar > p, .x {`. */
function leadingClasses(css: string): string[] {
  const preludes = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{}]+(?=\{)/g) ?? [];
  return preludes
    .flatMap((prelude) => prelude.split(','))
    .map((selector) => selector.trim().match(/^\.(-?[_a-zA-Z][\w-]*)/)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe('stylesheets', () => {
  it('style each class from one stylesheet only', () => {
    // Every page's stylesheet stays in the document once loaded, so a class two sheets style changes with the route taken.
    const sheets = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.css'),
    );
    const owners = new Map<string, Set<string>>();
    for (const path of sheets) {
      for (const name of leadingClasses(readFileSync(join(SOURCE, path), 'utf8')))
        owners.set(name, (owners.get(name) ?? new Set()).add(path));
    }
    const shared = [...owners]
      .filter(([, paths]) => paths.size > 1)
      .map(([name, paths]) => `.${name}: ${[...paths].join(', ')}`);
    expect(sheets.length).toBeGreaterThan(10);
    expect(shared).toEqual([]);
  });
});
