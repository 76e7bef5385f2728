import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** One file per request; the upload route reads it with the limit of its document type. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: 100 * 1024 * 1024, parts: 10 } });
  },
  { name: 'catalogue-multipart', fastify: '5.x' },
);
