import { apiBlob, saveBlob } from '@emind/web-api';

/** Documents are served only through the authorised route, so the file is fetched with the token, not linked. */
export function downloadDocumentBlob(documentId: number): Promise<Blob> {
  return apiBlob(`/profiles/psychologist-profiles/me/documents/download/${documentId}/`);
}

/** Hands the blob to the browser as a download under the document's own name. */
export async function downloadDocument(documentId: number, fileName: string): Promise<void> {
  saveBlob(await downloadDocumentBlob(documentId), fileName);
}
