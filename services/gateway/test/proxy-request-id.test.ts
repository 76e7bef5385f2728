import { createServer } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyPrefixes } from '../src/plugins/proxy.ts';
import { captureLogs, messagesOf, portOf, type LogLine } from './log-capture.ts';

const serviceLines: LogLine[] = [];
const gatewayLines: LogLine[] = [];
let service: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  // A service as split mode runs it, behind the gateway on loopback.
  service = createServer({ ...captureLogs(serviceLines), trustProxy: 'loopback' });
  service.get('/api/echo/id', async (request) => {
    request.log.info('service handling');
    return { id: request.id };
  });
  await service.listen({ port: 0, host: '127.0.0.1' });

  gateway = createServer({ ...captureLogs(gatewayLines), trustProxy: 'loopback' });
  await proxyPrefixes(gateway, `http://127.0.0.1:${portOf(service)}`, ['/echo']);
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

describe('request ids through the gateway in split mode', () => {
  it('pass the client’s id to the service, whose log lines and answer carry it', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/api/echo/id', headers: { 'x-request-id': 'trace-42' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(response.json()).toEqual({ id: 'trace-42' });
    expect(messagesOf(serviceLines, 'trace-42')).toContain('service handling');
    expect(messagesOf(gatewayLines, 'trace-42')).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('pass the gateway’s own id when the client’s is missing or hostile', async () => {
    for (const headers of [{}, { 'x-request-id': 'a b<script>' }]) {
      const response = await gateway.inject({ method: 'GET', url: '/api/echo/id', headers });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.json()).toEqual({ id });
      expect(messagesOf(serviceLines, String(id))).toContain('service handling');
    }
  });

  it('are in the gateway’s 503 when the service is unreachable', async () => {
    const orphan = createServer({ logLevel: 'silent' });
    await proxyPrefixes(orphan, 'http://127.0.0.1:1', ['/gone']);
    await orphan.ready();
    const response = await orphan.inject({ method: 'GET', url: '/api/gone/x', headers: { 'x-request-id': 'down-1' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-request-id']).toBe('down-1');
    expect(response.json()).toMatchObject({ request_id: 'down-1' });
    await orphan.close();
  });
});
