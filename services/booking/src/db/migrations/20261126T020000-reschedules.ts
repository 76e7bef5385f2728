import { sql, type Kysely } from 'kysely';

/**
 * 'Reprogramar': each move of an appointment, from which slot to which, by whom and when. The words said to the
 * patient live in the status-change history entry written with it (which an erasure already blanks).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking.appointment_reschedules (
      id serial primary key,
      appointment_id integer not null references booking.appointments (id) on delete cascade,
      from_date date not null,
      from_start_time time not null,
      from_end_time time not null,
      from_starts_at timestamptz not null,
      to_date date not null,
      to_start_time time not null,
      to_end_time time not null,
      to_starts_at timestamptz not null,
      changed_by_user_id integer,
      changed_by_role text not null check (changed_by_role in ('client', 'psychologist', 'admin')),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index appointment_reschedules_appointment_idx on booking.appointment_reschedules (appointment_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.appointment_reschedules`.execute(db);
}
