import ky from 'ky';
import { askForConsent, isConsentRequired, useSessionStore } from '@emind/web-session';
import { ApiError, NetworkError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { retryWithRenewedToken } from './session-renewal.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Leave the bearer token out (public calls). */
  anonymous?: boolean;
  /** Read the answer as a file (downloads, previews) instead of JSON. */
  as?: 'json' | 'blob';
  /** Headers of this call only (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Same-origin API base: the gateway serves both the app and `/api`. */
export const API_BASE = '/api';

const isRetry = (context: Record<string, unknown>): context is { renewedToken: string } => typeof context.renewedToken === 'string';

/**
 * The browser's one client of the API. `context.anonymous` leaves the bearer token out; `context.renewedToken`
 * marks the single retry after a 401, made with the token the renewal gave. Errors are read from the answer
 * (ApiError), so ky does not throw on them; the retry and timeout policy is the caller's.
 */
const api = ky.create({
  retry: 0,
  timeout: false,
  throwHttpErrors: false,
  headers: { Accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request, { context }) => {
        const token = isRetry(context) ? context.renewedToken : context.anonymous === true ? null : useSessionStore.getState().access;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, { context }, response) => {
        const usedToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
        const isAuthCall = new URL(request.url).pathname.startsWith(`${API_BASE}/auth/`);
        if (response.status !== 401 || !usedToken || isRetry(context) || isAuthCall) return undefined;
        const retried = await retryWithRenewedToken(usedToken, (renewedToken) => api(request, { context: { renewedToken } }));
        return retried ?? undefined;
      },
    ],
  },
});

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { body, formData, signal, anonymous = false, headers } = options;
  try {
    return await api(`${API_BASE}${path}`, {
      method: options.method ?? (formData || body !== undefined ? 'POST' : 'GET'),
      json: body,
      body: formData,
      signal,
      headers,
      context: { anonymous },
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
}

/** The server's refusal as an ApiError; a `consent_required` one also asks the shell to show the documents in force. */
function refusal(status: number, data: unknown): ApiError {
  if (isConsentRequired(status, data)) askForConsent();
  return new ApiError(status, data);
}

/** One call to the API with the session's bearer token; throws ApiError or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  const data = options.as === 'blob' && response.ok ? await response.blob() : parseBody(await response.text());
  if (!response.ok) throw refusal(response.status, data);
  return data as T;
}

/** A file from the API (a payment proof, a calendar file), with the same session handling as `apiRequest`. */
export function apiBlob(path: string, options: Omit<RequestOptions, 'as'> = {}): Promise<Blob> {
  return apiRequest<Blob>(path, { ...options, as: 'blob' });
}

export interface ApiFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, null when it gave none. */
  fileName: string | null;
}

/** A file with the name the server chose for it (an export's dated ZIP), with the session handling of `apiRequest`. */
export async function apiFile(path: string, options: Omit<RequestOptions, 'as'> = {}): Promise<ApiFile> {
  const response = await send(path, options);
  if (!response.ok) throw refusal(response.status, parseBody(await response.text()));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** `attachment; filename="a.zip"` or RFC 5987's `filename*=UTF-8''a.zip`; no path parts. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  let name: string | undefined;
  try {
    name = extended?.[1] ? decodeURIComponent(extended[1].trim()) : plain?.[1]?.trim();
  } catch {
    name = plain?.[1]?.trim();
  }
  const base = name?.split(/[\\/]/).pop();
  return base ? base : null;
}

/** Saves a blob as a file through the browser. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
