import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses HTML and JSON answers (issue 12) with brotli at a low quality, cheap enough per request, or gzip.
 * Built assets arrive compressed already (web.ts serves their .br and .gz files), so they are left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests keep being read as sent: the shop never takes compressed bodies.
    globalDecompression: false,
  });
}
