import { createOutboxTable } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';

/** Booking's mail outbox, and the reminders already sent (one per appointment and lead time). */
export async function up(db: Kysely<any>): Promise<void> {
  await createOutboxTable(db, 'booking');
  await sql`
    create table booking.appointment_reminders (
      appointment_id integer not null references booking.appointments (id) on delete cascade,
      hours_before integer not null check (hours_before > 0),
      created_at timestamptz not null default now(),
      primary key (appointment_id, hours_before)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists booking.appointment_reminders`.execute(db);
  await db.schema.withSchema('booking').dropTable('mail_outbox').ifExists().execute();
}
