import { sql, type Kysely } from 'kysely';

/** One row per unpaid session whose patient was reminded to pay before its hold ends: the reminder goes out once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table booking.payment_due_reminders (
      appointment_id integer primary key references booking.appointments (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists booking.payment_due_reminders`.execute(db);
}
