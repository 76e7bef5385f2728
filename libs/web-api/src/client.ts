import { expireSession, refreshSession, useSessionStore } from '@emind/web-session';
import { ApiError, NetworkError } from './errors.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Leave the bearer token out (public calls). */
  anonymous?: boolean;
  /** Read the answer as a file (downloads, previews) instead of JSON. */
  as?: 'json' | 'blob';
}

/** Same-origin API base: the gateway serves both the app and `/api`. */
export const API_BASE = '/api';

interface RawResponse {
  status: number;
  ok: boolean;
  data: unknown;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (options.as === 'blob' && response.ok) return { status: response.status, ok: true, data: await response.blob() };
  const text = await response.text();
  return { status: response.status, ok: response.ok, data: text ? safeJson(text) : null };
}

/** After a 401 on an authenticated call: a fresh access token to retry with, or null when the session is dead. */
async function renewAfter401(usedToken: string): Promise<string | null> {
  const current = useSessionStore.getState().access;
  // Another call (or tab) already renewed it while this one was in flight.
  if (current && current !== usedToken) return current;
  try {
    await refreshSession({ force: true });
  } catch {
    return null;
  }
  return useSessionStore.getState().access;
}

/**
 * Runs `send` with the stored bearer token (none for `anonymous`). A 401 on an authenticated call triggers one
 * refresh and one retry; if that fails the session ends (the shell then shows /login?expired=true). Every call
 * to the API, JSON or upload, goes through here.
 */
export async function withSession<R extends { status: number; data: unknown }>(
  path: string,
  anonymous: boolean,
  send: (token: string | null) => Promise<R>,
): Promise<R> {
  const token = anonymous ? null : useSessionStore.getState().access;
  const result = await send(token);
  if (result.status !== 401 || !token || path.startsWith('/auth/')) return result;
  const renewed = await renewAfter401(token);
  if (!renewed) {
    expireSession();
    throw new ApiError(result.status, result.data);
  }
  const retried = await send(renewed);
  if (retried.status === 401) {
    expireSession();
    throw new ApiError(retried.status, retried.data);
  }
  return retried;
}

/** One JSON call to the API with the session's bearer token; throws ApiError or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const result = await withSession(path, options.anonymous ?? false, (token) => send(path, options, token));
  if (!result.ok) throw new ApiError(result.status, result.data);
  return result.data as T;
}

/** A file from the API (a payment proof, a calendar file), with the same session handling as `apiRequest`. */
export function apiBlob(path: string, options: Omit<RequestOptions, 'as'> = {}): Promise<Blob> {
  return apiRequest<Blob>(path, { ...options, as: 'blob' });
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}
