// Page-speed benchmark (issue 12): Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) on the
// home, size results and product pages of the compiled shop, beside the same run on a one-heading page
// served by the same server: the machine's own floor.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { RENDERED_PAGES } from './catalog-cases';
import { startShop } from './lib';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Where to keep each run's full Lighthouse report (JSON), to read audit by audit; unset keeps none. */
const reportDir = process.env.BENCH_LHR_DIR;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** `BENCH_PAGES=product,home` measures only those pages (by name), beside the floor. */
const only = process.env.BENCH_PAGES?.split(',');
const PAGES = RENDERED_PAGES.filter((page) => !only || only.includes(page.name));

type Figures = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  jsKb: number;
  benchmarkIndex: number;
  failedA11y: string[];
};

/** How often a run whose trace Lighthouse could not read (e.g. NO_NAVSTART) is made again before giving up. */
const TRACE_ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return figuresOf(url, result.lhr);
    // A run with no figures is no figure: it is said, and the run is made again.
    console.log(`${url}: Lighthouse could not read the run (${failure.code}), attempt ${attempt}`);
    if (attempt === TRACE_ATTEMPTS) throw new Error(`${url}: ${failure.message}`);
  }
}

function figuresOf(url: string, lhr: Result): Figures {
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? 'home';
    writeFileSync(join(reportDir, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const { audits, categories, environment } = lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary = audits['resource-summary']?.details;
  const scripts =
    summary?.type === 'table' ? summary.items.find((item) => item.resourceType === 'script') : undefined;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    siMs: value('speed-index'),
    jsKb: Number(scripts?.transferSize ?? 0) / 1000,
    benchmarkIndex: environment.benchmarkIndex,
    failedA11y: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median of each figure over the runs, each figure on its own. */
function medianOf(all: Figures[]): Figures {
  const of = (key: Exclude<keyof Figures, 'failedA11y'>) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    siMs: of('siMs'),
    jsKb: of('jsKb'),
    benchmarkIndex: of('benchmarkIndex'),
    failedA11y: [...new Set(all.flatMap((figures) => figures.failedA11y))],
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printTable(rows: { name: string; figures: Figures }[]): void {
  console.log(`\nLighthouse ${lighthouseVersion()} mobile defaults, median of ${runs} runs per page\n`);
  console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | JS transferred |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { name, figures: f } of rows) {
    console.log(
      `| ${name} | ${f.performance} | ${f.accessibility} | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)} | ` +
        `${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${seconds(f.siMs)} | ${f.jsKb.toFixed(1)} KB |`,
    );
  }
  console.log('');
  for (const { name, figures } of rows) {
    if (figures.failedA11y.length) console.log(`${name}: failed accessibility audits: ${figures.failedA11y}`);
  }
  console.log(
    `Lighthouse benchmark index of this machine: ${median(rows.map((r) => r.figures.benchmarkIndex))}`,
  );
}

function lighthouseVersion(): string {
  const version = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"]);
  return version.stdout.toString().trim();
}

// The floor: the same compiled server answering every page with one heading.
const floorDist = mkdtempSync(join(tmpdir(), 'tread-floor-'));
writeFileSync(
  join(floorDist, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
    'content="width=device-width, initial-scale=1"><title>Tread</title></head><body><h1>Tread</h1></body></html>',
);
const shop = await startShop();
const floor = await startShop({ WEB_DIST: floorDist });
const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
try {
  const targets = [{ name: 'floor: one-heading page', url: `${floor.url}/` }].concat(
    PAGES.map((page) => ({ name: page.name, url: `${shop.url}${page.path}` })),
  );
  const rows = [];
  for (const target of targets) {
    // A first, uncounted run warms the server's caches and the database's pages.
    await audit(target.url, chrome.port);
    const all: Figures[] = [];
    for (let run = 0; run < runs; run++) all.push(await audit(target.url, chrome.port));
    rows.push({ name: target.name, figures: medianOf(all) });
    console.log(`${target.name}: performance ${all.map((figures) => figures.performance).join(', ')}`);
  }
  printTable(rows);
} finally {
  chrome.kill();
  await Promise.all([shop.stop(), floor.stop()]);
  rmSync(floorDist, { recursive: true, force: true });
}
const budget = spawnSync(process.execPath, ['scripts/check-budget.mjs'], { encoding: 'utf8' });
console.log(
  `\n${budget.stdout.trim().split('\n').at(-1)}${budget.stderr ? `\n${budget.stderr.trim()}` : ''}`,
);
