import {
  MAX_SELECTIONS_PER_GROUP,
  graduationYearError,
  interventionOptions,
  populationOptions,
  professionalTitleFor,
  specialtyOptions,
  universities,
  verificationStatusLabels,
  type ExperienceType,
  type VerificationStatus,
} from '@emind/domain';
import { badRequest, notFound, type FieldErrors } from '@emind/server-kit';
import type { Updateable } from 'kysely';
import type { CatalogueContext } from '../context.ts';
import type { PsychologistsTable } from '../db/schema.ts';
import {
  ensurePsychologist,
  findDirectoryEntry,
  findPsychologist,
  listExperiences,
  lockPsychologist,
  refreshCareerStart,
  refreshDirectoryColumns,
  updatePsychologist,
  type ExperienceItem,
} from './professionals.repository.ts';

export const MAX_OPTIONS_MESSAGE = 'Solo puedes seleccionar hasta 5 opciones.';

export interface ProfessionalProfile {
  id: number;
  professional_title: string;
  health_register_number: string;
  university: string;
  graduation_year: number | null;
  experience_description: string;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
  experiences: ExperienceItem[];
  verification_status: VerificationStatus;
  verification_status_display: string;
  presentation_video_url: string | null;
}

export interface ProfessionalPatch {
  health_register_number?: string | undefined;
  university?: string | undefined;
  graduation_year?: number | null | undefined;
  experience_description?: string | undefined;
  specialties?: string[] | undefined;
  target_populations?: string[] | undefined;
  intervention_areas?: string[] | undefined;
}

export interface ExperienceInput {
  id?: number | null | undefined;
  experience_type: ExperienceType;
  institution: string;
  role: string;
  start_date: string;
  end_date?: string | null | undefined;
  description?: string | undefined;
}

/** The presentation video's public URL: only for a VERIFIED psychologist whose video an admin approved. */
export async function presentationVideoUrl(ctx: CatalogueContext, profileId: number, status: VerificationStatus): Promise<string | null> {
  if (status !== 'VERIFIED') return null;
  const video = await ctx.db
    .selectFrom('verification_documents')
    .select('public_key')
    .where('profile_id', '=', profileId)
    .where('document_type', '=', 'presentation_video')
    .where('verification_status', '=', 'approved')
    .executeTakeFirst();
  return video?.public_key ? `/${video.public_key}` : null;
}

export async function getProfessionalProfile(ctx: CatalogueContext, profileId: number, gender?: string | null): Promise<ProfessionalProfile> {
  const [row, experiences, person] = await Promise.all([
    findPsychologist(ctx.db, profileId),
    listExperiences(ctx.db, profileId),
    gender === undefined ? findDirectoryEntry(ctx.db, profileId) : Promise.resolve(null),
  ]);
  const status = row?.verification_status ?? 'PENDING';
  return {
    id: profileId,
    professional_title: professionalTitleFor(gender === undefined ? person?.gender : gender),
    health_register_number: row?.health_register_number ?? '',
    university: row?.university ?? '',
    graduation_year: row?.graduation_year ?? null,
    experience_description: row?.experience_description ?? '',
    specialties: row?.specialties ?? [],
    target_populations: row?.target_populations ?? [],
    intervention_areas: row?.intervention_areas ?? [],
    experiences,
    verification_status: status,
    verification_status_display: verificationStatusLabels[status],
    presentation_video_url: await presentationVideoUrl(ctx, profileId, status),
  };
}

function checkList(errors: FieldErrors, field: string, values: string[] | undefined, options: readonly string[]): void {
  if (values === undefined) return;
  if (values.length > MAX_SELECTIONS_PER_GROUP) (errors[field] ??= []).push(MAX_OPTIONS_MESSAGE);
  const unknown = values.filter((value) => !options.includes(value));
  if (unknown.length > 0) (errors[field] ??= []).push(`Opción no válida: ${unknown.join(', ')}`);
}

export function validateProfessionalPatch(patch: ProfessionalPatch, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  checkList(errors, 'specialties', patch.specialties, specialtyOptions);
  checkList(errors, 'target_populations', patch.target_populations, populationOptions);
  checkList(errors, 'intervention_areas', patch.intervention_areas, interventionOptions);
  if (patch.university && !universities.includes(patch.university)) errors.university = ['Selecciona una universidad de la lista'];
  const yearError = patch.graduation_year == null ? null : graduationYearError(patch.graduation_year, now);
  if (yearError) errors.graduation_year = [yearError];
  return errors;
}

const unique = (values: string[]): string[] => [...new Set(values)];

export async function patchProfessionalProfile(ctx: CatalogueContext, profileId: number, patch: ProfessionalPatch): Promise<ProfessionalProfile> {
  const errors = validateProfessionalPatch(patch, ctx.now());
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const changes: Updateable<PsychologistsTable> = {};
  if (patch.health_register_number !== undefined) changes.health_register_number = patch.health_register_number;
  if (patch.university !== undefined) changes.university = patch.university;
  if (patch.graduation_year !== undefined) changes.graduation_year = patch.graduation_year;
  if (patch.experience_description !== undefined) changes.experience_description = patch.experience_description;
  if (patch.specialties !== undefined) changes.specialties = unique(patch.specialties);
  if (patch.target_populations !== undefined) changes.target_populations = unique(patch.target_populations);
  if (patch.intervention_areas !== undefined) changes.intervention_areas = unique(patch.intervention_areas);
  await ctx.db.transaction().execute(async (trx) => {
    await ensurePsychologist(trx, profileId);
    if (Object.keys(changes).length > 0) await updatePsychologist(trx, profileId, changes);
    await refreshDirectoryColumns(trx, profileId);
  });
  return getProfessionalProfile(ctx, profileId);
}

export function validateExperiences(experiences: ExperienceInput[]): FieldErrors {
  const errors: FieldErrors = {};
  experiences.forEach((experience, index) => {
    if (experience.end_date && experience.end_date < experience.start_date) {
      errors[`experiences.${index}.end_date`] = ['La fecha de término debe ser posterior o igual a la fecha de inicio'];
    }
  });
  return errors;
}

/** Replaces the whole list; positive ids of the psychologist's own experiences are kept, others are new rows. */
export async function replaceExperiences(ctx: CatalogueContext, profileId: number, experiences: ExperienceInput[]): Promise<ExperienceItem[]> {
  const errors = validateExperiences(experiences);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await ctx.db.transaction().execute(async (trx) => {
    await ensurePsychologist(trx, profileId);
    await lockPsychologist(trx, profileId);
    const ownIds = new Set(
      (await trx.selectFrom('experiences').select('id').where('profile_id', '=', profileId).execute()).map((row) => row.id),
    );
    const keep = experiences.flatMap((e) => (e.id && e.id > 0 && ownIds.has(e.id) ? [e.id] : []));
    let remove = trx.deleteFrom('experiences').where('profile_id', '=', profileId);
    if (keep.length > 0) remove = remove.where('id', 'not in', keep);
    await remove.execute();
    for (const e of experiences) {
      const values = {
        experience_type: e.experience_type,
        institution: e.institution,
        role: e.role,
        description: e.description ?? '',
        start_date: e.start_date,
        end_date: e.end_date ?? null,
      };
      if (e.id && e.id > 0 && ownIds.has(e.id)) {
        await trx.updateTable('experiences').set(values).where('id', '=', e.id).where('profile_id', '=', profileId).execute();
      } else {
        await trx.insertInto('experiences').values({ ...values, profile_id: profileId }).execute();
      }
    }
    await refreshCareerStart(trx, profileId);
  });
  return listExperiences(ctx.db, profileId);
}

/** A psychologist account of identity, or 404. */
export async function requirePsychologistAccount(ctx: CatalogueContext, profileId: number) {
  const person = await findDirectoryEntry(ctx.db, profileId);
  if (!person || person.user_type !== 'psychologist') throw notFound('Psicólogo no encontrado');
  return person;
}
