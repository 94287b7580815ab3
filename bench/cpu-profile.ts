// Summarises a V8 .cpuprofile (BENCH_CPU_PROF=<dir>): self time by package or shop file, and the top functions.
// Usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, top = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));

/** Where a frame's code lives: a package under node_modules, the compiled shop, Node itself, or V8's own work. */
function placeOf({ url, functionName }: CallFrame): string {
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.includes('apps/server/dist')) return 'shop (dist/main.js)';
  if (url.startsWith('node:')) return url;
  return url || `(${functionName || 'anonymous'})`;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = frames.get(id);
  const micros = profile.timeDeltas[i] ?? 0;
  if (!frame) return;
  total += micros;
  const place = placeOf(frame);
  byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
  const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
});

const print = (title: string, rows: Map<string, number>) => {
  console.log(`\n${title}\n\n| where | self ms | share |\n|---|---:|---:|`);
  for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
    console.log(`| ${name} | ${Math.round(micros / 1000)} | ${((micros / total) * 100).toFixed(1)}% |`);
  }
};
console.log(`Profile of ${Math.round(total / 1000)} ms`);
print('Self time by place', byPlace);
print('Self time by function', byFunction);
