import { sql, type Kysely } from 'kysely';

/**
 * The mail queued when a booking is made (`booking.book_appointments` writes its 'booked' event to the outbox) gives
 * the transfer instructions; a booking paid by card (issue 39) is told to pay on Webpay instead. The booking call's SQL
 * is frozen, so the outbox row learns the appointment's payment method as it is inserted: a BEFORE INSERT trigger adds
 * `payment_method` to each 'booked' event, read from the appointment the same statement inserted (a trigger's query
 * sees the rows an earlier part of its statement wrote). Frozen SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function booking.add_booked_payment_method() returns trigger language plpgsql as $$
    begin
      new.message := new.message || jsonb_build_object('payment_method',
        (select a.payment_method from booking.appointments a where a.id = (new.message->'appointment'->>'id')::integer));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger booked_mail_payment_method before insert on booking.mail_outbox
    for each row when (new.message->>'event' = 'booked') execute function booking.add_booked_payment_method()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists booked_mail_payment_method on booking.mail_outbox`.execute(db);
  await sql`drop function if exists booking.add_booked_payment_method()`.execute(db);
}
