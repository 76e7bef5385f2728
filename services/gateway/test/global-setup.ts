import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { reviewsMigrations } from '@emind/reviews';
import { dumpMigratedPglite } from '@emind/server-kit/testing';
import type { TestProject } from 'vitest/node';


/** Every service's migrations, applied once per run (PGlite) and loaded by each test file. */
export const allMigrations = [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteDump', null);
    return async () => {};
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const dump = await dumpMigratedPglite(allMigrations);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(dir, { recursive: true, force: true });
}
