import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/static': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/static': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // @tread/domain is pure (no I/O), so its unused modules, e.g. zod schemas, can be left out of a chunk.
      treeshake: { moduleSideEffects: (id) => (id.includes('/packages/domain/src/') ? false : undefined) },
    },
  },
});
