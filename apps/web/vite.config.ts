import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { precompress } from './precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The server's render code (entry-server.tsx) carries its libraries, built for production, so the server
  // needs nothing of the web's.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true, ws: true },
      '/static': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true, ws: true },
      '/static': { target: apiServer, changeOrigin: true },
    },
  },
  build: isSsrBuild ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false } : clientBuild,
}));

const clientBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  emptyOutDir: true,
  // One stylesheet for the whole app (14 KB gzipped), inline in pages the server renders: a page's code then
  // never waits for, nor adds, styles of its own.
  cssCodeSplit: false,
  rolldownOptions: {
    // @tread/domain is pure (no I/O), so its unused modules, e.g. zod schemas, can be left out of a chunk.
    treeshake: {
      moduleSideEffects: (id) => (id.includes('/packages/domain/src/') ? false : undefined),
    },
    output: {
      // Grouped chunks import each other in cycles; run modules in import order, so one whose top-level code
      // reads a binding from the other file never meets it uninitialised (every page then failed to load).
      strictExecutionOrder: true,
      // Chunks shared by several pages, and their styles, are named by the pages: too long for a file name.
      chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('shared') ? 'shared' : '[name]'}-[hash].js`,
      assetFileNames: (asset) =>
        `assets/${asset.names[0]?.startsWith('shared') ? 'shared' : '[name]'}-[hash][extname]`,
      // The first screen's modules in one file, form code apart, and the pages' shared code grouped by the
      // pages that share it with small groups merged: a page loads a few files rather than dozens of tiny ones.
      codeSplitting: {
        groups: [
          { name: 'boot', tags: ['$initial'], priority: 3 },
          { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)/, priority: 2 },
          {
            name: 'shared',
            minShareCount: 2,
            priority: 1,
            entriesAware: true,
            entriesAwareMergeThreshold: 8000,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
