import { sql, type Kysely } from 'kysely';

/**
 * What the appointment's cancellation refunds, on the appointment itself (issue 39): written with its
 * `booking.cancellation_refunds` row in the cancelling transaction, so every read of an appointment knows whether a
 * refund is owed without another query. A paid session cancelled late under a 0 % policy owes nothing: no
 * 'Reembolso pendiente', no 'Marcar reembolsado'. Null for appointments cancelled before policies existed (their
 * refund, if paid, is owed in full as before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table booking.appointments add column refund_amount integer check (refund_amount >= 0)`.execute(db);
  await sql`
    update booking.appointments a set refund_amount = r.refund_amount
    from booking.cancellation_refunds r where r.appointment_id = a.id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table booking.appointments drop column if exists refund_amount`.execute(db);
}
