// The first screen's JavaScript budget (issue 12): the scripts index.html loads before any lazy import,
// gzipped, must stay within 120 KB. A size check on the build output, never a timing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 120 KB gzipped, in bytes (1 KB = 1,000 bytes, as Vite and Lighthouse count). */
export const INITIAL_JS_LIMIT = 120_000;

const HTML_SCRIPTS = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g;
// Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`; `import("./x.js")` is lazy.
const STATIC_IMPORTS = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Every script of `dist` the first screen loads before any lazy import, with its gzipped size. */
export function initialScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const pending = [...html.matchAll(HTML_SCRIPTS)].map((match) => join(dist, match[1]));
  const sizes = new Map();
  while (pending.length > 0) {
    const file = pending.pop();
    if (sizes.has(file)) continue;
    const code = readFileSync(file);
    sizes.set(file, gzipSync(code, { level: 9 }).length);
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORTS)) {
      pending.push(resolve(dirname(file), match[1]));
    }
  }
  return [...sizes].map(([file, gzipBytes]) => ({ file: file.slice(dist.length + 1), gzipBytes }));
}

/** The initial scripts' gzipped total and whether it is within `limit` bytes. */
export function checkBudget(dist, limit = INITIAL_JS_LIMIT) {
  const scripts = initialScripts(dist);
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return { scripts, total, limit, withinBudget: total <= limit };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../apps/web/dist'));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`no build at ${dist}: run npm run build first`);
    process.exit(1);
  }
  const { scripts, total, limit, withinBudget } = checkBudget(dist);
  for (const { file, gzipBytes } of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${kb(gzipBytes).padStart(9)}  ${file}`);
  }
  console.log(`initial JS: ${kb(total)} gzipped in ${scripts.length} files (budget ${kb(limit)})`);
  if (!withinBudget) {
    console.error(`the first screen's JavaScript is over budget by ${kb(total - limit)}`);
    process.exit(1);
  }
}
