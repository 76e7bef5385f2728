// Reads what a stubbed `fetch` was asked.

/** What a stubbed `fetch` was asked, whether it got a Request (the API client, ky) or a URL and init (the refresh). */
export interface FetchCall {
  method: string;
  url: URL;
  /** The path under /api, with its query string. */
  path: string;
  headers: Headers;
  /** Parsed JSON, FormData for a multipart body, null when there is none. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/** The absolute URL a call to `fetch` asked for. */
export function fetchUrl(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
}

/** Reads a call to `fetch` without consuming the body the stub may still hand on. */
export async function readFetchCall(input: RequestInfo | URL, init?: RequestInit): Promise<FetchCall> {
  const request = input instanceof Request ? input.clone() : new Request(fetchUrl(input).href, init);
  const url = new URL(request.url);
  return {
    method: request.method,
    url,
    path: `${url.pathname.replace(/^\/api(?=\/)/, '')}${url.search}`,
    headers: request.headers,
    body: await readBody(request),
  };
}
