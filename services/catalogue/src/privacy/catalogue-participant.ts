import { accessesAbout, profileIdsOfUser, scrubMentions, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { CatalogueContext } from '../context.ts';
import type { CatalogueDatabase, DocumentRow } from '../db/schema.ts';
import {
  deletePsychologists,
  documentRows,
  experienceRows,
  psychologistRows,
  suggestedPriceRows,
} from './privacy.repository.ts';

const EMPTY_PART: ExportPart = { data: {}, files: [] };

const extensionOf = (key: string): string => key.split('.').pop() ?? 'bin';

/** Path of a document inside the export ZIP: one document per type, so the type names it. */
export const exportFileName = (row: Pick<DocumentRow, 'document_type' | 'storage_key'>): string =>
  `catalogue/documentos/${row.document_type}.${extensionOf(row.storage_key)}`;

async function exportPart(trx: Transaction<CatalogueDatabase>, subject: PrivacySubject): Promise<ExportPart> {
  if (subject.userType !== 'psychologist') return EMPTY_PART;
  const profileIds = await profileIdsOfUser(trx, subject.userId);
  if (profileIds.length === 0) return EMPTY_PART;
  const [profile] = await psychologistRows(trx, profileIds);
  const experiences = await experienceRows(trx, profileIds);
  const documents = await documentRows(trx, profileIds);
  const suggestions = await suggestedPriceRows(trx, profileIds);
  return {
    data: {
      professional_profile: profile
        ? {
            verification_status: profile.verification_status,
            health_register_number: profile.health_register_number,
            university: profile.university,
            graduation_year: profile.graduation_year,
            experience_description: profile.experience_description,
            specialties: profile.specialties,
            target_populations: profile.target_populations,
            intervention_areas: profile.intervention_areas,
            created_at: profile.created_at,
            updated_at: profile.updated_at,
          }
        : null,
      experiences,
      verification_documents: documents.map((row) => ({
        document_type: row.document_type,
        verification_status: row.verification_status,
        rejection_reason: row.rejection_reason,
        description: row.description,
        file_name: row.file_name,
        mime: row.mime,
        size: row.size,
        uploaded_at: row.uploaded_at,
        reviewed_at: row.reviewed_at,
        published: row.public_key !== null,
        file: exportFileName(row),
      })),
      suggested_prices: suggestions,
      approved_price: profile?.approved_price != null ? { price: profile.approved_price, approved_at: profile.price_approved_at } : null,
      accesses_by_admins: await accessesAbout(trx, 'catalogue', subject.userId),
    },
    files: documents.map((row) => ({ name: exportFileName(row), key: row.storage_key })),
  };
}

/**
 * The psychologist leaves the directory at once: their row and everything hanging off it go, then their files (a
 * file removed by a transaction that later fails is only an orphan row's file; the retry deletes the row).
 * catalogue sends no mail, so there is no outbox to clear.
 */
async function erase(ctx: CatalogueContext, trx: Transaction<CatalogueDatabase>, subject: PrivacySubject): Promise<void> {
  // An admin's note on another psychologist's document may name the person (a patient's complaint, a reference).
  await scrubMentions(trx, 'catalogue.verification_documents', 'rejection_reason', subject);
  const profileIds = await profileIdsOfUser(trx, subject.userId);
  if (profileIds.length === 0) return;
  const documents = await documentRows(trx, profileIds);
  await deletePsychologists(trx, profileIds);
  const keys = documents.flatMap((row) => (row.public_key ? [row.storage_key, row.public_key] : [row.storage_key]));
  for (const key of keys) await ctx.storage.remove(key);
}

export function cataloguePrivacyParticipant(ctx: CatalogueContext): PrivacyParticipant<CatalogueDatabase> {
  return {
    service: 'catalogue',
    exportPart,
    erase: (trx, subject) => erase(ctx, trx, subject),
  };
}
