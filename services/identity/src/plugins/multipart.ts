import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/** One file per request; each route sets its own size limit when it reads the file. */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: 5 * 1024 * 1024, parts: 10 } });
  },
  { name: 'identity-multipart', fastify: '5.x' },
);
