import { verificationDocumentTypes, labelOf } from '@emind/domain';
import type { VerificationDocument } from '@emind/contracts';

/** Older document kinds the admin view still names (spec 3 §3). */
const legacyTypes = [
  { value: 'professional_title', label: 'Título profesional' },
  { value: 'id_card', label: 'Cédula de identidad' },
  { value: 'professional_license', label: 'Licencia profesional' },
  { value: 'other', label: 'Otro documento' },
];

export function documentTypeLabel(type: string): string {
  return labelOf(verificationDocumentTypes, type) ?? labelOf(legacyTypes, type) ?? type;
}

export type DocumentState = 'pending' | 'approved' | 'rejected' | 'missing';

export const documentStateLabels: Record<DocumentState, string> = {
  pending: 'Pendiente de revisión',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  missing: 'No subido',
};

export const documentStateColors: Record<DocumentState, string> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  missing: 'gray',
};

export function documentState(document: VerificationDocument | undefined): DocumentState {
  return document ? document.verification_status : 'missing';
}

/** The required documents not approved yet, as the admin reads them ('Cédula de identidad: No subido'). */
export function unapprovedRequiredDocuments(documents: VerificationDocument[]): string[] {
  return verificationDocumentTypes
    .map(({ value, label }) => ({ label, state: documentState(documents.find((document) => document.document_type === value)) }))
    .filter(({ state }) => state !== 'approved')
    .map(({ label, state }) => `${label}: ${documentStateLabels[state]}`);
}
