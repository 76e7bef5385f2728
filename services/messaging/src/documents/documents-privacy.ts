import type { ExportPart } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { MessagingDatabase } from '../db/schema.ts';

type Trx = Transaction<MessagingDatabase>;

function mineOrShared(trx: Trx, profileIds: readonly number[]) {
  return trx
    .selectFrom('shared_documents')
    .leftJoin('document_signatures as signature', 'signature.document_id', 'shared_documents.id')
    .where((eb) => eb.or([eb('shared_documents.client_id', 'in', profileIds), eb('shared_documents.psychologist_id', 'in', profileIds)]))
    .where('shared_documents.sealed_at', 'is', null);
}

/** Export key `messaging.documents` (docs/privacy/export-keys.md): each document, its signature's facts, both files. */
export async function exportDocuments(trx: Trx, profileIds: readonly number[]): Promise<{ documents: unknown[]; files: ExportPart['files'] }> {
  const rows = await mineOrShared(trx, profileIds)
    .leftJoin('identity.profile_directory as psychologist', 'psychologist.profile_id', 'shared_documents.psychologist_id')
    .leftJoin('identity.profile_directory as patient', 'patient.profile_id', 'shared_documents.client_id')
    .select([
      'shared_documents.id', 'shared_documents.title', 'shared_documents.file_key', 'shared_documents.sha256', 'shared_documents.requires_signature',
      'shared_documents.created_at', 'shared_documents.client_id', 'signature.full_name', 'signature.signed_at', 'signature.ip_address',
      'signature.document_sha256', 'signature.signed_file_key', 'psychologist.first_name as psychologist_first', 'psychologist.last_name as psychologist_last',
      'patient.first_name as patient_first', 'patient.last_name as patient_last',
    ])
    .orderBy('shared_documents.id')
    .execute();
  const files: ExportPart['files'] = [];
  const documents = rows.map((row) => {
    const original = `messaging/documentos/${row.id}-original.pdf`;
    files.push({ name: original, key: row.file_key });
    const signed = row.signed_file_key ? `messaging/documentos/${row.id}-firmado.pdf` : null;
    if (signed && row.signed_file_key) files.push({ name: signed, key: row.signed_file_key });
    const nameOf = (first: string | null, last: string | null): string | null => (first === null ? null : `${first} ${last ?? ''}`.trim());
    return {
      title: row.title,
      shared_with_me: profileIds.includes(row.client_id),
      psychologist: nameOf(row.psychologist_first, row.psychologist_last),
      patient: nameOf(row.patient_first, row.patient_last),
      shared_at: row.created_at,
      requires_signature: row.requires_signature,
      sha256: row.sha256,
      file: original,
      signature: row.signed_at
        ? { full_name: row.full_name, signed_at: row.signed_at, ip_address: row.ip_address, document_sha256: row.document_sha256, file: signed }
        : null,
    };
  });
  return { documents, files };
}

/**
 * A signed document the person is the patient of is part of their clinical record (a consent or a treatment agreement:
 * Decreto 41/2012 art. 6, Ley 20.584 art. 13): sealed in place with both files for `retentionYears`, read by no route,
 * list or export, then purged. Any other document shared with them is deleted. Documents a psychologist shared stay
 * for their patients when the psychologist is erased (docs/privacy/clinical-record.md). Answers the files to remove
 * once the rows are gone.
 */
export async function eraseDocuments(trx: Trx, profileIds: readonly number[], now: Date, retentionYears: number): Promise<string[]> {
  const signedIds = trx.selectFrom('document_signatures').select('document_id');
  await trx
    .updateTable('shared_documents')
    .set({ sealed_at: now, purge_after: sql<Date>`${now}::timestamptz + make_interval(years => ${retentionYears})` })
    .where('client_id', 'in', profileIds)
    .where('sealed_at', 'is', null)
    .where('id', 'in', signedIds)
    .execute();
  const removed = await trx
    .deleteFrom('shared_documents')
    .where('client_id', 'in', profileIds)
    .where('id', 'not in', signedIds)
    .returning('file_key')
    .execute();
  return removed.map((row) => row.file_key);
}

/** Sealed documents whose period ended: the rows go (their signatures with them), and the files they name. */
export async function purgeSealedDocuments(trx: Trx, now: Date): Promise<string[]> {
  const rows = await trx
    .deleteFrom('shared_documents')
    .using('document_signatures')
    .whereRef('document_signatures.document_id', '=', 'shared_documents.id')
    .where('shared_documents.purge_after', '<=', now)
    .returning(['shared_documents.file_key', 'document_signatures.signed_file_key'])
    .execute();
  return rows.flatMap((row) => [row.file_key, row.signed_file_key]);
}
