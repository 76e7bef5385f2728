import { sql, type Kysely } from 'kysely';

/**
 * The psychologist's practice: the active mark each psychologist keeps on their own patients (the account
 * is untouched), and `booking.client_appointment_summary`, which identity's admin patients list reads
 * (appointments not CANCELLED per client: how many, the latest started and the soonest to come).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking.psychologist_patient_marks (
      psychologist_id integer not null,
      client_id integer not null,
      is_active boolean not null,
      updated_at timestamptz not null default now(),
      primary key (psychologist_id, client_id)
    )
  `.execute(db);
  await sql`create index appointments_created_idx on booking.appointments (created_at) where status <> 'CANCELLED'`.execute(db);
  await sql`create index appointments_uploaded_idx on booking.appointments (starts_at) where status = 'PAYMENT_UPLOADED'`.execute(db);
  await sql`
    create view booking.client_appointment_summary as
    select client_id,
           count(*)::integer as total_appointments,
           to_char((array_agg(date order by starts_at desc) filter (where starts_at <= now()))[1], 'YYYY-MM-DD') as last_appointment_date,
           (array_agg(status order by starts_at desc) filter (where starts_at <= now()))[1] as last_appointment_status,
           to_char((array_agg(date order by starts_at) filter (where starts_at > now()))[1], 'YYYY-MM-DD') as next_appointment_date,
           (array_agg(status order by starts_at) filter (where starts_at > now()))[1] as next_appointment_status
    from booking.appointments
    where status <> 'CANCELLED'
    group by client_id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.client_appointment_summary`.execute(db);
  await sql`drop index if exists booking.appointments_uploaded_idx`.execute(db);
  await sql`drop index if exists booking.appointments_created_idx`.execute(db);
  await sql`drop table if exists booking.psychologist_patient_marks`.execute(db);
}
