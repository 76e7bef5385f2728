import { sql, type Kysely } from 'kysely';

/**
 * Issue 26: list reads are recorded coalesced, one entry per reader, person and kind of list in each window.
 * `window_start` is the start of that window (null for reads of one record, each of which is its own entry); the
 * partial unique index is what `insert ... on conflict do nothing` meets, so concurrent list reads write one entry.
 * Frozen SQL: it never changes with the code that writes the log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table catalogue.access_log add column window_start timestamptz`.execute(db);
  await sql`
    create unique index catalogue_access_log_window_idx on catalogue.access_log (actor_user_id, subject_user_id, resource, window_start)
    where window_start is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists catalogue.catalogue_access_log_window_idx`.execute(db);
  await sql`alter table catalogue.access_log drop column if exists window_start`.execute(db);
}
