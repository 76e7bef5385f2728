import { sql, type Kysely } from 'kysely';

/** The bank columns booking's payment accounts had when this ran (appointments/payment-accounts.ts), frozen. */
const payoutColumns = ['bank_name', 'bank_account_type', 'bank_account_number', 'bank_account_owner', 'bank_account_owner_rut', 'bank_account_owner_email'];

export const payoutOf = (alias: string) => sql.raw(`jsonb_build_object(${payoutColumns.map((column) => `'${column}', ${alias}.${column}`).join(', ')})`);

/** The platform's payout account (the admin's of `p_platform_email`, else the first admin's with bank data), as JSON. */
export const platformAccount = sql`(
          select ${payoutOf('a')} from identity.payout_accounts a
          where a.user_type = 'admin' and a.is_active
            and case when p_platform_email is null then coalesce(trim(a.bank_account_number), '') <> '' else lower(a.email) = p_platform_email end
          order by a.created_at, a.profile_id limit 1
        )`;

/** A party of a booking as people.repository reads them: `directory` an identity.profile_directory row, `contacts` its profile_contacts. */
export const personOf = (directory: string, contacts: string) => sql.raw(`jsonb_build_object(
            'profile_id', ${directory}.profile_id, 'user_id', ${directory}.user_id, 'first_name', ${directory}.first_name, 'last_name', ${directory}.last_name, 'email', ${directory}.email,
            'phone', ${contacts}.phone, 'profile_image', ${directory}.profile_image, 'gender', ${directory}.gender)`);

/**
 * server-kit's listing rule (`isListedSql`) as it read when this ran, for the psychologist whose profile id
 * `profileId` names: frozen here, since the functions below hold it. A test compares it with today's `isListedSql`,
 * so a change of the rule fails until a new migration writes these functions again with the new text.
 */
export function listingRuleText(profileId = 'p_psychologist_id'): string {
  return `exists (
    select 1 from catalogue.psychologist_listing rule_listing
    join identity.payout_readiness rule_payout on rule_payout.profile_id = rule_listing.profile_id
    where rule_listing.profile_id = ${profileId}
      and rule_listing.verification_status = 'VERIFIED' and rule_listing.approved_price is not null
      and rule_payout.user_type = 'psychologist' and rule_payout.is_active and rule_payout.payout_complete
      and exists (select 1 from booking.weekly_schedule_blocks rule_block where rule_block.psychologist_id = rule_listing.profile_id)
  )`;
}

/**
 * A booking's whole work in one round trip (issue 19): `booking.booking_facts` reads what the answer and the mails
 * need, and only for a bookable psychologist (server-kit's listing rule as it read then, frozen in `listingRuleText`; a test
 * compares it with the rule's current text); `booking.book_appointment` writes. Both are PL/pgSQL, so their
 * statements' plans are cached per connection instead of planned on every booking.
 *
 * book_appointment takes the two turns (the same advisory keys as `takeBookingTurn` and server-kit's
 * `lockPersonForBooking`), then, each in a statement of its own so it sees what committed before the turn: the schedule
 * offers the slot and the day is not closed (else SQLSTATE EB001), the appointment with the first-session rule and the
 * client's active account (else client_id is null and NOT NULL refuses it), its history entry, and one outbox row per
 * recipient holding the 'booked' event, which the mail job renders (notifications/queued-mail.ts). The exclusion
 * constraints still decide races. SQLSTATE EB404 when the psychologist has no account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function booking.booking_facts(p_psychologist_id integer, p_client_id integer, p_platform_email text)
    returns table (facts jsonb)
    language plpgsql stable as $$
    begin
      return query
      select jsonb_build_object(
        'price', l.approved_price,
        'psychologist_account', ${payoutOf('p')},
        'platform_account', ${platformAccount},
        'people', (
          select coalesce(jsonb_agg(${personOf('d', 'c')}), '[]')
          from identity.profile_directory d left join identity.profile_contacts c on c.profile_id = d.profile_id
          where d.profile_id in (p_psychologist_id, p_client_id)
        )
      )
      from catalogue.psychologist_listing l join identity.payout_accounts p on p.profile_id = l.profile_id
      where l.profile_id = p_psychologist_id and ${sql.raw(listingRuleText())};
    end
    $$
  `.execute(db);
  await sql`
    create function booking.book_appointment(
      p_psychologist_id integer, p_client_id integer, p_client_user_id integer,
      p_date date, p_start_time time, p_end_time time, p_starts_at timestamptz, p_ends_at timestamptz,
      p_payment_method text, p_client_notes text, p_hold_expires_at timestamptz, p_created_at timestamptz,
      p_note text, p_slot_minutes integer, p_min_slot_minutes integer, p_facts jsonb
    ) returns booking.appointments
    language plpgsql volatile as $$
    declare
      psychologist jsonb := (select e from jsonb_array_elements(p_facts->'people') e where (e->>'profile_id')::integer = p_psychologist_id);
      client jsonb := (select e from jsonb_array_elements(p_facts->'people') e where (e->>'profile_id')::integer = p_client_id);
      booked booking.appointments;
    begin
      if psychologist is null then
        raise exception 'psychologist % has no account', p_psychologist_id using errcode = 'EB404';
      end if;
      perform pg_advisory_xact_lock(hashtext('booking.psychologist'), (psychologist->>'user_id')::integer);
      perform pg_advisory_xact_lock(hashtext('booking.client'), p_client_user_id);

      if not exists (
        select 1 from booking.schedule_blocks b
        where b.psychologist_id = p_psychologist_id and b.day_of_week = to_char(p_date, 'FMday')
          and b.start_time <= p_start_time
          and (extract(epoch from p_start_time - b.start_time)::integer / 60) % p_slot_minutes = 0
          and p_end_time = least(p_start_time + make_interval(mins => p_slot_minutes), b.end_time)
          and p_end_time - p_start_time >= make_interval(mins => p_min_slot_minutes)
      ) or exists (
        select 1 from booking.time_off t where t.psychologist_id = p_psychologist_id and p_date between t.starts_on and t.ends_on
      ) or exists (
        select 1 from booking.time_off_settings s join booking.legal_holidays h on h.date = p_date
        where s.psychologist_id = p_psychologist_id and s.skip_holidays
      ) then
        raise exception 'slot not offered' using errcode = 'EB001';
      end if;

      insert into booking.appointments (
        psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method,
        payment_amount, is_first_appointment, client_notes, hold_expires_at, created_at
      ) values (
        p_psychologist_id,
        (select p_client_id from identity.account_access where user_id = p_client_user_id and is_active),
        p_date, p_start_time, p_end_time, p_starts_at, p_ends_at, 'PENDING_PAYMENT', p_payment_method, (p_facts->>'price')::integer,
        not exists (
          select 1 from booking.appointments a
          where a.client_id = p_client_id and a.psychologist_id = p_psychologist_id and a.status <> 'CANCELLED'
        ),
        p_client_notes, p_hold_expires_at, p_created_at
      ) returning * into booked;

      insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
      values (booked.id, null, 'PENDING_PAYMENT', p_client_user_id, 'client', p_note);

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
        'account', case when booked.is_first_appointment then p_facts->'platform_account' else p_facts->'psychologist_account' end
      )
      from (values ('client', client->>'email'), ('psychologist', psychologist->>'email')) as recipient (role, email)
      where coalesce(recipient.email, '') <> '';

      return booked;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists booking.book_appointment`.execute(db);
  await sql`drop function if exists booking.booking_facts`.execute(db);
}
