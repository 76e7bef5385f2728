import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceNames } from '@emind/server-kit';
import { createPostgresTemplate, dumpMigratedPglite } from '@emind/server-kit/testing';
import type { TestProject } from 'vitest/node';
import { servicePlugins } from '../src/service-plugins.ts';


/** Every service's migrations, applied once per run (a PGlite dump, or a Postgres template) and loaded by each test file. */
export const allMigrations = serviceNames.map((name) => servicePlugins[name].migrations);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    const template = await createPostgresTemplate(process.env.DATABASE_URL, allMigrations);
    project.provide('pgliteDump', null);
    project.provide('postgresTemplate', { name: template.name, migrations: template.migrations });
    return template.drop;
  }
  project.provide('postgresTemplate', null);
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite(allMigrations);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
