import { sql, type Kysely } from 'kysely';

/**
 * The turns a batch of bookings needs (`p_requests`), taken in the one order every batch and single booking follows.
 * Exported so the migrations that write the batch call again share it; `turn record` must be declared.
 */
export const takeTurns = sql.raw(`      for turn in
        select 1 as kind, d.user_id as key
          from jsonb_to_recordset(p_requests) q (psychologist_id integer)
          join identity.profile_directory d on d.profile_id = q.psychologist_id
        union
        select 2, q.client_user_id from jsonb_to_recordset(p_requests) q (client_user_id integer)
        order by 1, 2
      loop
        perform pg_advisory_xact_lock(hashtext(case turn.kind when 1 then 'booking.psychologist' else 'booking.client' end), turn.key);
      end loop;
`);

/** The variables `bookEach` uses. */
export const bookEachVariables = sql.raw(`      r record;
      psychologist jsonb;
      client jsonb;
      failed_state text;
      failed_constraint text;
      failed_column text;
      failed_message text;
`);

/**
 * The checks of a booking `r` (its columns as `booking.book_appointments` reads them), as SQL conditions: the slot is
 * not one the schedule offers on an open day; the psychologist, or the client, holds an overlapping appointment.
 */
export const slotNotOffered = `not exists (
            select 1 from booking.schedule_blocks b
            where b.psychologist_id = r.psychologist_id and b.day_of_week = to_char(r.date, 'FMday')
              and b.start_time <= r.start_time
              and (extract(epoch from r.start_time - b.start_time)::integer / 60) % p_slot_minutes = 0
              and r.end_time = least(r.start_time + make_interval(mins => p_slot_minutes), b.end_time)
              and r.end_time - r.start_time >= make_interval(mins => p_min_slot_minutes)
          ) or exists (
            select 1 from booking.time_off t where t.psychologist_id = r.psychologist_id and r.date between t.starts_on and t.ends_on
          ) or exists (
            select 1 from booking.time_off_settings s join booking.legal_holidays h on h.date = r.date
            where s.psychologist_id = r.psychologist_id and s.skip_holidays
          )`;
export const psychologistBusy = `exists (
            select 1 from booking.appointments a
            where a.psychologist_id = r.psychologist_id and a.status <> 'CANCELLED'
              and tstzrange(a.starts_at, a.ends_at) && tstzrange(r.starts_at, r.ends_at)
          )`;
export const clientBusy = `exists (
            select 1 from booking.appointments a
            where a.client_id = r.client_id and a.status <> 'CANCELLED'
              and tstzrange(a.starts_at, a.ends_at) && tstzrange(r.starts_at, r.ends_at)
          )`;

/**
 * Each booking of `p_requests` in turn, each in a block of its own, returning one row per booking (the comment of
 * `up` says what each step checks). The turns must be held.
 */
export const bookEach = sql.raw(`      for r in
        select * from jsonb_to_recordset(p_requests) q (
          request_position integer, psychologist_id integer, client_id integer, client_user_id integer,
          date date, start_time time, end_time time, starts_at timestamptz, ends_at timestamptz,
          payment_method text, client_notes text, hold_expires_at timestamptz, created_at timestamptz, note text
        )
      loop
        request_position := r.request_position;
        refusal := null;
        booked := null;
        begin
          facts := (select f.facts from booking.booking_facts(r.psychologist_id, r.client_id, p_platform_email) f);
          psychologist := (select e from jsonb_array_elements(facts->'people') e where (e->>'profile_id')::integer = r.psychologist_id);
          client := (select e from jsonb_array_elements(facts->'people') e where (e->>'profile_id')::integer = r.client_id);
          if facts is null then
            null;
          elsif psychologist is null then
            refusal := jsonb_build_object('code', 'EB404');
          elsif ${slotNotOffered} then
            refusal := jsonb_build_object('code', 'EB001');
          elsif ${psychologistBusy} then
            refusal := jsonb_build_object('code', '23P01', 'constraint', 'appointments_no_psychologist_overlap');
          elsif ${clientBusy} then
            refusal := jsonb_build_object('code', '23P01', 'constraint', 'appointments_no_client_overlap');
          else
            insert into booking.appointments (
              psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method,
              payment_amount, is_first_appointment, client_notes, hold_expires_at, created_at
            ) values (
              r.psychologist_id,
              (select r.client_id from identity.account_access where user_id = r.client_user_id and is_active),
              r.date, r.start_time, r.end_time, r.starts_at, r.ends_at, 'PENDING_PAYMENT', r.payment_method, (facts->>'price')::integer,
              not exists (
                select 1 from booking.appointments a
                where a.client_id = r.client_id and a.psychologist_id = r.psychologist_id and a.status <> 'CANCELLED'
              ),
              r.client_notes, r.hold_expires_at, r.created_at
            ) returning * into booked;

            insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
            values (booked.id, null, 'PENDING_PAYMENT', r.client_user_id, 'client', r.note);

            insert into booking.mail_outbox (message)
            select jsonb_build_object(
              'event', 'booked',
              'recipient', recipient.role,
              'appointment', jsonb_build_object(
                'id', booked.id, 'starts_at', booked.starts_at, 'ends_at', booked.ends_at, 'status', booked.status,
                'amount', booked.payment_amount, 'is_first', booked.is_first_appointment, 'hold_expires_at', booked.hold_expires_at,
                'calendar_sequence', booked.calendar_sequence
              ),
              'client', jsonb_build_object('name', concat(client->>'first_name', ' ', client->>'last_name'), 'email', coalesce(client->>'email', '')),
              'psychologist', jsonb_build_object('name', concat(psychologist->>'first_name', ' ', psychologist->>'last_name'), 'email', psychologist->>'email'),
              'account', case when booked.is_first_appointment then facts->'platform_account' else facts->'psychologist_account' end
            )
            from (values ('client', client->>'email'), ('psychologist', psychologist->>'email')) as recipient (role, email)
            where coalesce(recipient.email, '') <> '';
          end if;
        exception when others then
          get stacked diagnostics failed_state = returned_sqlstate, failed_constraint = constraint_name,
            failed_column = column_name, failed_message = message_text;
          refusal := jsonb_build_object('code', failed_state, 'constraint', failed_constraint, 'column', failed_column, 'message', failed_message);
          booked := null;
        end;
        return next;
      end loop;
`);

/**
 * Bookings that arrive together are written together (issue 19): `booking.book_appointments` takes a JSON array of
 * bookings and makes each in one transaction, so a burst pays one round trip and one commit instead of one per
 * booking. It replaces `booking.book_appointment`; `booking.booking_facts` reads each booking's facts as before.
 *
 * First it takes every turn the batch needs, in one order that every batch and every single booking follows
 * (psychologists' turns before clients', each by ascending user id, the keys of `takeBookingTurn` and server-kit's
 * `lockPersonForBooking`): two batches sharing people wait for each other and never deadlock. Then, booking by
 * booking, each check in a statement of its own so it sees what committed before the turn: a bookable psychologist
 * (else a row with neither facts nor refusal), the schedule offers the slot and the day is not closed (else SQLSTATE
 * EB001), neither the psychologist nor the client holds an overlapping appointment (else the exclusion constraint's
 * SQLSTATE and name, found before writing, since under the turns nobody else can take the range meanwhile; the
 * constraints still decide any race), then the appointment with the first-session rule and the client's active
 * account (else client_id is null and NOT NULL refuses it), its history entry, and one outbox row per recipient
 * holding the 'booked' event, which the mail job renders (notifications/queued-mail.ts). Each booking runs in a
 * block of its own: an error undoes that booking alone and comes back as its row's refusal. The later bookings of
 * the batch see the earlier ones. SQLSTATE EB404 when the psychologist has no account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createBookAppointments(db);
  await sql`drop function booking.book_appointment`.execute(db);
}

/** `booking.book_appointments` as this migration writes it (a later one's `down` writes it again). */
export async function createBookAppointments(db: Kysely<any>): Promise<void> {
  await sql`
    create function booking.book_appointments(p_requests jsonb, p_platform_email text, p_slot_minutes integer, p_min_slot_minutes integer)
    returns table (request_position integer, facts jsonb, refusal jsonb, booked booking.appointments)
    language plpgsql volatile as $$
    declare
      turn record;
${bookEachVariables}    begin
${takeTurns}
${bookEach}    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists booking.book_appointments`.execute(db);
}
