import type { RateLimitRule } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

/**
 * Counts one more login attempt for the e-mail in the rule's window and answers whether it is still within the
 * limit. Counted before the password is checked, in one statement, so concurrent guesses cannot slip past the limit.
 */
export async function reserveLoginAttempt(db: Kysely<IdentityDatabase>, email: string, rule: RateLimitRule): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${rule.timeWindow / 1000})`;
  const { rows } = await sql<{ attempts: number }>`
    insert into identity.login_attempts as la (email, attempts, window_started_at) values (${email}, 1, now())
    on conflict (email) do update set
      attempts = case when la.window_started_at > ${windowStart} then la.attempts + 1 else 1 end,
      window_started_at = case when la.window_started_at > ${windowStart} then la.window_started_at else now() end
    returning attempts
  `.execute(db);
  return (rows[0]?.attempts ?? 0) <= rule.max;
}

/** A successful login does not count against the person. */
export async function clearLoginAttempts(db: Kysely<IdentityDatabase>, email: string): Promise<void> {
  await sql`delete from identity.login_attempts where email = ${email}`.execute(db);
}
