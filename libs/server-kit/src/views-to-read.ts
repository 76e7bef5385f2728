import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { viewsReadBy } from './db-roles.ts';
import { serviceManifest, serviceNames, type ServiceManifest } from './services-manifest.ts';

/** The views `service` reads that it cannot select from yet: not created (their owner has not migrated), or not granted. */
export async function unreadableViews(database: DatabaseHandle, service: string, manifest: ServiceManifest = serviceManifest): Promise<string[]> {
  const views = viewsReadBy(service, manifest);
  if (views.length === 0) return [];
  // The catalogue, not to_regclass: a schema the role may not use yet is refused rather than reported missing.
  const { rows } = await sql<{ name: string; readable: boolean }>`
    select n.nspname || '.' || c.relname as name, has_table_privilege(c.oid, 'select') as readable
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname || '.' || c.relname in (${sql.join(views)})`.execute(database.db);
  const readable = new Set(rows.filter((row) => row.readable).map((row) => row.name));
  return views.filter((view) => !readable.has(view));
}

/**
 * Refuses to start a service that reads a view it cannot select from, naming each one and its owner, instead of
 * answering 500 to every request that reads it.
 */
export async function assertViewsToRead(database: DatabaseHandle, service: string, manifest: ServiceManifest = serviceManifest): Promise<void> {
  const missing = await unreadableViews(database, service, manifest);
  if (missing.length === 0) return;
  const owners = [...new Set(missing.map((view) => view.slice(0, view.indexOf('.'))))];
  throw new Error(
    `${service} cannot start: it reads ${missing.join(', ')}, which ${missing.length === 1 ? 'does' : 'do'} not exist yet or ${missing.length === 1 ? 'is' : 'are'} not granted to it. ` +
      `${owners.join(', ')} ${owners.length === 1 ? 'publishes it when it migrates' : 'publish them when they migrate'}: migrate ${owners.length === 1 ? 'it' : 'them'} first ` +
      '(npm run start:split migrates every service and grants the views before it starts any).',
  );
}

/**
 * Which service of the manifest an app serves, by its health route (`/api/<name>/health`); undefined for none.
 * `runService` needs no name of its own this way.
 */
export function servedService(app: FastifyInstance): string | undefined {
  return serviceNames.find((name) => app.hasRoute({ method: 'GET', url: `/api/${name}/health` }));
}

/** The check `runService` makes once the service's plugin is registered (its own migrations done). */
export async function assertServedViewsReadable(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const service = servedService(app);
  if (service) await assertViewsToRead(database, service);
}
