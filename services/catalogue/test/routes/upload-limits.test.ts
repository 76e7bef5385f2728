import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { demoMp4, demoPdf } from '@emind/demo-data';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { S3Storage } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, multipart, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psy: Session;
let port: number;
const UPLOAD = '/api/profiles/psychologist-profiles/me/upload-verification-document/';

beforeAll(async () => {
  t = await buildTestApp();
  psy = await registerUser(t.app, 'psychologist');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  t.app.server.closeAllConnections();
  await t.close();
});

const MB = 1024 * 1024;

/**
 * Sends the form's head and `bytes` of file (with the document type before it, or not yet), then holds the request
 * open: only a server that applies the limit while the file streams in can answer before the body ends.
 */
function answerWhileStreaming(bytes: number, typeFirst = true): Promise<{ status: number; body: string }> {
  const boundary = '----emindlimit';
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: UPLOAD, headers: { ...bearer(psy.access), 'content-type': `multipart/form-data; boundary=${boundary}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    if (typeFirst) req.write(`--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nregistration_certificate\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    req.write(Buffer.alloc(bytes, 0x25));
  });
}

/**
 * Files over 5 MB in catalogue's private storage, on disk or in the bucket: what a refused 5 MB+ document must not
 * leave (other test files store only small documents, also into a shared bucket).
 */
async function largePrivateFiles(): Promise<number> {
  const storage = t.ctx.storage;
  if (storage instanceof S3Storage) {
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket, Prefix: 'catalogue/private/' }));
    return (listed.Contents ?? []).filter((object) => (object.Size ?? 0) > 5 * MB).length;
  }
  const entries = await readdir(path.join(t.dataDir, 'private'), { recursive: true, withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(entries.filter((entry) => entry.isFile()).map(async (entry) => (await stat(path.join(entry.parentPath, entry.name))).size));
  return sizes.filter((size) => size > 5 * MB).length;
}

const upload = (session: Session, body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: UPLOAD, headers: { ...bearer(session.access), ...body.headers }, payload: body.payload });

describe('upload limits', () => {
  it("refuse a document past its type's 5 MB while it is still streaming in", async () => {
    const answer = await answerWhileStreaming(6 * MB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'payload_too_large', detail: 'El archivo no puede superar los 5 MB.' });
  });

  it("refuse a file past the route's largest limit (100 MB) while it streams, before the type is known", async () => {
    const answer = await answerWhileStreaming(100 * MB + 64 * 1024, false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ code: 'payload_too_large', detail: 'El video no puede superar los 100 MB.' });
  });
});

describe('fields in any order', () => {
  it('take the file before its document type, as browsers send it', async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const pdf = demoPdf('Certificado');
    const response = await upload(owner, multipart({ description: 'Primero el archivo', document_type: 'registration_certificate' }, { name: 'c.pdf', content: pdf }, 'file-first'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ document_type: 'registration_certificate', description: 'Primero el archivo', file_name: 'c.pdf' });
    const download = await t.app.inject({ method: 'GET', url: response.json<{ file_url: string }>().file_url, headers: bearer(owner.access) });
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("apply the type's 5 MB once the type arrives after the file, and keep nothing", async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const before = await largePrivateFiles();
    const big = Buffer.concat([demoPdf('Grande'), Buffer.alloc(5 * MB, 0x20)]);
    const response = await upload(owner, multipart({ document_type: 'registration_certificate' }, { name: 'c.pdf', content: big }, 'file-first'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payload_too_large', detail: 'El archivo no puede superar los 5 MB.' });
    expect(await largePrivateFiles()).toBe(before);
    const documents = await t.app.inject({ method: 'GET', url: '/api/profiles/psychologist-profiles/me/documents/', headers: bearer(owner.access) });
    expect(documents.json()).toEqual([]);
  });

  it("apply the type's formats once the type arrives after the file", async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const response = await upload(owner, multipart({ document_type: 'registration_certificate' }, { name: 'v.mp4', content: demoMp4(30) }, 'file-first'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'unsupported_media_type', detail: 'Formato no permitido. Sube un archivo PDF, JPG o PNG.' });
  });

  it('refuse what no document may be, whatever the order', async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const html = { name: 'x.html', content: Buffer.from('<html><body>hola</body></html>'.repeat(200)) };
    const fileFirst = await upload(owner, multipart({ document_type: 'registration_certificate' }, html, 'file-first'));
    expect(fileFirst.statusCode).toBe(415);
    expect(fileFirst.json()).toEqual({ code: 'unsupported_media_type', detail: 'Formato no permitido. Sube un archivo PDF, JPG o PNG, o un video MP4, WebM o MOV.' });
    const typeFirst = await upload(owner, multipart({ document_type: 'registration_certificate' }, html));
    expect(typeFirst.json()).toEqual({ code: 'unsupported_media_type', detail: 'Formato no permitido. Sube un archivo PDF, JPG o PNG.' });
  });

  it('check a video sent before its type: at most 2 minutes, read while it streams', async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const long = await upload(owner, multipart({ document_type: 'presentation_video' }, { name: 'v.mp4', content: demoMp4(150) }, 'file-first'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 'invalid_request', file: ['El video de presentación no puede durar más de 2 minutos.'] });
    const short = await upload(owner, multipart({ document_type: 'presentation_video' }, { name: 'v.mp4', content: demoMp4(90) }, 'file-first'));
    expect(short.statusCode).toBe(201);
  });

  it('refuse a bad document type sent before the file at once, and one sent after it', async () => {
    const owner = await registerUser(t.app, 'psychologist');
    const pdf = { name: 'c.pdf', content: demoPdf('x') };
    for (const order of ['fields-first', 'file-first'] as const) {
      const response = await upload(owner, multipart({ document_type: 'diploma' }, pdf, order));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', document_type: ['Tipo de documento no válido'] });
    }
  });
});
