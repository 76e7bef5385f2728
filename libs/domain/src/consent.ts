import { currentLegalVersions, legalDocumentLabels, legalDocuments, type LegalDocument } from './privacy.ts';

/** The code of the 403 that refuses an action to a person who has not accepted the documents in force. */
export const CONSENT_REQUIRED_CODE = 'consent_required';

/** 'los Términos y Condiciones', 'la Política de Privacidad': each document's name as a sentence says it. */
export const legalDocumentArticles: Record<LegalDocument, string> = { terms: 'los', privacy: 'la' };

/** The documents whose version in force a person has not accepted, given every version they accepted. */
export function pendingLegalDocuments(accepted: readonly { document: string; version: string }[]): LegalDocument[] {
  return legalDocuments.filter(
    (document) => !accepted.some((row) => row.document === document && row.version === currentLegalVersions[document]),
  );
}

/** Why the server refused: which documents' versions in force are missing. */
export function consentRequiredMessage(pending: readonly LegalDocument[]): string {
  const names = pending.map((document) => `${legalDocumentArticles[document]} ${legalDocumentLabels[document]}`).join(' y de ');
  return `Debes aceptar la versión vigente de ${names} para continuar.`;
}
