import type { Kysely, Transaction } from 'kysely';
import type { MessagingDatabase } from '../db/schema.ts';
import type { Party } from '../conversations/conversations.repository.ts';
import type { DocumentSignatureRow, SharedDocumentRow } from './documents.schema.ts';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

/** A document as one of its two people sees it: the other person's name and user, and its signature if any. */
export interface DocumentView extends SharedDocumentRow {
  other_profile_id: number;
  other_user_id: number | null;
  other_first_name: string | null;
  other_last_name: string | null;
  /** The signature's facts, all null while unsigned. */
  signed_name: string | null;
  signed_at: Date | null;
  signed_sha256: string | null;
  signed_ip: string | null;
  signed_file_key: string | null;
}

/** Care, as for conversations: the two have a session not cancelled, past or upcoming (booking's `care_sessions`). */
export async function inCare(db: Db, clientId: number, psychologistId: number): Promise<boolean> {
  const row = await db.selectFrom('booking.care_sessions').select('appointment_id')
    .where('client_id', '=', clientId).where('psychologist_id', '=', psychologistId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export type NewDocument = Pick<SharedDocumentRow, 'psychologist_id' | 'client_id' | 'title' | 'file_key' | 'size_bytes' | 'sha256' | 'requires_signature' | 'created_at'>;

export async function insertDocument(db: Db, document: NewDocument): Promise<number> {
  const row = await db.insertInto('shared_documents').values(document).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Mine and not sealed: a sealed document (its patient erased) is read by no one. */
function views(db: Db, party: Party) {
  const own = party.role === 'client' ? 'shared_documents.client_id' : 'shared_documents.psychologist_id';
  const other = party.role === 'client' ? 'shared_documents.psychologist_id' : 'shared_documents.client_id';
  return db
    .selectFrom('shared_documents')
    .leftJoin('identity.profile_directory as other', 'other.profile_id', other)
    .leftJoin('document_signatures as signature', 'signature.document_id', 'shared_documents.id')
    .selectAll('shared_documents')
    .select((eb) => [
      eb.ref(other).as('other_profile_id'),
      'other.user_id as other_user_id',
      'other.first_name as other_first_name',
      'other.last_name as other_last_name',
      'signature.full_name as signed_name',
      'signature.signed_at',
      'signature.document_sha256 as signed_sha256',
      'signature.ip_address as signed_ip',
      'signature.signed_file_key',
    ])
    .where(own, '=', party.profileId)
    .where('shared_documents.sealed_at', 'is', null);
}

export const documentsOf = (db: Db, party: Party): Promise<DocumentView[]> => views(db, party).orderBy('shared_documents.id', 'desc').execute();

export const documentOf = (db: Db, party: Party, id: number): Promise<DocumentView | undefined> =>
  views(db, party).where('shared_documents.id', '=', id).executeTakeFirst();

/** The signature, once: undefined when the document already has one (its primary key), whoever got there first. */
export async function insertSignature(db: Db, signature: DocumentSignatureRow): Promise<DocumentSignatureRow | undefined> {
  return db.insertInto('document_signatures').values(signature).onConflict((oc) => oc.column('document_id').doNothing()).returningAll().executeTakeFirst();
}

export async function fullNameOf(db: Db, profileId: number): Promise<string | null> {
  const row = await db.selectFrom('identity.profile_directory').select(['first_name', 'last_name']).where('profile_id', '=', profileId).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : null;
}
