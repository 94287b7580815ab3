import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest levels: made
 * once here, so the server sends them with no work per request (issue 12).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tread-precompress',
    // The server's render code (dist/ssr) is read from disk by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const path = join(outDir, file);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
