import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@emind/web-api';
import type { VerificationDocument } from '@emind/contracts';
import { getPsychologistQueryOptions } from './get-psychologist.ts';

export type DocumentReview = { status: 'approved' } | { status: 'rejected'; reason: string };

export function updateDocumentStatus(documentId: number, review: DocumentReview): Promise<VerificationDocument> {
  const body = review.status === 'rejected'
    ? { verification_status: 'rejected', rejection_reason: review.reason }
    : { verification_status: 'approved' };
  return apiRequest<VerificationDocument>(`/profiles/admin/psychologists/documents/${documentId}/status/`, { method: 'PATCH', body });
}

export function useUpdateDocumentStatus(psychologistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, review }: { documentId: number; review: DocumentReview }) => updateDocumentStatus(documentId, review),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPsychologistQueryOptions(psychologistId).queryKey }),
  });
}
