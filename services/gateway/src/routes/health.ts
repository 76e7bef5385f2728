import { pingDatabase, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Status = 'ok' | 'down';
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(z.string(), z.enum(['ok', 'down'])),
  database: z.enum(['ok', 'down', 'external']),
});

export interface HealthOptions {
  database: DatabaseHandle | null;
  /** Service name → URL of its own health check (split mode), or null when mounted in-process. */
  services: Record<string, string | null>;
}

async function probe(url: string): Promise<Status> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { database, services }) => {
  app.get('/api/health', {
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const dbStatus = database ? ((await pingDatabase(database)) ? 'ok' : 'down') : 'external';
      const entries = await Promise.all(
        Object.entries(services).map(async ([name, url]): Promise<[string, Status]> => [
          name,
          url ? await probe(url) : dbStatus === 'down' ? 'down' : 'ok',
        ]),
      );
      const serviceStatus = Object.fromEntries(entries);
      const healthy = dbStatus !== 'down' && entries.every(([, status]) => status === 'ok');
      return reply
        .status(healthy ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: healthy ? 'ok' : 'degraded', services: serviceStatus, database: dbStatus });
    },
  });
};
