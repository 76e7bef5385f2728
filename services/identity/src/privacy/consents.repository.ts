import type { LegalDocument, OptionalMailKind } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export interface AcceptedVersion {
  document: LegalDocument;
  version: string;
  accepted_at: Date;
}

/** Accepting a version already accepted keeps the first acceptance: it is the proof of when consent was given. */
export async function insertConsents(
  db: Db,
  userId: number,
  versions: { document: LegalDocument; version: string }[],
  clientIp: string | null,
): Promise<void> {
  if (versions.length === 0) return;
  await db
    .insertInto('consents')
    .values(versions.map((v) => ({ user_id: userId, document: v.document, version: v.version, client_ip: clientIp })))
    .onConflict((oc) => oc.columns(['user_id', 'document', 'version']).doNothing())
    .execute();
}

/** Each document's most recent acceptance. */
export function latestAcceptances(db: Db, userId: number): Promise<AcceptedVersion[]> {
  return db
    .selectFrom('consents')
    .distinctOn('document')
    .select(['document', 'version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('document')
    .orderBy('accepted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findMailPreferences(db: Db, userId: number): Promise<Record<OptionalMailKind, boolean>> {
  const row = await db.selectFrom('mail_preferences').select(['reminders', 'waitlist']).where('user_id', '=', userId).executeTakeFirst();
  return { reminders: row?.reminders ?? true, waitlist: row?.waitlist ?? true };
}

export async function upsertMailPreferences(db: Db, userId: number, changes: Partial<Record<OptionalMailKind, boolean>>): Promise<void> {
  await db
    .insertInto('mail_preferences')
    .values({ user_id: userId, ...changes, updated_at: sql`now()` })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: sql`now()` }))
    .execute();
}
