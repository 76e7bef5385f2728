import { Agent, request as httpRequest } from 'node:http';
import type { Readable } from 'node:stream';
import { createServer, HttpError } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyPrefixes } from '../src/plugins/proxy.ts';
import { portOf } from './log-capture.ts';

const LIMIT = 1024 * 1024;
let service: FastifyInstance;
let gateway: FastifyInstance;
let port: number;


/** Split mode in one process: a service that refuses an upload while it streams, behind the gateway's proxy. */
beforeAll(async () => {
  service = createServer({ logLevel: 'silent' });
  service.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  service.post('/api/uploads', async (request) => {
    let size = 0;
    for await (const chunk of request.body as Readable) {
      size += (chunk as Buffer).length;
      if (size > LIMIT) throw new HttpError(413, { detail: 'El archivo no puede superar 1 MB.' });
    }
    return { size };
  });
  service.post('/api/login', async () => ({ ok: true }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  gateway = createServer({ logLevel: 'silent' });
  await proxyPrefixes(gateway, `http://127.0.0.1:${portOf(service)}`, ['/uploads', '/login']);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(gateway);
});
afterAll(async () => {
  gateway.server.closeAllConnections();
  service.server.closeAllConnections();
  await gateway.close();
  await service.close();
});

function send(agent: Agent, path: string, chunks: Buffer[]): Promise<{ status: number; connection: string | undefined }> {
  const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/octet-stream', 'content-length': String(length) };
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', reject);
    const rest = [...chunks];
    const writeMore = (): void => {
      for (let next = rest.shift(); next; next = rest.shift()) {
        if (!req.write(next)) {
          req.once('drain', writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

describe('a refused upload through the split proxy', () => {
  it("passes the service's refusal on, and the next request on the same keep-alive agent is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, '/api/uploads', Array.from({ length: 8 * 16 }, () => Buffer.alloc(64 * 1024, 1)));
      expect(refused.status).toBe(413);
      expect((await send(agent, '/api/login', [Buffer.from('x')])).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
