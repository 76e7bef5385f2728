import type { VerificationDocumentType } from '@emind/domain';
import type { VerificationDocument } from '@emind/contracts';
import { uploadWithProgress } from '@emind/web-api';

export function uploadVerificationDocument(
  documentType: VerificationDocumentType,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<VerificationDocument> {
  const form = new FormData();
  form.append('document_type', documentType);
  form.append('description', '');
  form.append('file', file);
  return uploadWithProgress<VerificationDocument>('/profiles/psychologist-profiles/me/upload-verification-document/', form, onProgress);
}
