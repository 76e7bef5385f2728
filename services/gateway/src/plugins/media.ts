import { messages, mimeOfKey, sendStoredFile, type Storage } from '@emind/server-kit';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** A stored name is random and never rewritten (a new photo gets a new name), so a cached copy never goes stale. */
const FOREVER = 'public, max-age=31536000, immutable';

const mediaParams = z.object({ folder: z.string(), file: z.string() });

/** Public media (profile photos, approved presentation videos) from whichever storage holds it, seekable and cached. */
export const mediaPlugin = fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.get('/media/:folder/:file', { schema: { hide: true } }, async (request, reply) => {
      const { folder, file } = mediaParams.parse(request.params);
      const key = storage.keyFromUrl(`/media/${folder}/${file}`);
      if (!key) return reply.status(404).send({ detail: messages.notFound });
      const etag = `"${file}"`;
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).header('cache-control', FOREVER).send();
      try {
        return await sendStoredFile(request, reply, storage, key, { mime: mimeOfKey(key), headers: { 'cache-control': FOREVER, etag }, ranges: true });
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return reply.status(404).send({ detail: messages.notFound });
        throw error;
      }
    });
  },
  { name: 'gateway-media', fastify: '5.x' },
);
