import { sql, type Kysely } from 'kysely';

/**
 * What the billing service reads (issue 29): each session whose payment was received (status PAYMENT_VERIFIED,
 * CONFIRMED, COMPLETED or NO_SHOW) or that was cancelled after being paid (from PAYMENT_UPLOADED, PAYMENT_VERIFIED or
 * CONFIRMED: a refund is owed or was made), with its two people, time, amount, who received the payment (the platform
 * for the first session with each client) and the refund. Nothing else of the appointment (no notes, no proof).
 * client_id and psychologist_id are identity profile ids. Frozen SQL: the status lists are copied here, and a billing
 * test compares them with libs/domain's `receivedStatuses` and `paidStatuses`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create view booking.billing_sessions as
    select a.id as appointment_id, a.psychologist_id, a.client_id, a.date, to_char(a.start_time, 'HH24:MI') as start_time,
           a.starts_at, a.payment_amount as amount, a.is_first_appointment, a.status, a.refunded_at,
           coalesce(received.at, a.updated_at) as paid_at, cancelled.at as cancelled_at
    from booking.appointments a
    left join lateral (
      select min(c.created_at) as at from booking.appointment_status_changes c
      where c.appointment_id = a.id and c.to_status in ('PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW')
    ) received on true
    left join lateral (
      select c.created_at as at, c.from_status from booking.appointment_status_changes c
      where c.appointment_id = a.id and c.to_status = 'CANCELLED' order by c.id desc limit 1
    ) cancelled on true
    where a.status in ('PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED', 'NO_SHOW')
       or (a.status = 'CANCELLED' and (a.refunded_at is not null
           or cancelled.from_status in ('PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED')))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.billing_sessions`.execute(db);
}
