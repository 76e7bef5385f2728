import { API_BASE, ApiError, NetworkError } from '@emind/web-api';
import { refreshSession, useSessionStore } from '@emind/web-session';

async function fetchBlob(path: string, token: string | null): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (cause) {
    throw new NetworkError(cause);
  }
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { detail: text };
  }
}

/** Documents are served only through the authorised route, so the file is fetched with the token, not linked. */
export async function downloadDocumentBlob(documentId: number): Promise<Blob> {
  const path = `/profiles/psychologist-profiles/me/documents/download/${documentId}/`;
  let response = await fetchBlob(path, useSessionStore.getState().access);
  if (response.status === 401) {
    await refreshSession({ force: true }).catch(() => undefined);
    response = await fetchBlob(path, useSessionStore.getState().access);
  }
  if (!response.ok) {
    throw new ApiError(response.status, await errorBody(response));
  }
  return response.blob();
}

/** Hands the blob to the browser as a download under the document's own name. */
export async function downloadDocument(documentId: number, fileName: string): Promise<void> {
  const blob = await downloadDocumentBlob(documentId);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
