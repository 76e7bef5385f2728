import { verificationDocumentTypes, verificationStatusLabels, type DocumentStatus, type VerificationDocumentType, type VerificationStatus } from '@emind/domain';
import { badRequest, conflict, notFound, recordAccess, recordListAccess, type AuthUser, type OpenedFile, type StoredFile, type UploadRule } from '@emind/server-kit';
import { sql } from 'kysely';
import type { CatalogueContext } from '../context.ts';
import type { DocumentRow } from '../db/schema.ts';
import { userIdOfProfile } from '../privacy/privacy.repository.ts';
import { ensurePsychologist, findPsychologist } from '../professionals/professionals.repository.ts';
import { findDocument, findDocumentOfType, insertDocument, listDocuments } from './documents.repository.ts';

export const DOCUMENT_LOCKED = 'Este documento no se puede modificar a menos que sea rechazado por un administrador';
export const VIDEO_TOO_LONG = 'El video de presentación no puede durar más de 2 minutos.';
export const REJECTION_REASON_REQUIRED = 'Por favor, ingrese un motivo de rechazo';
const MB = 1024 * 1024;

export const DOCUMENT_RULE: UploadRule = {
  maxBytes: 5 * MB,
  types: ['application/pdf', 'image/jpeg', 'image/png'],
  tooLarge: 'El archivo no puede superar los 5 MB.',
  wrongType: 'Formato no permitido. Sube un archivo PDF, JPG o PNG.',
};
export const VIDEO_RULE: UploadRule = {
  maxBytes: 100 * MB,
  types: ['video/mp4', 'video/webm', 'video/quicktime'],
  tooLarge: 'El video no puede superar los 100 MB.',
  wrongType: 'Formato no permitido. Sube un video MP4, WebM o MOV.',
};
/** While the form has not said the document's type: any type a document may have, up to the largest limit. */
export const ANY_DOCUMENT_RULE: UploadRule = {
  maxBytes: VIDEO_RULE.maxBytes,
  types: [...DOCUMENT_RULE.types, ...VIDEO_RULE.types],
  tooLarge: VIDEO_RULE.tooLarge,
  wrongType: 'Formato no permitido. Sube un archivo PDF, JPG o PNG, o un video MP4, WebM o MOV.',
};
export const MAX_VIDEO_SECONDS = 120;

export const ruleFor = (type: VerificationDocumentType): UploadRule => (type === 'presentation_video' ? VIDEO_RULE : DOCUMENT_RULE);

export interface VerificationDocument {
  id: number;
  document_type: VerificationDocumentType;
  verification_status: DocumentStatus;
  rejection_reason: string | null;
  description: string;
  file_name: string;
  file_url: string;
  uploaded_at: string;
}

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export const downloadPath = (id: number): string => `/api/profiles/psychologist-profiles/me/documents/download/${id}/`;

export function toDocument(row: DocumentRow): VerificationDocument {
  return {
    id: row.id,
    document_type: row.document_type,
    verification_status: row.verification_status,
    rejection_reason: row.rejection_reason,
    description: row.description,
    file_name: row.file_name,
    file_url: downloadPath(row.id),
    uploaded_at: iso(row.uploaded_at),
  };
}

export async function documentsOf(ctx: CatalogueContext, profileId: number): Promise<VerificationDocument[]> {
  return (await listDocuments(ctx.db, profileId)).map(toDocument);
}

/** An admin's look at a psychologist's documents (their file names): a 'document_list' read, coalesced, in the read's transaction. */
export function documentsShownTo(ctx: CatalogueContext, admin: AuthUser, profileId: number): Promise<VerificationDocument[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await listDocuments(trx, profileId);
    const subject = await userIdOfProfile(trx, profileId);
    if (subject !== null && rows.length > 0) {
      await recordListAccess(trx, 'catalogue', { subjectUserId: subject, actorUserId: admin.id, actorRole: admin.userType, resource: 'document_list' });
    }
    return rows.map(toDocument);
  });
}

export interface Upload {
  documentType: VerificationDocumentType;
  description: string;
  fileName: string;
  /** Already streamed into private storage, type checked; removed again if the document is refused. */
  file: StoredFile;
  durationSeconds: number | null;
}

const safeFileName = (name: string): string =>
  [...(name.split(/[\\/]/).pop() ?? '')].filter((c) => c.charCodeAt(0) >= 32 && c !== '"').join('').slice(-150) || 'documento';

/** Records an upload (video length checked) and moves PENDING/REJECTED on when complete; a refused upload's file is removed. */
export async function uploadDocument(ctx: CatalogueContext, profileId: number, upload: Upload): Promise<VerificationDocument> {
  let replaced: DocumentRow | undefined;
  let id: number;
  try {
    ({ id, replaced } = await recordDocument(ctx, profileId, upload));
  } catch (error) {
    await ctx.storage.remove(upload.file.key);
    throw error;
  }
  if (replaced) await ctx.storage.remove(replaced.storage_key);
  const row = await findDocument(ctx.db, id);
  if (!row) throw notFound();
  return toDocument(row);
}

async function recordDocument(ctx: CatalogueContext, profileId: number, upload: Upload): Promise<{ id: number; replaced: DocumentRow | undefined }> {
  const existing = await findDocumentOfType(ctx.db, profileId, upload.documentType);
  if (existing && existing.verification_status !== 'rejected') throw conflict(DOCUMENT_LOCKED);
  if (upload.documentType === 'presentation_video' && upload.durationSeconds !== null && upload.durationSeconds > MAX_VIDEO_SECONDS) {
    throw badRequest({ file: [VIDEO_TOO_LONG] });
  }
  // Everything uploaded is private (download route only); a video gets a public copy when an admin approves it.
  const values = {
    verification_status: 'pending' as const,
    rejection_reason: null,
    description: upload.description,
    file_name: safeFileName(upload.fileName),
    storage_key: upload.file.key,
    mime: upload.file.mime,
    size: upload.file.size,
    uploaded_at: new Date(),
    reviewed_at: null,
  };
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await ensurePsychologist(trx, profileId);
      let documentId: number;
      if (existing) {
        const updated = await trx
          .updateTable('verification_documents')
          .set(values)
          .where('id', '=', existing.id)
          .where('verification_status', '=', 'rejected')
          .returning('id')
          .executeTakeFirst();
        if (!updated) throw conflict(DOCUMENT_LOCKED);
        documentId = updated.id;
      } else {
        documentId = await insertDocument(trx, { ...values, profile_id: profileId, document_type: upload.documentType });
      }
      await submitWhenComplete(trx, profileId);
      return documentId;
    });
    return { id, replaced: existing };
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw conflict(DOCUMENT_LOCKED);
    throw error;
  }
}

/** All four types uploaded and none rejected: PENDING (or REJECTED) becomes DOCUMENTS_SUBMITTED. */
async function submitWhenComplete(trx: Parameters<typeof ensurePsychologist>[0], profileId: number): Promise<void> {
  const rows = await trx
    .selectFrom('verification_documents')
    .select(['document_type', 'verification_status'])
    .where('profile_id', '=', profileId)
    .execute();
  const complete =
    verificationDocumentTypes.every((type) => rows.some((row) => row.document_type === type.value)) &&
    rows.every((row) => row.verification_status !== 'rejected');
  if (!complete) return;
  await trx
    .updateTable('psychologists')
    .set({ verification_status: 'DOCUMENTS_SUBMITTED', updated_at: sql`now()` })
    .where('profile_id', '=', profileId)
    .where('verification_status', 'in', ['PENDING', 'REJECTED'])
    .execute();
}

export async function verificationStatusOf(ctx: CatalogueContext, profileId: number): Promise<{ verification_status: VerificationStatus; verification_status_display: string }> {
  const status = (await findPsychologist(ctx.db, profileId))?.verification_status ?? 'PENDING';
  return { verification_status: status, verification_status_display: verificationStatusLabels[status] };
}

export interface DocumentFile {
  opened: OpenedFile;
  mime: string;
  fileName: string;
}

const openStored = (ctx: CatalogueContext, key: string): Promise<OpenedFile> =>
  ctx.storage.open(key).catch(() => {
    throw notFound('Documento no encontrado');
  });

/**
 * The file of a document, for its owner or an admin; anyone else gets 404 (existence is not revealed). An admin's
 * read is recorded in the access log in the transaction that reads the row, once the file is open; the file itself
 * streams to the reader after the transaction, so no transaction stays open while a large file is sent.
 */
export async function readDocumentFile(ctx: CatalogueContext, documentId: number, viewer: AuthUser): Promise<DocumentFile> {
  if (viewer.userType !== 'admin') {
    const row = await findDocument(ctx.db, documentId);
    if (!row || row.profile_id !== viewer.profileId) throw notFound('Documento no encontrado');
    return { opened: await openStored(ctx, row.storage_key), mime: row.mime, fileName: row.file_name };
  }
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findDocument(trx, documentId);
    if (!row) throw notFound('Documento no encontrado');
    const opened = await openStored(ctx, row.storage_key);
    const subject = await userIdOfProfile(trx, row.profile_id);
    if (subject !== null) {
      await recordAccess(trx, 'catalogue', {
        subjectUserId: subject, actorUserId: viewer.id, actorRole: viewer.userType, resource: 'verification_document', resourceId: row.id,
      });
    }
    return { opened, mime: row.mime, fileName: row.file_name };
  });
}

/** An admin's decision on a document; its answer shows the document, recorded as a read in the change's transaction. */
export async function setDocumentStatus(
  ctx: CatalogueContext,
  admin: AuthUser,
  documentId: number,
  status: 'approved' | 'rejected',
  reason: string | null | undefined,
): Promise<VerificationDocument> {
  const trimmed = reason?.trim() ?? '';
  if (status === 'rejected' && !trimmed) throw badRequest({ rejection_reason: [REJECTION_REASON_REQUIRED] });
  const row = await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('verification_documents')
      .set({ verification_status: status, rejection_reason: status === 'rejected' ? trimmed : null, reviewed_at: new Date() })
      .where('id', '=', documentId)
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw notFound('Documento no encontrado');
    const subject = await userIdOfProfile(trx, changed.profile_id);
    if (subject !== null) {
      await recordAccess(trx, 'catalogue', {
        subjectUserId: subject, actorUserId: admin.id, actorRole: admin.userType, resource: 'verification_document', resourceId: changed.id,
      });
    }
    return changed;
  });
  if (row.document_type === 'presentation_video') await syncPublicVideo(ctx, row.profile_id);
  return toDocument(row);
}

/**
 * The presentation video is public media exactly while an admin has approved it and its psychologist is VERIFIED:
 * a public copy is made then and removed otherwise (the upload itself stays private).
 */
export async function syncPublicVideo(ctx: CatalogueContext, profileId: number): Promise<void> {
  const video = await findDocumentOfType(ctx.db, profileId, 'presentation_video');
  if (!video) return;
  const verified = (await findPsychologist(ctx.db, profileId))?.verification_status === 'VERIFIED';
  const shown = verified && video.verification_status === 'approved';
  if (shown === (video.public_key !== null)) return;
  let publicKey: string | null = null;
  if (shown) {
    publicKey = (await ctx.storage.copy(video.storage_key, 'media', 'videos', video.mime)).key;
  }
  await ctx.db.updateTable('verification_documents').set({ public_key: publicKey }).where('id', '=', video.id).execute();
  if (video.public_key) await ctx.storage.remove(video.public_key);
}
