/** Documents a psychologist shares with a patient, which the patient may be asked to sign (issue 41). */

/** The largest PDF a psychologist may share, in bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX_CHARS = 200;
export const SIGNER_NAME_MAX_CHARS = 200;

export const documentsMessages = {
  titleRequired: 'Escribe un título.',
  titleTooLong: `El título puede tener hasta ${DOCUMENT_TITLE_MAX_CHARS} caracteres.`,
  patientRequired: 'Elige a quién compartes el documento.',
  patientNotInCare: 'Paciente no encontrado: solo puedes compartir documentos con personas que atiendes.',
  fileRequired: 'Adjunta el documento en PDF.',
  fileNotPdf: 'El documento debe ser un PDF.',
  fileTooLarge: 'El documento puede pesar hasta 10 MB.',
  fileUnreadable: 'No pudimos abrir este PDF para agregarle la firma (¿está protegido con contraseña o dañado?). Compártelo sin protección o sin pedir firma.',
  badRequiresSignature: "'Requiere firma' debe ser true o false.",
  notFound: 'Documento no encontrado.',
  noSignatureRequired: 'Este documento no requiere firma.',
  alreadySigned: 'Este documento ya está firmado: no se puede firmar de nuevo ni cambiar.',
  notSignedYet: 'Este documento aún no está firmado: todavía no hay copia firmada.',
  fullNameRequired: 'Escribe tu nombre completo.',
  fullNameTooLong: `El nombre puede tener hasta ${SIGNER_NAME_MAX_CHARS} caracteres.`,
  fullNameMismatch: 'Escribe tu nombre completo tal como aparece en tu cuenta.',
  passwordRequired: 'Escribe tu contraseña.',
  wrongPassword: 'La contraseña no es correcta.',
} as const;

export const DOCUMENT_PENDING_LABEL = 'Pendiente de firma';
export const DOCUMENT_NO_SIGNATURE_LABEL = 'No requiere firma';

/** Names compared as a person types them: without regard to case, accents or repeated spaces. */
export function sameFullName(typed: string, account: string): boolean {
  const fold = (name: string): string => name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('es-CL').split(/\s+/).filter(Boolean).join(' ');
  return fold(typed) !== '' && fold(typed) === fold(account);
}
