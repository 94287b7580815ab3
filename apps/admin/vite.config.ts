import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../web/precompress';

const apiServer = 'http://localhost:3000';

// The console is served by the shop's server under /admin; in development Vite proxies the API to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  server: { port: 5174, proxy: { '/api': { target: apiServer, changeOrigin: true, ws: true } } },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});
