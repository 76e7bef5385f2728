import { sql, type Kysely } from 'kysely';

/**
 * Cancellation policies (issue 39). Each psychologist's policy (no row: 24 hours / 0 %, libs/domain's
 * `defaultCancellationPolicy`, frozen here as the columns' defaults; a test compares them); each appointment keeps the
 * policy it was booked under, copied by a trigger on every insert (single bookings, batches, series), so no booking path
 * has to remember it and a move (an update) keeps it. Each cancellation's refund, as the rule computed it, is recorded
 * once; `booking.refunds_due` publishes those that give money back, for the payments service. A policy change
 * notifies the public directory (the profile shows it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking.cancellation_policies (
      psychologist_id integer primary key,
      free_cancellation_hours smallint not null default 24 check (free_cancellation_hours in (12, 24, 48)),
      late_cancellation_refund_percent smallint not null default 0 check (late_cancellation_refund_percent in (0, 50, 100)),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    alter table booking.appointments
      add column free_cancellation_hours smallint not null default 24 check (free_cancellation_hours in (12, 24, 48)),
      add column late_cancellation_refund_percent smallint not null default 0 check (late_cancellation_refund_percent in (0, 50, 100))`.execute(db);
  await sql`
    create function booking.snapshot_cancellation_policy() returns trigger language plpgsql as $$
    declare
      policy booking.cancellation_policies;
    begin
      select * into policy from booking.cancellation_policies p where p.psychologist_id = new.psychologist_id;
      if found then
        new.free_cancellation_hours := policy.free_cancellation_hours;
        new.late_cancellation_refund_percent := policy.late_cancellation_refund_percent;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger snapshot_cancellation_policy before insert on booking.appointments for each row execute function booking.snapshot_cancellation_policy()`.execute(db);

  await sql`
    create table booking.cancellation_refunds (
      appointment_id integer primary key references booking.appointments (id) on delete cascade,
      payment_method text not null,
      amount_paid integer not null check (amount_paid >= 0),
      refund_amount integer not null check (refund_amount >= 0 and refund_amount <= amount_paid),
      refund_percent smallint not null check (refund_percent between 0 and 100),
      reason text not null check (reason in ('unpaid', 'free_window', 'late', 'not_by_patient')),
      cancelled_by text not null check (cancelled_by in ('patient', 'psychologist', 'time_off', 'erasure', 'expiry', 'platform')),
      cancelled_at timestamptz not null
    )`.execute(db);
  await sql`
    create view booking.refunds_due as
    select r.appointment_id, a.client_id, a.psychologist_id, r.payment_method, r.amount_paid, r.refund_amount, r.refund_percent,
           r.reason, r.cancelled_by, r.cancelled_at, a.refunded_at
    from booking.cancellation_refunds r
    join booking.appointments a on a.id = r.appointment_id
    where r.refund_amount > 0`.execute(db);
  await sql`
    create view booking.psychologist_cancellation_policies as
    select psychologist_id, free_cancellation_hours, late_cancellation_refund_percent from booking.cancellation_policies`.execute(db);

  await sql`create trigger "emind_directory_changes_rows" after insert or delete on "booking"."cancellation_policies" for each row execute function "booking"."notify_emind_directory_changes"()`.execute(db);
  await sql`create trigger "emind_directory_changes_updates" after update on "booking"."cancellation_policies" for each row when ((old.free_cancellation_hours, old.late_cancellation_refund_percent) is distinct from (new.free_cancellation_hours, new.late_cancellation_refund_percent)) execute function "booking"."notify_emind_directory_changes"()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view if exists booking.psychologist_cancellation_policies`.execute(db);
  await sql`drop view if exists booking.refunds_due`.execute(db);
  await sql`drop table if exists booking.cancellation_refunds`.execute(db);
  await sql`drop trigger if exists snapshot_cancellation_policy on booking.appointments`.execute(db);
  await sql`drop function if exists booking.snapshot_cancellation_policy()`.execute(db);
  await sql`alter table booking.appointments drop column if exists free_cancellation_hours, drop column if exists late_cancellation_refund_percent`.execute(db);
  await sql`drop table if exists booking.cancellation_policies`.execute(db);
}
