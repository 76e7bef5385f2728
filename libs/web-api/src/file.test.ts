// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@emind/web-session';
import { apiFile, fileNameOf } from './client.ts';
import { ApiError } from './errors.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiFile', () => {
  it('returns the blob and the name the server gave, sending the bearer', async () => {
    useSessionStore.setState({ access: 'token-1' });
    let auth: string | null = null;
    vi.stubGlobal('fetch', vi.fn(async (input: Request) => {
      auth = input.headers.get('Authorization');
      return new Response('ZIP', { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="e-mind-datos-2026-11-25.zip"' } });
    }));
    const file = await apiFile('/privacy/exports/1/download/');
    expect(file.fileName).toBe('e-mind-datos-2026-11-25.zip');
    expect(await file.blob.text()).toBe('ZIP');
    expect(auth).toBe('Bearer token-1');
  });

  it('throws ApiError with the server detail on a refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ detail: 'Expiró' }), { status: 410 })));
    await expect(apiFile('/privacy/exports/1/download/')).rejects.toMatchObject({ status: 410, detail: 'Expiró' });
    await expect(apiFile('/x/')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fileNameOf', () => {
  it('reads plain and RFC 5987 names and drops path parts', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=datos.zip')).toBe('datos.zip');
    expect(fileNameOf("attachment; filename=\"x.zip\"; filename*=UTF-8''m%C3%ADos.zip")).toBe('míos.zip');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
  });
});
