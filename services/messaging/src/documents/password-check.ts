import { documentsMessages } from '@emind/domain';
import { badRequest, tooManyRequests, type RateLimitRule } from '@emind/server-kit';
import { burnPasswordCheck, verifyPassword } from '@emind/server-kit/passwords';
import { sql, type Kysely } from 'kysely';

/**
 * Checks the password a signer re-enters. Messaging holds no password: identity's `password_check_for` counts the
 * attempt against the account exactly as a login does and answers the hash while within the limit; a right password
 * clears the count, as a successful login does (docs/documents.md, 'The password').
 */
export async function checkSignerPassword<DB>(db: Kysely<DB>, userId: number, password: string, rule: RateLimitRule): Promise<void> {
  const { rows } = await sql<{ password_hash: string | null; within_limit: boolean }>`
    select password_hash, within_limit from identity.password_check_for(${userId}, ${rule.max}, ${Math.ceil(rule.timeWindow / 1000)})
  `.execute(db);
  const answer = rows[0];
  if (!answer?.within_limit) throw tooManyRequests();
  const right = answer.password_hash ? await verifyPassword(answer.password_hash, password) : (await burnPasswordCheck(password), false);
  if (!right) throw badRequest({ password: [documentsMessages.wrongPassword] });
  await sql`select identity.clear_password_failures(${userId})`.execute(db);
}
