import type { VerificationDocumentType } from '@emind/domain';

/** The server says pending | approved | rejected; older data may say verified, shown as approved. */
export type DocumentReviewStatus = 'pending' | 'approved' | 'verified' | 'rejected';

export interface VerificationDocument {
  id: number;
  document_type: VerificationDocumentType;
  verification_status: DocumentReviewStatus;
  rejection_reason: string | null;
  description: string;
  file_name: string;
  file_url: string;
  uploaded_at: string;
}
