import {
  grantPublishedViews, migrateSchema, openDatabase, provisionServiceRoles, serviceDatabaseUrl, serviceNames, type RolePasswords,
} from '@emind/server-kit';
import type { Kysely } from 'kysely';
import { servicePlugins } from '../service-plugins.ts';

async function asAdmin(adminUrl: string, work: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  const admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
  try {
    await work(admin.db);
  } finally {
    await admin.close();
  }
}

/**
 * Before any service starts: the roles provisioned, then every service migrated as its own role, in the manifest's
 * order, each one's published views granted once it has migrated. Services read each other's views both ways
 * (booking reads measures' declared minors, measures booking's care sessions), so none could start first otherwise:
 * each refuses to start while a view it reads is missing.
 */
export async function prepareDatabase(options: { adminUrl: string; passwords: RolePasswords; prefix: string }): Promise<void> {
  const { adminUrl, passwords, prefix } = options;
  await asAdmin(adminUrl, (db) => provisionServiceRoles(db, { password: passwords, prefix }));
  for (const service of serviceNames) {
    const handle = await openDatabase({ databaseUrl: serviceDatabaseUrl(adminUrl, service, passwords[service], prefix), poolSize: 1 });
    try {
      await migrateSchema(handle, servicePlugins[service].migrations);
    } finally {
      await handle.close();
    }
    await asAdmin(adminUrl, (db) => grantPublishedViews(db, prefix));
  }
}

/** Grants again what a (re)started service's migrations may have recreated. */
export const grantAgain = (adminUrl: string, prefix: string): Promise<void> => asAdmin(adminUrl, (db) => grantPublishedViews(db, prefix));
