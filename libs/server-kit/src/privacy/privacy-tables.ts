import type { PrivacyRequestKind } from '@emind/domain';
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { ServiceName } from '../services-manifest.ts';

/** A row of `<schema>.privacy_work` and of its published view `<schema>.privacy_parts`. */
export interface PrivacyPartsView {
  request_id: number;
  kind: PrivacyRequestKind;
  data: unknown;
  files: unknown;
  completed_at: Date;
}

/** A row of `<schema>.access_log` and of its published view `<schema>.access_events`: appended, never updated. */
export interface AccessEventsView {
  id: ColumnType<number | string, never, never>;
  subject_user_id: number;
  actor_user_id: number;
  actor_role: string;
  resource: string;
  resource_id: string | null;
  created_at: Date;
}

/** Tables that only ever grow: in split mode the service's role may INSERT and SELECT them, never UPDATE or DELETE. */
export const appendOnlyTables = ['access_log'] as const;

/**
 * Migration helper, run by every service on its own schema:
 * - `<schema>.privacy_work`: this service's part of each export or erasure request (one row per request, written
 *   in the same transaction as the work, so a request is handled once across instances), published to identity
 *   as `<schema>.privacy_parts`;
 * - `<schema>.access_log`: who read whose data, append-only (a trigger refuses UPDATE and DELETE in every mode;
 *   split mode also takes the table away from the service's role), published to identity as `<schema>.access_events`.
 */
export async function createPrivacyTables(db: Kysely<unknown>, schema: ServiceName): Promise<void> {
  const work = sql.table(`${schema}.privacy_work`);
  await sql`
    create table ${work} (
      request_id integer primary key,
      kind text not null check (kind in ('export', 'erasure')),
      data jsonb,
      files jsonb not null default '[]'::jsonb,
      completed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create view ${sql.table(`${schema}.privacy_parts`)} as select request_id, kind, data, files, completed_at from ${work}`.execute(db);

  const log = sql.table(`${schema}.access_log`);
  await sql`
    create table ${log} (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      actor_user_id integer not null,
      actor_role text not null,
      resource text not null,
      resource_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ${sql.id(`${schema}_access_log_subject_idx`)} on ${log} (subject_user_id, created_at desc)`.execute(db);
  await sql`create index ${sql.id(`${schema}_access_log_actor_idx`)} on ${log} (actor_user_id, created_at desc)`.execute(db);
  const refuse = sql.id(schema, 'refuse_access_log_change');
  await sql.raw(`
    create function ${schema}.refuse_access_log_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only' using errcode = '42501';
    end $$`).execute(db);
  await sql`create trigger access_log_append_only before update or delete on ${log} for each row execute function ${refuse}()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on ${log} for each statement execute function ${refuse}()`.execute(db);
  await sql`
    create view ${sql.table(`${schema}.access_events`)} as
    select id, subject_user_id, actor_user_id, actor_role, resource, resource_id, created_at from ${log}`.execute(db);
}

export async function dropPrivacyTables(db: Kysely<unknown>, schema: ServiceName): Promise<void> {
  await sql`drop view if exists ${sql.table(`${schema}.access_events`)}`.execute(db);
  await sql`drop table if exists ${sql.table(`${schema}.access_log`)}`.execute(db);
  await sql.raw(`drop function if exists ${schema}.refuse_access_log_change()`).execute(db);
  await sql`drop view if exists ${sql.table(`${schema}.privacy_parts`)}`.execute(db);
  await sql`drop table if exists ${sql.table(`${schema}.privacy_work`)}`.execute(db);
}
