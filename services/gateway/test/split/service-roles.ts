import { randomBytes } from 'node:crypto';
import {
  grantPublishedViews,
  migrateSchema,
  openDatabase,
  provisionServiceRoles,
  rolePasswords,
  serviceDatabaseUrl,
  serviceNames,
  serviceRole,
  type DatabaseHandle,
  type ServiceName,
} from '@emind/server-kit';
import { openTestDatabase } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { allMigrations } from '../global-setup.ts';

export interface ServiceRoles {
  admin: DatabaseHandle;
  /** The connection each service migrated with. */
  asService: Map<ServiceName, DatabaseHandle>;
  /** A new connection as the service's own role (closed by `close`). */
  connectAs(service: ServiceName): Promise<DatabaseHandle>;
  /** Provisions the roles again, as every `npm run start:split` does. */
  provisionAgain(): Promise<void>;
  close(): Promise<void>;
}

/** Split mode's shape on a fresh Postgres database: every service migrated as its own role, published views granted. */
export async function migrateAsServiceRoles(databaseUrl: string): Promise<ServiceRoles> {
  const prefix = `emind_r${randomBytes(4).toString('hex')}`;
  const passwords = rolePasswords();
  const admin = await openTestDatabase({ migrations: [], pgliteDump: null, databaseUrl });
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(admin.db)).rows[0]?.name ?? '';
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  await provisionServiceRoles(admin.db, { password: passwords, prefix });
  const handles: DatabaseHandle[] = [];
  const connectAs = async (service: ServiceName): Promise<DatabaseHandle> => {
    const handle = await openDatabase({ databaseUrl: serviceDatabaseUrl(url.toString(), service, passwords[service], prefix), poolSize: 2 });
    handles.push(handle);
    return handle;
  };
  const asService = new Map<ServiceName, DatabaseHandle>();
  for (const [index, service] of serviceNames.entries()) {
    const migrations = allMigrations[index];
    if (migrations?.schema !== service) throw new Error(`migrations of ${service} expected at ${index}`);
    const handle = await connectAs(service);
    asService.set(service, handle);
    await migrateSchema(handle, migrations);
    await grantPublishedViews(admin.db, prefix);
  }
  return {
    admin,
    asService,
    connectAs,
    provisionAgain: () => provisionServiceRoles(admin.db, { password: passwords, prefix }),
    close: async () => {
      for (const handle of handles) await handle.close();
      await admin.close();
      // Roles belong to the cluster, not to the dropped test database.
      const cluster = await openDatabase({ databaseUrl, poolSize: 1 });
      for (const service of serviceNames) await sql`drop role if exists ${sql.id(serviceRole(service, prefix))}`.execute(cluster.db);
      await cluster.close();
    },
  };
}
