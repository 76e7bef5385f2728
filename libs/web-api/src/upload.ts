import { API_BASE, withSession } from './client.ts';
import { ApiError, NetworkError } from './errors.ts';

interface XhrAnswer {
  status: number;
  data: unknown;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { detail: text };
  }
}

function send(path: string, form: FormData, token: string | null, onProgress: (fraction: number) => void): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      resolve({ status: xhr.status, data: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new NetworkError());
    xhr.send(form);
  });
}

/**
 * A multipart POST that reports upload progress (fetch cannot), with the session's bearer token and the
 * same single refresh-and-retry on 401 as `apiRequest`.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void = () => {}): Promise<T> {
  const answer = await withSession(path, false, (token) => send(path, form, token, onProgress));
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.data);
  onProgress(1);
  return answer.data as T;
}
