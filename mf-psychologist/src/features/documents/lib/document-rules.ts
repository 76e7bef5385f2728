import { verificationDocumentTypes, type VerificationDocumentType } from '@emind/domain';
import type { VerificationDocument } from '@emind/contracts';

export const documentMessages = {
  locked: 'Este documento no se puede modificar a menos que sea rechazado por un administrador',
  saved: 'Documentos guardados correctamente',
  cancelled: 'Cambios cancelados',
  nothingToSave: 'No hay cambios para guardar',
  partial: 'Algunos documentos no se pudieron guardar. Por favor, intenta de nuevo.',
  saveFailed: 'Error al guardar los documentos',
  load: 'No se pudieron cargar los documentos',
  ready: (file: string) => `${file} listo para subir. Presiona "Guardar cambios" para confirmar.`,
  uploadFailed: (label: string) => `Error al subir ${label}`,
} as const;

export type DocumentState = 'pending' | 'approved' | 'rejected' | 'missing' | 'unsaved';

export const documentStateLabels: Record<DocumentState, string> = {
  pending: 'Pendiente de revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  missing: 'No subido',
  unsaved: 'Pendiente de guardar',
};

export const documentStateColors: Record<DocumentState, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  missing: 'gray',
  unsaved: 'blue',
};

export function documentState(document: VerificationDocument | undefined, hasChosenFile: boolean): DocumentState {
  if (hasChosenFile) return 'unsaved';
  if (!document) return 'missing';
  if (document.verification_status === 'rejected') return 'rejected';
  if (document.verification_status === 'approved') return 'approved';
  return 'pending';
}

/** The newest document of each type (a re-upload after a rejection supersedes the old one). */
export function latestByType(documents: readonly VerificationDocument[]): Partial<Record<VerificationDocumentType, VerificationDocument>> {
  const latest: Partial<Record<VerificationDocumentType, VerificationDocument>> = {};
  for (const document of documents) {
    const current = latest[document.document_type];
    if (!current || document.uploaded_at > current.uploaded_at || (document.uploaded_at === current.uploaded_at && document.id > current.id)) {
      latest[document.document_type] = document;
    }
  }
  return latest;
}

/** Only a missing or rejected document may be uploaded or replaced. */
export function isReplaceable(document: VerificationDocument | undefined): boolean {
  return !document || document.verification_status === 'rejected';
}

/** Edit mode is offered only while some document is rejected or some type is missing. */
export function canEditDocuments(documents: readonly VerificationDocument[]): boolean {
  const latest = latestByType(documents);
  return verificationDocumentTypes.some(({ value }) => isReplaceable(latest[value]));
}

export function acceptFor(type: VerificationDocumentType): string {
  return type === 'presentation_video' ? 'video/*' : '.pdf,.jpg,.jpeg,.png';
}
