import { sql, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';
import { noBankAccount } from '../profiles/no-bank-account.ts';

type Trx = Transaction<IdentityDatabase>;

const sameEmail = (emails: string[]) => sql<boolean>`lower(email) in (${sql.join(emails.map((e) => e.toLowerCase()))})`;

/** Everything identity holds about one person, for the export; secrets (password and token hashes) never leave. */
export async function readPersonData(trx: Trx, userId: number, emails: string[]) {
  const account = await trx
    .selectFrom('users')
    .select(['id', 'email', 'user_type', 'first_name', 'last_name', 'is_active', 'created_at', 'last_login_at', 'tokens_valid_after'])
    .where('id', '=', userId)
    .executeTakeFirst();
  const profile = await trx.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const consents = await trx
    .selectFrom('consents')
    .select(['document', 'version', 'accepted_at', 'client_ip'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at')
    .orderBy('id')
    .execute();
  const mailPreferences = await trx
    .selectFrom('mail_preferences')
    .select(['reminders', 'waitlist', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const sessions = await trx
    .selectFrom('refresh_tokens')
    .select(['created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const passwordResets = await trx
    .selectFrom('password_reset_tokens')
    .select(['created_at', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const contactMessages = await trx
    .selectFrom('contact_messages')
    .select(['name', 'email', 'message', 'client_ip', 'created_at'])
    .where(sameEmail(emails))
    .orderBy('created_at')
    .execute();
  const loginAttempts = await trx.selectFrom('login_attempts').select(['attempts', 'window_started_at']).where(sameEmail(emails)).execute();
  return { account, profile, consents, mailPreferences, sessions, passwordResets, contactMessages, loginAttempts };
}

/** Reads of this person's data by admins (identity's own access log); who read it is named by id and role. */
export async function pseudonymiseAccount(
  trx: Trx,
  userId: number,
  values: { email: string; firstName: string; passwordHash: string; now: Date },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: values.email,
      first_name: values.firstName,
      last_name: 'eliminado',
      password_hash: values.passwordHash,
      is_active: false,
      tokens_valid_after: values.now,
      last_login_at: null,
    })
    .where('id', '=', userId)
    .execute();
  await trx
    .updateTable('profiles')
    .set({
      rut: null,
      gender: null,
      phone: null,
      region: null,
      city: null,
      profile_image: null,
      professional_title: null,
      ...noBankAccount,
      updated_at: values.now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Sessions, reset links, login counters, contact messages and mail switches go; consents stay without the address. */
export async function deletePersonRows(trx: Trx, userId: number, emails: string[]): Promise<void> {
  await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('login_attempts').where(sameEmail(emails)).execute();
  await trx.deleteFrom('contact_messages').where(sameEmail(emails)).execute();
  await trx.deleteFrom('mail_preferences').where('user_id', '=', userId).execute();
  await trx.updateTable('consents').set({ client_ip: null }).where('user_id', '=', userId).execute();
}
