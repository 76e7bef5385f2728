import { createPrivacyTables, dropPrivacyTables } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';

/**
 * Data rights (issue 16):
 * - booking's request parts and append-only access log (server-kit's helper);
 * - `booking.upcoming_sessions`, published to identity: the paid or confirmed sessions still ahead, which block an
 *   erasure (identity lists them to the person);
 * - `booking.sealed_records`: what a law obliges booking to keep after an erasure (payment records for tax, clinical
 *   notes under Ley 20.584), tied to no readable identity and read by no route, screen or export; the retention
 *   job deletes each row after `purge_after`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createPrivacyTables(db, 'booking');
  await sql`
    create view booking.upcoming_sessions as
    select id, client_id, psychologist_id, date, to_char(start_time, 'HH24:MI') as start_time, status
    from booking.appointments
    where status in ('PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED') and starts_at > now()
  `.execute(db);
  await sql`
    create table booking.sealed_records (
      id bigint generated always as identity primary key,
      subject_user_id integer not null,
      appointment_id integer not null,
      kind text not null check (kind in ('payment_record', 'clinical_note')),
      payload jsonb not null,
      file_key text,
      sealed_at timestamptz not null,
      purge_after timestamptz not null
    )
  `.execute(db);
  await sql`create index sealed_records_purge_idx on booking.sealed_records (purge_after)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.sealed_records`.execute(db);
  await sql`drop view if exists booking.upcoming_sessions`.execute(db);
  await dropPrivacyTables(db, 'booking');
}
