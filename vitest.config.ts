import { configDefaults, defineConfig } from 'vitest/config';

// API tests run on a fresh copy of one seeded PGlite per file; with TEST_DATABASE_URL they run again on PostgreSQL.
const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
    // *.postgres.test.ts cut PostgreSQL's connections, which the embedded PGlite has none of.
    exclude: [...configDefaults.exclude, ...(dbKind === 'pglite' ? ['**/*.postgres.test.ts'] : [])],
    env: { TEST_DB_KIND: dbKind },
    globalSetup: ['test/global-setup.ts'],
    // One worker runs many files: the server's modules load once per worker, not once per file.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time: most of a file's time waits on a database, so both cores stay busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        extends: './apps/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: 'apps/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
