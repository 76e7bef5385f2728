import { sql, type Kysely } from 'kysely';

/**
 * Card payments through Webpay (issue 39), booking's half. The payments service reads `booking.payable_appointments`
 * (who pays what, until when) and calls `booking.confirm_card_payment(appointment, transaction, now)` in the transaction
 * that records Transbank's authorization, so the payment and the confirmation commit together or not at all.
 *
 * The function confirms an appointment still PENDING_PAYMENT by card whose session has not started: CONFIRMED, its
 * room and a newer calendar version, the transaction that paid it, and a history row by the system with the note
 * 'Confirmada por el pago con tarjeta (Webpay)' (the payment, not a person). It queues the appointment in
 * `card_confirmations`, whose job sends the confirmation mails (with the .ics) through booking's usual path. Anything
 * else (cancelled, expired, already confirmed) changes nothing and answers false: payments then refunds the payment.
 * The room: two random UUIDs, 244 random bits (the TypeScript path uses 128). SECURITY DEFINER: it runs with booking's
 * rights, so payments needs none on booking's tables. Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table booking.appointments add column card_transaction_id bigint`.execute(db);
  await sql`
    create table booking.card_confirmations (
      appointment_id integer primary key references booking.appointments (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create view booking.payable_appointments as
    select a.id as appointment_id, a.client_id, a.psychologist_id, a.payment_amount as amount, a.status, a.payment_method,
           a.hold_expires_at, a.is_first_appointment, a.starts_at, a.card_transaction_id
    from booking.appointments a`.execute(db);
  await sql`
    create function booking.confirm_card_payment(p_appointment_id integer, p_transaction_id bigint, p_now timestamptz) returns boolean
    language plpgsql volatile security definer set search_path = pg_catalog, booking as $$
    declare
      appt booking.appointments;
    begin
      select * into appt from booking.appointments where id = p_appointment_id for update;
      if not found or appt.status <> 'PENDING_PAYMENT' or appt.payment_method <> 'credit_card' or appt.starts_at <= p_now then
        return false;
      end if;
      update booking.appointments
      set status = 'CONFIRMED', card_transaction_id = p_transaction_id, calendar_sequence = calendar_sequence + 1,
          meeting_room = coalesce(meeting_room, 'emind-' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')),
          updated_at = now()
      where id = p_appointment_id;
      insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
      values (p_appointment_id, 'PENDING_PAYMENT', 'CONFIRMED', null, 'system', 'Confirmada por el pago con tarjeta (Webpay)');
      insert into booking.card_confirmations (appointment_id) values (p_appointment_id) on conflict do nothing;
      return true;
    end
    $$`.execute(db);
  await sql`revoke all on function booking.confirm_card_payment(integer, bigint, timestamptz) from public`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists booking.confirm_card_payment(integer, bigint, timestamptz)`.execute(db);
  await sql`drop view if exists booking.payable_appointments`.execute(db);
  await sql`drop table if exists booking.card_confirmations`.execute(db);
  await sql`alter table booking.appointments drop column if exists card_transaction_id`.execute(db);
}
