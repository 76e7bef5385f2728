import { createHmac, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { appendOnlyTables } from './privacy/privacy-tables.ts';
import { serviceManifest, serviceNames, type ServiceManifest, type ServiceName } from './services-manifest.ts';

export { serviceNames, type ServiceName } from './services-manifest.ts';

/** `<owner schema>.<object>` → the services that read (or call) it, from each entry of a manifest. */
function grantsOf<Names extends string>(manifest: ServiceManifest<Names>, pick: (entry: ServiceManifest<Names>[Names]) => Readonly<Record<string, readonly Names[]>> | undefined) {
  const grants: Record<string, readonly Names[]> = {};
  for (const [owner, entry] of Object.entries(manifest) as [Names, ServiceManifest<Names>[Names]][]) {
    for (const [object, readers] of Object.entries(pick(entry) ?? {})) grants[`${owner}.${object}`] = readers;
  }
  return grants;
}

/** Every published view (`<owner schema>.<view>`) and the services that read it, as the manifest lists them. */
export const viewReadersOf = <Names extends string>(manifest: ServiceManifest<Names>) => grantsOf(manifest, (entry) => entry.publishes);
/** Every published function (`<owner schema>.<name>(<argument types>)`) and the services that may call it. */
export const functionCallersOf = <Names extends string>(manifest: ServiceManifest<Names>) => grantsOf(manifest, (entry) => entry.functions);

/** The one list of cross-service grants in split mode (from the manifest). */
export const publishedViewReaders: Readonly<Record<string, readonly ServiceName[]>> = viewReadersOf(serviceManifest);
export const publishedFunctionCallers: Readonly<Record<string, readonly ServiceName[]>> = functionCallersOf(serviceManifest);

/** The views a service reads at query time: it cannot serve until their owners have migrated. */
export function viewsReadBy<Names extends string>(service: string, manifest: ServiceManifest<Names>): string[] {
  const readersOf: Readonly<Record<string, readonly string[]>> = viewReadersOf(manifest);
  return Object.entries(readersOf).filter(([, readers]) => readers.includes(service)).map(([view]) => view);
}

/** `emind_booking` by default; tests pass their own prefix, since roles are shared by the whole cluster. */
export function serviceRole(service: ServiceName, prefix = 'emind'): string {
  return `${prefix}_${service}`;
}

/** Each role's own password: knowing one service's connection gives no way in as another role. */
export type RolePasswords = Readonly<Record<ServiceName, string>>;

/**
 * A password per role: derived from `secret` (an HMAC per role name, so a restart keeps them and no process but the
 * provisioning one needs the secret), or random when there is none.
 */
export function rolePasswords(secret?: string, prefix?: string): RolePasswords {
  const passwordFor = (service: ServiceName): string =>
    secret ? createHmac('sha256', secret).update(serviceRole(service, prefix)).digest('hex') : randomBytes(18).toString('hex');
  return Object.fromEntries(serviceNames.map((service) => [service, passwordFor(service)])) as Record<ServiceName, string>;
}


/** The same server and database as `adminUrl`, logged in as the service's role. */
export function serviceDatabaseUrl(adminUrl: string, service: ServiceName, password: string, prefix?: string): string {
  const url = new URL(adminUrl);
  url.username = serviceRole(service, prefix);
  url.password = password;
  return url.toString();
}

const DUPLICATE_OBJECT = '42710';
const UNIQUE_VIOLATION = '23505';

/**
 * With an admin connection: one login role per service that may create in its schema and owns what it created there
 * (and whatever an earlier run created in it, but the append-only tables), and no other right; the schema itself
 * stays with the provisioning role. Idempotent; safe when two databases of one cluster provision at once. Split mode gives
 * each role its own password (`rolePasswords`); one string for all is kept for callers that need no fence between roles.
 */
export async function provisionServiceRoles(admin: Kysely<unknown>, options: { password: string | RolePasswords; prefix?: string }): Promise<void> {
  // booking's exclusion constraints need it, and creating an extension needs more than a schema's owner.
  await sql`create extension if not exists btree_gist`.execute(admin);
  for (const service of serviceNames) {
    const role = sql.id(serviceRole(service, options.prefix));
    const exists = await sql`select 1 from pg_roles where rolname = ${serviceRole(service, options.prefix)}`.execute(admin);
    if (exists.rows.length === 0) {
      await sql`create role ${role} login`.execute(admin).catch((error: { code?: string }) => {
        if (error.code !== DUPLICATE_OBJECT && error.code !== UNIQUE_VIOLATION) throw error;
      });
    }
    const password = typeof options.password === 'string' ? options.password : options.password[service];
    await sql`alter role ${role} with login password ${sql.lit(password)}`.execute(admin);
    // The provisioning role owns the schema: a schema's owner may drop any table in it, the sealed access log too.
    // The service creates (and so owns, and may migrate) everything else in it.
    await sql`create schema if not exists ${sql.id(service)}`.execute(admin);
    await sql`alter schema ${sql.id(service)} owner to current_user`.execute(admin);
    await sql`grant usage, create on schema ${sql.id(service)} to ${role}`.execute(admin);
    await sql`
      do $$ declare r record; begin
        for r in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = ${sql.lit(service)} and c.relkind in ('r', 'v', 'm', 'p')
                   and c.relname <> all (${sql.lit(`{${appendOnlyTables.join(',')}}`)}::text[])
        loop execute format('alter table %I.%I owner to %I', ${sql.lit(service)}, r.relname, ${sql.lit(serviceRole(service, options.prefix))});
        end loop;
      end $$`.execute(admin);
  }
}

/**
 * Grants each reader SELECT on the published views and each caller EXECUTE on the published functions that exist
 * so far, and seals the append-only tables that exist so far (call again once a service has migrated).
 */
export async function grantPublishedViews(admin: Kysely<unknown>, prefix?: string): Promise<void> {
  await sealAppendOnlyTables(admin, prefix);
  for (const [view, readers] of Object.entries(publishedViewReaders)) {
    const found = await sql<{ found: string | null }>`select to_regclass(${view})::text as found`.execute(admin);
    if (!found.rows[0]?.found) continue;
    const [schema = '', name = ''] = view.split('.');
    for (const reader of readers) {
      const role = sql.id(serviceRole(reader, prefix));
      await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(admin);
      await sql`grant select on ${sql.id(schema, name)} to ${role}`.execute(admin);
    }
  }
  for (const [signature, callers] of Object.entries(publishedFunctionCallers)) {
    const found = await sql<{ found: string | null }>`select to_regprocedure(${signature})::text as found`.execute(admin);
    if (!found.rows[0]?.found) continue;
    const [schema = ''] = signature.split('.');
    for (const caller of callers) {
      const role = sql.id(serviceRole(caller, prefix));
      await sql`grant usage on schema ${sql.id(schema)} to ${role}`.execute(admin);
      await sql`grant execute on function ${sql.raw(signature)} to ${role}`.execute(admin);
    }
  }
}

/**
 * Each service's append-only tables (its access log) and the trigger function guarding them pass to the provisioning
 * role: the service's own role keeps INSERT and SELECT and loses UPDATE, DELETE and TRUNCATE, and, owning neither the
 * table, its function nor the schema, cannot drop the table, its trigger or the function (a cascade would take the
 * triggers with it).
 */
export async function sealAppendOnlyTables(admin: Kysely<unknown>, prefix?: string): Promise<void> {
  for (const service of serviceNames) {
    for (const table of appendOnlyTables) {
      const name = `${service}.${table}`;
      const found = await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(admin);
      if (!found.rows[0]?.found) continue;
      const role = sql.id(serviceRole(service, prefix));
      await sql`alter table ${sql.id(service, table)} owner to current_user`.execute(admin);
      await sql`revoke all on ${sql.id(service, table)} from ${role}`.execute(admin);
      await sql`grant select, insert on ${sql.id(service, table)} to ${role}`.execute(admin);
      const guard = `${service}.refuse_${table}_change()`;
      const guarded = await sql<{ found: string | null }>`select to_regprocedure(${guard})::text as found`.execute(admin);
      if (guarded.rows[0]?.found) await sql`alter function ${sql.raw(guard)} owner to current_user`.execute(admin);
    }
  }
}
