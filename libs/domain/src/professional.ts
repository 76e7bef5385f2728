import professionalData from './catalogue/professional-catalogues.json' with { type: 'json' };
import filtersData from './catalogue/specialist-filters.json' with { type: 'json' };
import type { Option } from './catalogue.ts';

/** The three multi-select catalogues of a psychologist's profile (spec 3, 'Información Profesional'). */
export const specialtyOptions: readonly string[] = professionalData.specialties.options;
export const populationOptions: readonly string[] = professionalData.populations.options;
export const interventionOptions: readonly string[] = professionalData.interventions.options;
export const MAX_SELECTIONS_PER_GROUP = 5;

export const GRADUATION_YEAR_MIN = 1950;

/** Spec 3: a graduation year lies between 1950 and the current year; the message when `year` does not, else null. */
export function graduationYearError(year: number, now: Date): string | null {
  const max = now.getFullYear();
  return year < GRADUATION_YEAR_MIN || year > max ? `El año de egreso debe estar entre ${GRADUATION_YEAR_MIN} y ${max}` : null;
}

/** The directory's filter option lists and sorts (decisions.md: all applied server-side). */
export const directoryFilters = {
  approach: filtersData.approach as readonly string[],
  ageGroup: filtersData.ageGroup as readonly string[],
  modality: filtersData.modality as readonly string[],
  reason: filtersData.reason as readonly string[],
};
export const directorySorts: readonly Option[] = filtersData.sort;

export const verificationStatuses = [
  'PENDING',
  'DOCUMENTS_SUBMITTED',
  'VERIFICATION_IN_PROGRESS',
  'VERIFIED',
  'REJECTED',
] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationStatusLabels: Record<VerificationStatus, string> = {
  PENDING: 'Pendiente',
  DOCUMENTS_SUBMITTED: 'Documentos entregados',
  VERIFICATION_IN_PROGRESS: 'Verificación en proceso',
  VERIFIED: 'Verificado',
  REJECTED: 'Rechazado',
};

export const experienceTypes = [
  { value: 'PRACTICUM', label: 'Pasantía' },
  { value: 'ASSISTANTSHIP', label: 'Ayudantía' },
  { value: 'WORK', label: 'Trabajo' },
  { value: 'VOLUNTEERING', label: 'Voluntariado' },
  { value: 'OTHER', label: 'Otro' },
] as const satisfies readonly Option[];
export type ExperienceType = (typeof experienceTypes)[number]['value'];

/** The four documents a psychologist uploads for verification, in the order the cards show them. */
export const verificationDocumentTypes = [
  { value: 'registration_certificate', label: 'Certificado de inscripción en el Registro Nacional de Prestadores' },
  { value: 'professional_id', label: 'Cédula de identidad' },
  { value: 'specialty_document', label: 'Título profesional o certificado de especialidad' },
  { value: 'presentation_video', label: 'Video de presentación' },
] as const satisfies readonly Option[];
export type VerificationDocumentType = (typeof verificationDocumentTypes)[number]['value'];

export const documentStatuses = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** Derived from gender, never edited (spec 3 §4). */
export function professionalTitleFor(gender: string | null | undefined): string {
  if (gender === 'FEMALE') return 'Psicóloga Clínica';
  if (gender === 'MALE') return 'Psicólogo Clínico';
  return 'Profesional en Psicología Clínica';
}

/** The short title before a psychologist's name ('Psicóloga Valentina Rojas'); null when the gender says neither. */
export function psychologistTitleFor(gender: string | null | undefined): 'Psicóloga' | 'Psicólogo' | null {
  if (gender === 'FEMALE') return 'Psicóloga';
  if (gender === 'MALE') return 'Psicólogo';
  return null;
}

/** A psychologist as a person reads them: with their title when the gender gives one, the name alone otherwise. */
export function titledPsychologistName(name: string, gender: string | null | undefined): string {
  const title = psychologistTitleFor(gender);
  const trimmed = name.trim();
  if (!trimmed) return title ?? 'Profesional';
  return title ? `${title} ${trimmed}` : trimmed;
}
