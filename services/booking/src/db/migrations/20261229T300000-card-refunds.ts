import { sql, type Kysely } from 'kysely';

/**
 * Card refunds and billing (issue 39, third slice). The payments service refunds a card-paid cancellation through
 * Transbank and then calls `booking.record_card_refund(appointment, at)`, so the appointment's `refunded_at` is the one
 * fact every reader already uses ('Reembolso pendiente' goes away, billing counts it refunded). It only marks a
 * CANCELLED appointment paid by card that is not marked yet, and answers whether it did. SECURITY DEFINER: payments
 * needs no rights on booking's tables.
 *
 * `booking.billing_sessions` gains `payment_method`, so billing can tell a card payment (collected by the platform)
 * from a transfer to the psychologist. Frozen SQL: the view is the previous one with the column appended.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function booking.record_card_refund(p_appointment_id integer, p_at timestamptz) returns boolean
    language plpgsql volatile security definer set search_path = pg_catalog, booking as $$
    begin
      update booking.appointments set refunded_at = p_at, updated_at = now()
      where id = p_appointment_id and status = 'CANCELLED' and payment_method = 'credit_card' and refunded_at is null;
      return found;
    end
    $$`.execute(db);
  await sql`revoke all on function booking.record_card_refund(integer, timestamptz) from public`.execute(db);

  await sql`
    create or replace view booking.billing_sessions as
    select a.id as appointment_id, a.psychologist_id, a.client_id, a.date, to_char(a.start_time, 'HH24:MI') as start_time,
           a.starts_at, a.payment_amount as amount, a.is_first_appointment, a.status, a.refunded_at,
           coalesce(received.at, a.updated_at) as paid_at, cancelled.at as cancelled_at, a.payment_method
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
  // A view cannot lose a column in place: billing's previous migration recreates it without payment_method.
  await sql`drop view if exists booking.billing_sessions`.execute(db);
  await sql`drop function if exists booking.record_card_refund(integer, timestamptz)`.execute(db);
}
