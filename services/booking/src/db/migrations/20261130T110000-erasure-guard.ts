import { sql, type Kysely } from 'kysely';

/**
 * `booking.accept_erasure(profile, now)`, published to identity (EXECUTE, granted in split mode like a view): the
 * booking half of accepting an erasure, inside identity's transaction. It locks the person's open appointments first,
 * so a verification or confirmation of one of them either committed before (and is seen by the check that follows,
 * a statement of its own) or waits and then finds the erasure recorded. With a paid or confirmed session ahead it
 * changes nothing and answers false; otherwise it cancels the person's unpaid holds still ahead, by the system with
 * the note 'Cuenta eliminada', and answers true. SECURITY DEFINER: it runs with booking's rights, so identity needs
 * no right on booking's tables.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function booking.accept_erasure(p_profile_id integer, p_now timestamptz) returns boolean
    language plpgsql volatile security definer set search_path = pg_catalog, booking as $$
    begin
      perform 1 from booking.appointments
      where (client_id = p_profile_id or psychologist_id = p_profile_id) and status not in ('CANCELLED', 'COMPLETED', 'NO_SHOW')
      order by id
      for update;
      if exists (select 1 from booking.upcoming_sessions where client_id = p_profile_id or psychologist_id = p_profile_id) then
        return false;
      end if;
      with cancelled as (
        update booking.appointments set status = 'CANCELLED', updated_at = now()
        where (client_id = p_profile_id or psychologist_id = p_profile_id) and status = 'PENDING_PAYMENT' and starts_at > p_now
        returning id
      )
      insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_user_id, changed_by_role, note)
      select id, 'PENDING_PAYMENT', 'CANCELLED', null, 'system', 'Cuenta eliminada' from cancelled;
      return true;
    end
    $$
  `.execute(db);
  await sql`revoke all on function booking.accept_erasure(integer, timestamptz) from public`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists booking.accept_erasure(integer, timestamptz)`.execute(db);
}
