import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  assertServedViewsReadable, createServer, defineServices, privacyServices, serviceManifest, serviceNames, viewReadersOf, viewsReadBy,
  type DatabaseHandle,
} from '@emind/server-kit';
import { openTestDatabase } from '@emind/server-kit/testing';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exportServices } from '../../identity/src/privacy/requests/export-zip.ts';
import { partSources } from '../../identity/src/privacy/requests/admin-requests.repository.ts';
import { sectionTitles } from '../../identity/src/privacy/requests/summary-html.ts';
import gateway, { manifestServices, type GatewayService } from '../src/app.ts';
import type { GatewayConfig } from '../src/config.ts';
import { servicePlugins, type Mount } from '../src/service-plugins.ts';
import { passedThroughFor } from '../src/split/environments.ts';
import { allMigrations } from './global-setup.ts';

/**
 * A throw-away service, "notes", added the way a real one is: its code (here a plugin in this file, in life its
 * folder) and one manifest entry. Everything the gateway, split mode and the database roles derive from the manifest
 * picks it up with no other change.
 */
const withNotes = defineServices({
  ...serviceManifest,
  notes: { port: 8199, publishes: { note_counts: ['identity'] }, environment: ['NOTES_RETENTION_DAYS'], privacy: { label: 'Notas' } },
});
const notesPlugin: FastifyPluginAsync = async (app) => {
  app.get('/notes/hello', async () => ({ hello: 'notes' }));
  app.get('/notes/health', async () => ({ status: 'ok' }));
};
const notes: GatewayService = { name: 'notes', routePrefixes: ['/notes'], websocket: false };
const mountNotes: Mount = async (app) => {
  await app.register(notesPlugin, { prefix: '/api' });
};

const baseConfig = (dataDir: string, upstreams: Record<string, string | undefined>): GatewayConfig => ({
  port: 0, host: '127.0.0.1', logLevel: 'silent', trustProxy: 'loopback', dataDir, databaseUrl: undefined, webRoot: dataDir, upstreams,
});

describe('adding a service is its code and one manifest entry', () => {
  let dir: string;
  let database: DatabaseHandle;
  let upstream: FastifyInstance;
  let upstreamUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'emind-manifest-'));
    database = await openTestDatabase({ migrations: [], pgliteDump: null });
    upstream = Fastify();
    await upstream.register(notesPlugin, { prefix: '/api' });
    upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await upstream.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gets its role’s grants, the views it reads and its own environment in split mode', () => {
    expect(viewReadersOf(withNotes)['notes.note_counts']).toEqual(['identity']);
    expect(viewsReadBy('identity', withNotes)).toContain('notes.note_counts');
    expect(viewsReadBy('notes', withNotes)).toEqual([]);
    const lists = passedThroughFor<keyof typeof withNotes>(withNotes);
    expect(lists.notes).toContain('NOTES_RETENTION_DAYS');
    expect(lists.notes).toContain('LOG_LEVEL');
    expect(lists.booking).not.toContain('NOTES_RETENTION_DAYS');
  });

  it('is mounted by the gateway in embedded mode and proxied by its prefix in split mode', async () => {
    // Every real service proxied to an address nobody serves: only notes runs here.
    const elsewhere = Object.fromEntries(serviceNames.map((name) => [name, 'http://127.0.0.1:9']));
    for (const notesUpstream of [undefined, upstreamUrl]) {
      const app = createServer({ logLevel: 'silent', notFoundHandler: false });
      await app.register(gateway, {
        config: baseConfig(dir, { ...elsewhere, notes: notesUpstream }), database, mounts: { notes: mountNotes }, services: [...manifestServices, notes],
      });
      const hello = await app.inject({ method: 'GET', url: '/api/notes/hello' });
      expect(hello.statusCode).toBe(200);
      expect(hello.json()).toEqual({ hello: 'notes' });
      await app.close();
    }
  });

  it('lint fences every service of the manifest', async () => {
    const file = pathToFileURL(path.resolve(import.meta.dirname, '../../../eslint.config.js')).href;
    const { default: config } = (await import(file)) as { default: { files?: string[] }[] };
    const fenced = config.flatMap((block) => block.files ?? []).filter((glob) => /^services\/[a-z]+\/src\/\*\*\/\*\.ts$/.test(glob));
    expect(fenced.map((glob) => glob.split('/')[1])).toEqual(serviceNames);
  });

  it('identity’s export, its erasure bookkeeping and the access log read every privacy service of the manifest', () => {
    expect(privacyServices).toEqual(serviceNames);
    expect(exportServices).toEqual(privacyServices);
    expect(partSources.map(([service]) => service)).toEqual(privacyServices);
    // The person reads each part under a Spanish title in resumen.html, never under the service's code name.
    expect(privacyServices.filter((service) => !sectionTitles[service])).toEqual([]);
    expect(partSources.filter(([service]) => service !== 'identity').map(([, table]) => table)).toEqual(
      privacyServices.filter((service) => service !== 'identity').map((service) => `${service}.privacy_parts`),
    );
  });

  it('is scraped in split mode at the metrics port the runner gives it (ops/prometheus-split.yml, by hand)', async () => {
    const scrape = await readFile(path.resolve(import.meta.dirname, '../../../ops/prometheus-split.yml'), 'utf8');
    const targets = [...scrape.matchAll(/targets: \['127\.0\.0\.1:(\d+)'\]\s+labels:\s+process: ([a-z]+)/g)].map(([, port, name]) => [name, Number(port)]);
    // split.ts: the gateway takes EMIND_METRICS_PORT (9464), each service the next one in the manifest's order.
    expect(targets).toEqual([['gateway', 9464], ...serviceNames.map((name, index) => [name, 9465 + index])]);
  });

  it('has a package the gateway imports for every manifest entry, and migrations for its own schema', () => {
    expect(Object.keys(servicePlugins)).toEqual(serviceNames);
    for (const name of serviceNames) expect(servicePlugins[name].migrations.schema).toBe(name);
  });
});

describe('a service that reads a view nobody has published yet', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase({ migrations: allMigrations, pgliteDump: inject('pgliteDump') });
  });

  afterAll(async () => {
    await database.close();
  });

  it('starts once every view it reads is there', async () => {
    for (const name of serviceNames) {
      const app = Fastify();
      app.get(`/api/${name}/health`, async () => ({ status: 'ok' }));
      await app.ready();
      await expect(assertServedViewsReadable(app, database)).resolves.toBeUndefined();
      await app.close();
    }
  });

  it('refuses to start, naming the view and its owner, instead of answering 500 to each request that reads it', async () => {
    // Measures not migrated yet, as far as booking can tell: before this check, every booking answered 500.
    await sql`drop view measures.declared_minors cascade`.execute(database.db);
    const app = Fastify();
    app.get('/api/booking/health', async () => ({ status: 'ok' }));
    await app.ready();
    try {
      await expect(assertServedViewsReadable(app, database)).rejects.toThrow(
        /^booking cannot start: it reads measures\.declared_minors, which does not exist yet .*measures publishes it when it migrates/,
      );
    } finally {
      await app.close();
    }
  });
});
