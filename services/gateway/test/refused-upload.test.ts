import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway.ts';

let platform: EmbeddedGateway;
let dir: string;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-refused-upload-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(path.join(webRoot, 'shell/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><title>e-mind</title>');
  platform = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  port = (platform.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on the agent; the upload body is written in chunks, as a browser streams a file. */
function send(agent: Agent, method: string, url: string, headers: Record<string, string>, chunks: Iterable<Buffer>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: url, headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString() }));
      res.on('error', reject);
    });
    // The server may stop reading (and close) once it has answered the refusal: the answer is what counts.
    req.on('error', reject);
    const iterator = chunks[Symbol.iterator]();
    const writeMore = (): void => {
      for (let next = iterator.next(); !next.done; next = iterator.next()) {
        if (!req.write(next.value)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

const BOUNDARY = '----emindrefusedupload';

const CHUNK = Buffer.alloc(64 * 1024, 7);

/** A PNG-looking file of `chunks` × 64 KiB in one multipart form, with its length declared as a browser does. */
function multipartUpload(field: string, fileName: string, chunks: number, fields: Record<string, string> = {}): { length: number; body: Iterable<Buffer> } {
  const named = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(`${named.join('')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  function* body(): Generator<Buffer> {
    yield head;
    yield png;
    for (let i = 0; i < chunks; i += 1) yield CHUNK;
    yield tail;
  }
  return { length: head.length + png.length + chunks * CHUNK.length + tail.length, body: body() };
}

const json = (payload: unknown) => [Buffer.from(JSON.stringify(payload))];

async function login(agent: Agent, email: string): Promise<Answer> {
  return send(agent, 'POST', '/api/auth/login/', { 'content-type': 'application/json' }, json({ email, password: 'Demo1234!' }));
}

async function accessToken(agent: Agent, email: string): Promise<string> {
  const answer = await login(agent, email);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { access: string }).access;
}

function upload(agent: Agent, url: string, token: string, form: { length: number; body: Iterable<Buffer> }): Promise<Answer> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(form.length) };
  return send(agent, 'POST', url, headers, form.body);
}

describe('a refused upload on a keep-alive connection', () => {
  it('answers a 12 MB payment proof with 413 and the next login on the same connection with 200', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const token = await accessToken(agent, 'paciente@e-mind.cl');
      const refused = await upload(agent, '/api/appointments/1/upload-payment/', token, multipartUpload('payment_proof', 'comprobante.png', 12 * 16));
      expect(refused.status).toBe(413);
      expect((await login(agent, 'paciente@e-mind.cl')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers a photo over 5 MB with 413 and the next login on the same connection with 200', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const token = await accessToken(agent, 'paciente@e-mind.cl');
      const refused = await upload(agent, '/api/profiles/client-profiles/me/upload_image/', token, multipartUpload('profile_image', 'foto.png', 6 * 16));
      expect(refused.status).toBe(413);
      expect((await login(agent, 'paciente@e-mind.cl')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers a 6 MB certificate with 413 and the next login on the same connection with 200', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const token = await accessToken(agent, 'psicologo@e-mind.cl');
      const form = multipartUpload('file', 'titulo.png', 6 * 16, { document_type: 'registration_certificate' });
      const refused = await upload(agent, '/api/profiles/psychologist-profiles/me/upload-verification-document/', token, form);
      expect(refused.status).toBe(413);
      expect((await login(agent, 'psicologo@e-mind.cl')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
