import { useSessionStore } from '@emind/web-session';
import { API_BASE } from './client.ts';
import { ApiError, NetworkError } from './errors.ts';
import { parseBody } from './parse-body.ts';
import { retryWithRenewedToken } from './session-renewal.ts';

interface XhrAnswer {
  status: number;
  data: unknown;
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
 * A multipart POST that reports upload progress (fetch cannot), so it stays on XHR; the bearer token and the
 * answer to a 401 are the API client's (`retryWithRenewedToken`).
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress: (fraction: number) => void = () => {}): Promise<T> {
  const token = useSessionStore.getState().access;
  let answer = await send(path, form, token, onProgress);
  if (answer.status === 401 && token) {
    answer = (await retryWithRenewedToken(token, (renewed) => send(path, form, renewed, onProgress))) ?? answer;
  }
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.data);
  onProgress(1);
  return answer.data as T;
}
