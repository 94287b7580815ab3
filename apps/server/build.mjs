// Compiles the server (src + seed, with @tread/domain bundled in) to dist/main.js; packages stay in node_modules.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = resolve(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));

/** The bare package name of an import: `drizzle-orm/pg-core` -> `drizzle-orm`, `@fastify/static` stays. */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

// Every package import stays an import, except the workspace's own TypeScript, which is compiled in.
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tread/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: [resolve(root, 'src/main.ts')],
  outfile: resolve(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [packagesStayExternal],
});

// The output sits one folder below apps/server like src/ does, so the sources' import.meta.dirname paths
// (../static, ../../web/dist) hold; the SQL migrations the client reads beside itself are copied next to it.
cpSync(resolve(root, 'src/db/migrations'), resolve(dist, 'migrations'), { recursive: true });

// Production installs only `dependencies`: a package the output imports must be one of them.
const builtins = new Set(builtinModules);
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith('node:') && !builtins.has(i.path))
    .map((i) => packageOf(i.path)),
);
const undeclared = [...imported].filter((name) => !(name in dependencies));
if (undeclared.length > 0) {
  console.error(`apps/server imports packages missing from its dependencies: ${undeclared.join(', ')}`);
  process.exit(1);
}
