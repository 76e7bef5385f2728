import { sql, type Kysely } from 'kysely';

/**
 * The clinical record keeps its history (Decreto 41/2012 MINSAL): every text a psychologist saves as an appointment's
 * clinical note is a new row here; `appointments.psychologist_notes` stays the current text. A trigger refuses UPDATE
 * always, and DELETE unless the transaction has declared it is sealing the record after an erasure
 * (`booking.sealing_clinical_record` = 'on', set locally), so no code path can rewrite a version by mistake.
 * The notes already written become each appointment's first version, by its psychologist.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking.clinical_note_versions (
      id bigint generated always as identity primary key,
      appointment_id integer not null references booking.appointments (id),
      author_profile_id integer not null,
      notes text not null,
      written_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index clinical_note_versions_appointment_idx on booking.clinical_note_versions (appointment_id, id)`.execute(db);
  await sql.raw(`
    create function booking.refuse_clinical_note_rewrite() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('booking.sealing_clinical_record', true) = 'on' then
        return old;
      end if;
      raise exception 'clinical_note_versions is append-only' using errcode = '42501';
    end $$`).execute(db);
  await sql`
    create trigger clinical_note_versions_append_only before update or delete on booking.clinical_note_versions
    for each row execute function booking.refuse_clinical_note_rewrite()`.execute(db);
  await sql`
    insert into booking.clinical_note_versions (appointment_id, author_profile_id, notes, written_at)
    select id, psychologist_id, psychologist_notes, updated_at from booking.appointments where psychologist_notes <> '' order by id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.clinical_note_versions`.execute(db);
  await sql`drop function if exists booking.refuse_clinical_note_rewrite()`.execute(db);
}
