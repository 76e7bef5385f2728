import { sql, type Kysely } from 'kysely';

/**
 * Issue 41: signing a shared document asks for the signer's password again, and the documents live in messaging, which
 * has no right on identity's tables. Two functions published to messaging alone (EXECUTE, granted in split mode like a
 * view; SECURITY DEFINER, so they run with identity's rights):
 * - `password_check_for(user, max, window seconds)` counts one attempt against the account exactly as a login does
 *   (the same `login_attempts` row, keyed by the lower-cased e-mail) and answers the account's password hash only while
 *   the count is within `max` for the window, so a guess at signing spends the same budget as a guess at login;
 * - `clear_password_failures(user)` clears that count after a right password, as a successful login does.
 * An inactive or unknown account answers no hash. The caller verifies the hash itself (argon2 cannot run in SQL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function identity.password_check_for(p_user_id integer, p_max integer, p_window_seconds integer)
    returns table (password_hash text, within_limit boolean)
    language plpgsql volatile security definer set search_path = pg_catalog, identity as $$
    declare
      v_email text;
      v_hash text;
      v_attempts integer;
    begin
      select lower(trim(email)), users.password_hash into v_email, v_hash from identity.users where id = p_user_id and is_active;
      if v_email is null then
        return query select null::text, true;
        return;
      end if;
      insert into identity.login_attempts as la (email, attempts, window_started_at) values (v_email, 1, now())
      on conflict (email) do update set
        attempts = case when la.window_started_at > now() - make_interval(secs => p_window_seconds) then la.attempts + 1 else 1 end,
        window_started_at = case when la.window_started_at > now() - make_interval(secs => p_window_seconds) then la.window_started_at else now() end
      returning attempts into v_attempts;
      if v_attempts > p_max then
        return query select null::text, false;
      else
        return query select v_hash, true;
      end if;
    end
    $$
  `.execute(db);
  await sql`
    create function identity.clear_password_failures(p_user_id integer) returns void
    language sql volatile security definer set search_path = pg_catalog, identity as $$
      delete from identity.login_attempts where email = (select lower(trim(email)) from identity.users where id = p_user_id)
    $$
  `.execute(db);
  await sql`revoke all on function identity.password_check_for(integer, integer, integer) from public`.execute(db);
  await sql`revoke all on function identity.clear_password_failures(integer) from public`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists identity.clear_password_failures(integer)`.execute(db);
  await sql`drop function if exists identity.password_check_for(integer, integer, integer)`.execute(db);
}
