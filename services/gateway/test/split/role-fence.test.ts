import { publishedViewReaders, serviceNames, type ServiceName } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAsServiceRoles, type ServiceRoles } from './service-roles.ts';

/** Split mode's fence on Postgres: each service migrates as its own role and reads others only through granted views. */
const databaseUrl = process.env.DATABASE_URL;
let roles: ServiceRoles;

function run(service: ServiceName, query: string): Promise<unknown> {
  const handle = roles.asService.get(service);
  if (!handle) throw new Error(`${service} is not connected`);
  return sql.raw(query).execute(handle.db);
}

const PERMISSION_DENIED = { code: '42501' };

describe.skipIf(!databaseUrl)('each service as its own Postgres role (split mode; needs DATABASE_URL, PGlite has one role)', () => {
  beforeAll(async () => {
    roles = await migrateAsServiceRoles(databaseUrl!);
  }, 120_000);

  afterAll(async () => {
    await roles.close();
  });

  it('cannot write or read another service’s tables, only the views published to it', async () => {
    await expect(run('booking', `insert into identity.users (email) values ('x@example.com')`)).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('booking', 'select * from identity.users')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('booking', 'select bank_account_number from identity.payout_accounts')).resolves.toBeDefined();
    await expect(run('catalogue', `insert into booking.appointments (client_id) values (1)`)).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('catalogue', 'delete from booking.appointments')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('reviews', 'select rut from identity.profile_contacts')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('reviews', 'select * from identity.payout_accounts')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('identity', 'select * from catalogue.psychologists')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('booking', 'create table identity.intruder (id int)')).rejects.toMatchObject(PERMISSION_DENIED);
    await expect(run('booking', 'create table booking.own_scratch (id int)')).resolves.toBeDefined();
  });

  it('every published view exists and each reader can select from it', async () => {
    for (const [view, readers] of Object.entries(publishedViewReaders)) {
      for (const reader of readers) await expect(run(reader, `select * from ${view} limit 1`)).resolves.toBeDefined();
    }
  });

  it('the directory every service reads carries no bank data, RUT nor phone', async () => {
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_schema = 'identity' and table_name = 'profile_directory'`.execute(roles.admin.db);
    const names = columns.rows.map((row) => row.column_name);
    expect(names).toContain('first_name');
    for (const hidden of ['rut', 'phone', 'bank_account_number', 'bank_account_owner_rut']) expect(names).not.toContain(hidden);
  });

  it('lets each service add to and read its access log, never change or remove an entry', async () => {
    for (const service of serviceNames) {
      const log = `${service}.access_log`;
      await expect(run(service, `insert into ${log} (subject_user_id, actor_user_id, actor_role, resource) values (1, 2, 'admin', 'bank_data')`)).resolves.toBeDefined();
      await expect(run(service, `select * from ${log}`)).resolves.toBeDefined();
      await expect(run(service, `update ${log} set actor_user_id = 3`)).rejects.toMatchObject(PERMISSION_DENIED);
      await expect(run(service, `delete from ${log}`)).rejects.toMatchObject(PERMISSION_DENIED);
      await expect(run(service, `truncate ${log}`)).rejects.toMatchObject(PERMISSION_DENIED);
      await expect(run(service, `alter table ${log} disable trigger access_log_append_only`)).rejects.toMatchObject({ code: '42501' });
    }
    // A later provisioning run (every `npm run start:split`) must not hand the log back to the service.
    await roles.provisionAgain();
    await expect(run('booking', 'delete from booking.access_log')).rejects.toMatchObject(PERMISSION_DENIED);
  });

  it('cannot drop, truncate or unguard its own access log, and still migrates the rest of its schema', async () => {
    const refusals = (service: ServiceName): string[] => [
      `drop table ${service}.access_log cascade`,
      `truncate ${service}.access_log`,
      `drop trigger access_log_append_only on ${service}.access_log`,
      `drop trigger access_log_no_truncate on ${service}.access_log`,
      `drop function ${service}.refuse_access_log_change() cascade`,
      `alter table ${service}.access_log rename to old_log`,
      `drop schema ${service} cascade`,
    ];
    for (const service of serviceNames) {
      for (const statement of refusals(service)) await expect(run(service, statement), statement).rejects.toMatchObject(PERMISSION_DENIED);
      await expect(run(service, `insert into ${service}.access_log (subject_user_id, actor_user_id, actor_role, resource) values (4, 5, 'admin', 'notes')`)).resolves.toBeDefined();
      await expect(run(service, `select 1 from ${service}.access_log where subject_user_id = 4`)).resolves.toMatchObject({ rows: [{ '?column?': 1 }] });
    }
    // Everything else stays the service's own: a migration may still create, change and drop its tables.
    await expect(run('booking', 'create table booking.next_feature (id int)')).resolves.toBeDefined();
    await expect(run('booking', 'alter table booking.next_feature add column note text')).resolves.toBeDefined();
    await expect(run('booking', 'drop table booking.next_feature')).resolves.toBeDefined();
    await expect(run('booking', 'alter table booking.appointments add column scratch_note text')).resolves.toBeDefined();
    await expect(run('booking', 'alter table booking.appointments drop column scratch_note')).resolves.toBeDefined();
  });
});
