import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic answers (API JSON, the SPA's HTML) above 1 KB. Static files are precompressed at build
 * time and served with their own Content-Encoding, which this plugin leaves alone. Brotli at quality 4: per
 * request, the higher qualities cost more CPU than the bytes they save.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'gateway-compression', fastify: '5.x' },
);
