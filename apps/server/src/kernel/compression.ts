import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers compressed when the request accepts it (@fastify/compress): HTML and JSON of 1 KB or more in
 * brotli or gzip, with Vary: Accept-Encoding. Built assets come precompressed from the web build
 * (apps/web/scripts/precompress.mjs, served by the static host as they are), so they are never compressed
 * again per request. Request bodies are taken as sent: no decompression of uploads.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // zlib's brotli default is quality 11, far too slow per request; 4 beats gzip's size at gzip's speed
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
