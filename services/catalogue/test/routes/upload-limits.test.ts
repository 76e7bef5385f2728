import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoPdf } from '@emind/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerUser, type Session, type TestApp } from '../helpers.ts';

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

/**
 * Sends the form's head and `bytes` of file, then holds the request open: only a server that applies the limit
 * while the file streams in can answer before the body ends.
 */
function answerWhileStreaming(bytes: number): Promise<{ status: number; body: string }> {
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
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nregistration_certificate\r\n`);
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    req.write(Buffer.alloc(bytes, 0x25));
  });
}

describe('upload limits', () => {
  it("refuse a document past its type's 5 MB while it is still streaming in", async () => {
    const answer = await answerWhileStreaming(6 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'El archivo no puede superar los 5 MB.' });
  });

  it('need the document type before the file, to know its limit', async () => {
    const boundary = '----emindorder';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      demoPdf('x'),
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nregistration_certificate\r\n--${boundary}--\r\n`),
    ]);
    const headers = { ...bearer(psy.access), 'content-type': `multipart/form-data; boundary=${boundary}` };
    const response = await t.app.inject({ method: 'POST', url: UPLOAD, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ document_type: ['Envía document_type antes del archivo.'] });
  });
});
