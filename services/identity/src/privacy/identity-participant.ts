import { randomBytes } from 'node:crypto';
import { accessesAbout, eraseMailAbout, scrubMentions, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';
import { deletePersonRows, pseudonymiseAccount, readPersonData } from './identity-privacy.repository.ts';

/** The identity context (or, in tests, just its storage): where the profile photos are. */
type ParticipantContext = Pick<IdentityContext, 'storage'>;

const erasedFirstName: Record<PrivacySubject['userType'], string> = {
  client: 'Paciente',
  psychologist: 'Psicólogo',
  admin: 'Administrador',
};

/** The snapshot e-mail of the request and the account's current one (they differ only if the account changed it). */
async function emailsOf(trx: Transaction<IdentityDatabase>, subject: PrivacySubject): Promise<string[]> {
  const row = await trx.selectFrom('users').select('email').where('id', '=', subject.userId).executeTakeFirst();
  return [...new Set([subject.email, ...(row ? [row.email] : [])])];
}

function photoFile(ctx: ParticipantContext, url: string | null | undefined): { name: string; key: string }[] {
  const key = url ? ctx.storage.keyFromUrl(url) : null;
  if (!key) return [];
  const extension = key.split('.').pop() ?? 'bin';
  return [{ name: `identity/foto-perfil.${extension}`, key }];
}

async function exportPart(ctx: ParticipantContext, trx: Transaction<IdentityDatabase>, subject: PrivacySubject): Promise<ExportPart> {
  const data = await readPersonData(trx, subject.userId, await emailsOf(trx, subject));
  return {
    data: {
      account: data.account ?? null,
      profile: data.profile ?? null,
      consents: data.consents,
      mail_preferences: data.mailPreferences ?? { reminders: true, waitlist: true, updated_at: null },
      sessions: data.sessions,
      password_resets: data.passwordResets,
      contact_messages: data.contactMessages,
      login_attempts: data.loginAttempts,
      accesses_by_admins: await accessesAbout(trx, 'identity', subject.userId),
      data_requests: await trx
        .selectFrom('data_requests')
        .select(['kind', 'status', 'requested_at', 'due_at', 'ready_at', 'expires_at', 'completed_at'])
        .where('user_id', '=', subject.userId)
        .orderBy('id')
        .execute(),
    },
    files: photoFile(ctx, data.profile?.profile_image),
  };
}

async function erase(ctx: ParticipantContext, trx: Transaction<IdentityDatabase>, subject: PrivacySubject, now: Date): Promise<void> {
  const emails = await emailsOf(trx, subject);
  const profile = await trx.selectFrom('profiles').select('profile_image').where('user_id', '=', subject.userId).executeTakeFirst();
  await pseudonymiseAccount(trx, subject.userId, {
    email: `eliminado-${subject.userId}@e-mind.invalid`,
    firstName: erasedFirstName[subject.userType],
    // Not an argon2 hash: no password can ever match it.
    passwordHash: `erased:${randomBytes(32).toString('hex')}`,
    now,
  });
  await deletePersonRows(trx, subject.userId, emails);
  await eraseMailAbout(trx, 'identity', subject);
  // Someone else's contact message may name them; it stays, without their identifiers.
  await scrubMentions(trx, 'identity.contact_messages', 'message', subject);
  // Last, so a failure before it rolls back with the photo still there; a removed file is never referenced again.
  for (const file of photoFile(ctx, profile?.profile_image)) await ctx.storage.remove(file.key);
}

/** Identity's share of every export and erasure, on its own schema; the request job runs it. */
export function identityParticipant(ctx: ParticipantContext): PrivacyParticipant<IdentityDatabase> {
  return {
    service: 'identity',
    exportPart: (trx, subject) => exportPart(ctx, trx, subject),
    erase: (trx, subject, now) => erase(ctx, trx, subject, now),
  };
}
