/** Review moderation (spec 2 §4 'Review statuses'): new reviews wait for an admin; only APPROVED ones are public and count. */
export const reviewStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobada',
  REJECTED: 'Rechazada',
};

/** The outcomes an admin may give a PENDING review. */
export const moderationOutcomes = ['APPROVED', 'REJECTED'] as const satisfies readonly ReviewStatus[];
export type ModerationOutcome = (typeof moderationOutcomes)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 1000;
export const ratingValues = [1, 2, 3, 4, 5] as const;

export const reviewMessages = {
  ratingRange: 'La valoración debe ser un número entero entre 1 y 5',
  commentTooLong: `El comentario puede tener como máximo ${REVIEW_COMMENT_MAX} caracteres`,
  appointmentNotFound: 'Cita no encontrada',
  notCompleted: 'Solo puedes valorar sesiones completadas',
  signatureInvalid: 'Elige cómo firmar tu valoración: con tu nombre e inicial o como Paciente verificado',
  alreadyReviewed: 'Ya valoraste esta sesión',
  reviewNotFound: 'Valoración no encontrada',
  onlyPending: 'Solo se pueden aprobar o rechazar valoraciones pendientes',
  specialistUnavailable: 'Especialista no disponible',
} as const;

/**
 * How the author of a review chooses to be signed on the public profile (issue 43): first name and initial, the
 * spec's 'Camila S.' and the default, or 'Paciente verificado'.
 */
export const reviewSignatures = ['first_name_initial', 'verified_patient'] as const;
export type ReviewSignature = (typeof reviewSignatures)[number];
export const DEFAULT_REVIEW_SIGNATURE: ReviewSignature = 'first_name_initial';
export const VERIFIED_PATIENT_SIGNATURE = 'Paciente verificado';

/** The name a visitor reads under a review, as its author chose it. */
export function reviewSignatureName(signature: ReviewSignature, firstName: string, lastName: string): string {
  return signature === 'verified_patient' ? VERIFIED_PATIENT_SIGNATURE : publicPatientName(firstName, lastName);
}

/** decisions.md: the public shows the patient as first name and last initial ('Camila S.'). */
export function publicPatientName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  const initial = lastName.trim().charAt(0).toLocaleUpperCase('es-CL');
  if (!first) return initial ? `${initial}.` : 'Paciente';
  return initial ? `${first} ${initial}.` : first;
}

