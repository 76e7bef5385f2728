import { useSessionStore } from '@emind/web-session';
import { ApiError, NetworkError } from './errors.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Leave the bearer token out (public calls). */
  anonymous?: boolean;
}

/** Same-origin API base: the gateway serves both the app and `/api`. */
export const API_BASE = '/api';

/** One JSON call to the API with the stored bearer token; throws ApiError or NetworkError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.anonymous ? null : useSessionStore.getState().access;
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
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}
