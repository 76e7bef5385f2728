import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharedDocument, SignDocument } from '@emind/contracts';
import { apiFile, apiRequest, saveBlob } from '@emind/web-api';

const DOCUMENTS_KEY = ['documents'] as const;

export const getDocuments = (): Promise<SharedDocument[]> => apiRequest<SharedDocument[]>('/documents/');

export interface NewDocument {
  patient: number;
  title: string;
  requiresSignature: boolean;
  file: File;
}

export function shareDocument({ patient, title, requiresSignature, file }: NewDocument): Promise<SharedDocument> {
  const form = new FormData();
  form.append('patient', String(patient));
  form.append('title', title);
  form.append('requires_signature', String(requiresSignature));
  form.append('file', file);
  return apiRequest<SharedDocument>('/documents/', { method: 'POST', formData: form });
}

export const signDocument = (id: number, body: SignDocument): Promise<SharedDocument> =>
  apiRequest<SharedDocument>(`/documents/${id}/sign/`, { method: 'POST', body });

/** The original or the signed copy, fetched with the session's token and saved under the name the service gives it. */
export async function downloadDocument(document: SharedDocument, copy: 'file' | 'signed'): Promise<void> {
  const { blob, fileName } = await apiFile(`/documents/${document.id}/${copy}/`);
  saveBlob(blob, fileName ?? `documento-${document.id}.pdf`);
}

export const useDocuments = () => useQuery({ queryKey: DOCUMENTS_KEY, queryFn: getDocuments });

export function useShareDocument() {
  const client = useQueryClient();
  return useMutation({ mutationFn: shareDocument, onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }) });
}

export function useSignDocument(id: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: SignDocument) => signDocument(id, body), onSuccess: () => client.invalidateQueries({ queryKey: DOCUMENTS_KEY }) });
}
