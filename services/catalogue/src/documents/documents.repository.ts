import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CatalogueDatabase, VerificationDocumentsTable } from '../db/schema.ts';

type Db = Kysely<CatalogueDatabase> | Transaction<CatalogueDatabase>;

export function listDocuments(db: Db, profileId: number) {
  return db.selectFrom('verification_documents').selectAll().where('profile_id', '=', profileId).orderBy('id').execute();
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('verification_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDocumentOfType(db: Db, profileId: number, type: string) {
  return db
    .selectFrom('verification_documents')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('document_type', '=', type as VerificationDocumentsTable['document_type'])
    .executeTakeFirst();
}

export async function insertDocument(db: Db, row: Insertable<VerificationDocumentsTable>): Promise<number> {
  const { id } = await db.insertInto('verification_documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
