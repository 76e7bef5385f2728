import { sql, type Kysely } from 'kysely';
import { listingRuleText, payoutOf, personOf, platformAccount } from './20261127T210000-book-in-one-call.ts';
import { bookEach, bookEachVariables, clientBusy, createBookAppointments, psychologistBusy, slotNotOffered, takeTurns } from './20261128T090000-book-in-batches.ts';

/** The listing rule as the batch statement applies it, to the listing row `listing`. */
export const batchListingRule = listingRuleText('listing.profile_id');

/**
 * A batch of bookings written as sets (issue 19): where `booking.book_appointments` made the bookings of a batch one
 * after the other, each with a dozen statements and its own reading of the facts, it now writes most of them in one
 * statement: the facts once per psychologist and client of the batch and the platform account once, then every check,
 * then one insert per table.
 *
 * A booking can only change what another of its batch gets when the two share the psychologist or the client at
 * overlapping times, or are the same client with the same psychologist (the second is not a first session). Such
 * bookings are "entangled" and are still made one after the other, in the batch's order, by `booking.book_each` (the
 * previous migration's loop, as it was). Every other booking is independent of the rest of the batch, so checking them
 * all against the tables and then writing them all at once gives what the loop would have given. They go first: the
 * entangled ones never depend on them.
 *
 * The statement checks, in the loop's order: a bookable psychologist (server-kit's listing rule, written into the body
 * when this runs; a test compares it with the rule's current text; else a row with neither facts nor refusal), an
 * account for them (EB404), the slot offered on an open day (EB001), no overlapping appointment of the psychologist,
 * then of the client (the exclusion constraints' SQLSTATE and names), and an active client account (the NOT NULL
 * refusal the loop's insert met, SQLSTATE 23502 on client_id). The turns are held, so no booking can take a range
 * between the checks and the writes; should a write without a turn do it anyway (the exclusion or NOT NULL constraint
 * refuses the statement), its bookings are made by the loop, which answers each refusal on its own. The outcomes are
 * collected before any is returned, so a refused statement returns nothing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create type booking.booking_outcome as (request_position integer, facts jsonb, refusal jsonb, booked booking.appointments)`.execute(db);
  await sql`
    create function booking.book_each(p_requests jsonb, p_platform_email text, p_slot_minutes integer, p_min_slot_minutes integer)
    returns table (request_position integer, facts jsonb, refusal jsonb, booked booking.appointments)
    language plpgsql volatile as $$
    declare
${bookEachVariables}    begin
${bookEach}    end
    $$
  `.execute(db);
  await sql`
    create or replace function booking.book_appointments(p_requests jsonb, p_platform_email text, p_slot_minutes integer, p_min_slot_minutes integer)
    returns table (request_position integer, facts jsonb, refusal jsonb, booked booking.appointments)
    -- One generic plan per connection, as for the loop's short statements: planning this statement costs more than running it.
    -- No JIT: the planner assumes 100 bookings, a cost past jit_above_cost, and compiling would take longer than the call.
    language plpgsql volatile set plan_cache_mode = force_generic_plan set jit = off as $$
    declare
      turn record;
      entangled integer[];
      outcomes booking.booking_outcome[];
    begin
${takeTurns}
      select coalesce(array_agg(distinct a.request_position), '{}') into entangled
      from jsonb_to_recordset(p_requests) a (request_position integer, psychologist_id integer, client_id integer, starts_at timestamptz, ends_at timestamptz)
      join jsonb_to_recordset(p_requests) b (request_position integer, psychologist_id integer, client_id integer, starts_at timestamptz, ends_at timestamptz)
        on a.request_position <> b.request_position
       and (a.psychologist_id = b.psychologist_id or a.client_id = b.client_id)
       and (tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at) or (a.psychologist_id = b.psychologist_id and a.client_id = b.client_id));

      begin
        with requests as materialized (
          select q.*
          from jsonb_to_recordset(p_requests) q (
            request_position integer, psychologist_id integer, client_id integer, client_user_id integer,
            date date, start_time time, end_time time, starts_at timestamptz, ends_at timestamptz,
            payment_method text, client_notes text, hold_expires_at timestamptz, created_at timestamptz, note text
          )
          where q.request_position <> all (entangled)
        ),
        people as (
          select d.profile_id, ${personOf('d', 'c')} as person
          from identity.profile_directory d left join identity.profile_contacts c on c.profile_id = d.profile_id
          where d.profile_id in (select r.psychologist_id from requests r union select r.client_id from requests r)
        ),
        listed as (
          select listing.profile_id, listing.approved_price, ${payoutOf('p')} as account
          from catalogue.psychologist_listing listing join identity.payout_accounts p on p.profile_id = listing.profile_id
          where listing.profile_id in (select r.psychologist_id from requests r) and ${sql.raw(batchListingRule)}
        ),
        parties as (
          select r.*, psychologist.person as psychologist, client.person as client,
            case when l.profile_id is not null then jsonb_build_object(
              'price', l.approved_price,
              'psychologist_account', l.account,
              'platform_account', ${platformAccount},
              'people', (select coalesce(jsonb_agg(v.person), '[]') from (values (psychologist.person), (client.person)) v (person) where v.person is not null)
            ) end as facts
          from requests r
          left join listed l on l.profile_id = r.psychologist_id
          left join people psychologist on psychologist.profile_id = r.psychologist_id
          left join people client on client.profile_id = r.client_id
        ),
        checked as (
          select r.*, case
            when r.facts is null then null
            when r.psychologist is null then jsonb_build_object('code', 'EB404')
            when ${sql.raw(slotNotOffered)} then jsonb_build_object('code', 'EB001')
            when ${sql.raw(psychologistBusy)} then jsonb_build_object('code', '23P01', 'constraint', 'appointments_no_psychologist_overlap')
            when ${sql.raw(clientBusy)} then jsonb_build_object('code', '23P01', 'constraint', 'appointments_no_client_overlap')
            when not exists (select 1 from identity.account_access u where u.user_id = r.client_user_id and u.is_active)
              then jsonb_build_object('code', '23502', 'column', 'client_id')
          end as refusal
          from parties r
        ),
        inserted as (
          insert into booking.appointments as a (
            psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method,
            payment_amount, is_first_appointment, client_notes, hold_expires_at, created_at
          )
          select r.psychologist_id, r.client_id, r.date, r.start_time, r.end_time, r.starts_at, r.ends_at, 'PENDING_PAYMENT', r.payment_method,
            (r.facts->>'price')::integer,
            not exists (
              select 1 from booking.appointments a
              where a.client_id = r.client_id and a.psychologist_id = r.psychologist_id and a.status <> 'CANCELLED'
            ),
            r.client_notes, r.hold_expires_at, r.created_at
          from checked r where r.facts is not null and r.refusal is null
          returning a as booked, a.client_id, a.starts_at
        ),
        made as (
          -- An independent booking is the only one of the batch for its client at its time.
          select r.*, i.booked from checked r join inserted i on i.client_id = r.client_id and i.starts_at = r.starts_at
        ),
        history as (
          insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
          select (m.booked).id, null, 'PENDING_PAYMENT', m.client_user_id, 'client', m.note from made m
        ),
        outbox as (
          insert into booking.mail_outbox (message)
          select jsonb_build_object(
            'event', 'booked',
            'recipient', recipient.role,
            'appointment', jsonb_build_object(
              'id', (m.booked).id, 'starts_at', (m.booked).starts_at, 'ends_at', (m.booked).ends_at, 'status', (m.booked).status,
              'amount', (m.booked).payment_amount, 'is_first', (m.booked).is_first_appointment,
              'hold_expires_at', (m.booked).hold_expires_at, 'calendar_sequence', (m.booked).calendar_sequence
            ),
            'client', jsonb_build_object('name', concat(m.client->>'first_name', ' ', m.client->>'last_name'), 'email', coalesce(m.client->>'email', '')),
            'psychologist', jsonb_build_object('name', concat(m.psychologist->>'first_name', ' ', m.psychologist->>'last_name'), 'email', m.psychologist->>'email'),
            'account', case when (m.booked).is_first_appointment then m.facts->'platform_account' else m.facts->'psychologist_account' end
          )
          from made m
          cross join lateral (values ('client', m.client->>'email'), ('psychologist', m.psychologist->>'email')) as recipient (role, email)
          where coalesce(recipient.email, '') <> ''
        )
        select coalesce(array_agg(row(r.request_position, r.facts, r.refusal, m.booked)::booking.booking_outcome), '{}') into outcomes
        from checked r left join made m on m.request_position = r.request_position;
      exception when exclusion_violation or not_null_violation then
        -- A range or an account taken by a write that held no turn: the loop answers each booking on its own.
        entangled := array(select generate_series(0, jsonb_array_length(p_requests) - 1));
        outcomes := '{}';
      end;

      return query select * from unnest(outcomes);
      return query select * from booking.book_each(
        (select coalesce(jsonb_agg(e), '[]') from jsonb_array_elements(p_requests) e where (e->>'request_position')::integer = any (entangled)),
        p_platform_email, p_slot_minutes, p_min_slot_minutes);
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function booking.book_appointments`.execute(db);
  await sql`drop function booking.book_each`.execute(db);
  await sql`drop type booking.booking_outcome`.execute(db);
  await createBookAppointments(db);
}
