import { request as httpRequest } from 'node:http';
import { createServer } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proxyPrefixes } from '../src/plugins/proxy.ts';
import { captureLogs, messagesOf, portOf, type LogLine } from './log-capture.ts';

const serviceLines: LogLine[] = [];
const gatewayLines: LogLine[] = [];
let service: FastifyInstance;
let gateway: FastifyInstance;
let gatewayPort = 0;
let uploadStarted: () => void = () => undefined;

beforeAll(async () => {
  service = createServer({ ...captureLogs(serviceLines), trustProxy: 'loopback' });
  // Reads the upload as it streams, so the first bytes tell the test the service has it.
  service.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
    payload.once('data', () => uploadStarted());
    payload.on('error', (error) => done(error));
    payload.on('end', () => done(null));
    payload.resume();
  });
  service.post('/api/echo/upload', async () => ({ ok: true }));
  await service.listen({ port: 0, host: '127.0.0.1' });

  gateway = createServer({ ...captureLogs(gatewayLines), trustProxy: 'loopback' });
  await proxyPrefixes(gateway, `http://127.0.0.1:${portOf(service)}`, ['/echo']);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  gatewayPort = portOf(gateway);
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

describe('a client hanging up mid-upload', () => {
  it('is logged at info by the gateway and the service, not as an error', async () => {
    const started = new Promise<void>((resolve) => {
      uploadStarted = resolve;
    });
    const client = httpRequest({
      host: '127.0.0.1',
      port: gatewayPort,
      method: 'POST',
      path: '/api/echo/upload',
      headers: { 'content-type': 'application/octet-stream', 'content-length': '1000000', 'x-request-id': 'hangup-1' },
    });
    client.on('error', () => undefined);
    client.write(Buffer.alloc(1000));
    await started;
    client.destroy();

    await vi.waitFor(() => expect(messagesOf(gatewayLines, 'hangup-1')).toContain('client hung up'), { timeout: 15_000 });
    await vi.waitFor(() => expect(messagesOf(serviceLines, 'hangup-1')).toContain('client hung up'), { timeout: 15_000 });
    const errors = [...gatewayLines, ...serviceLines].filter((line) => line.reqId === 'hangup-1' && line.level >= 50);
    expect(errors).toEqual([]);
  });
});
