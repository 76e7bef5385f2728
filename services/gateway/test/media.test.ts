import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, storageFromEnv, type Storage, type StoredFile } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaPlugin } from '../src/plugins/media.ts';

let app: FastifyInstance;
let dir: string;
let storage: Storage;
let video: StoredFile;
const content = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-media-'));
  // The storage the platform is configured with: the data directory, or the bucket in EMIND_STORAGE_URL.
  storage = storageFromEnv(dir);
  video = await storage.save('media', 'videos', content, 'mp4', 'video/mp4');
  app = createServer({ logLevel: 'silent' });
  await app.register(mediaPlugin, { storage });
  await app.ready();
});
afterAll(async () => {
  await storage.remove(video.key);
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('public media', () => {
  it('is served from storage with its type and caching headers, and revalidates with its ETag', async () => {
    const response = await app.inject({ method: 'GET', url: video.url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': '5000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const again = await app.inject({ method: 'GET', url: video.url ?? '', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a byte range, as a video player seeks', async () => {
    const response = await app.inject({ method: 'GET', url: video.url ?? '', headers: { range: 'bytes=1000-1999' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 1000-1999/5000');
    expect(response.rawPayload.equals(content.subarray(1000, 2000))).toBe(true);
    const open = await app.inject({ method: 'GET', url: video.url ?? '', headers: { range: 'bytes=4990-' } });
    expect(open.rawPayload.equals(content.subarray(4990))).toBe(true);
    const past = await app.inject({ method: 'GET', url: video.url ?? '', headers: { range: 'bytes=9000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');
  });

  it('answers 404 for a missing file, a private one, and a path that is not a stored name', async () => {
    const missing = video.url?.replace(/[a-f0-9]{32}/, '0'.repeat(32)) ?? '';
    for (const url of [missing, '/media/videos/x.png', '/media/..%2Fprivate%2Fdocuments/a.pdf', `/media/videos/${video.key.split('/').at(-1)}.txt`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const privateFile = await storage.save('private', 'documents', content, 'pdf', 'application/pdf');
    expect((await app.inject({ method: 'GET', url: `/${privateFile.key.replace('private/', 'media/')}` })).statusCode).toBe(404);
    await storage.remove(privateFile.key);
  });
});
