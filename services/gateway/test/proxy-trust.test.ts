import { createServer } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyPrefixes } from '../src/plugins/proxy.ts';

let service: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  // A service as split mode runs it: it trusts only its own proxy, the gateway, on loopback.
  service = createServer({ logLevel: 'silent', trustProxy: 'loopback' });
  service.get('/api/echo/ip', async (request) => ({ ip: request.ip }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  const address = service.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');

  // The gateway behind a load balancer at 10.0.0.5 (its EMIND_TRUST_PROXY).
  gateway = createServer({ logLevel: 'silent', trustProxy: '10.0.0.5' });
  await proxyPrefixes(gateway, `http://127.0.0.1:${address.port}`, ['/echo']);
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

const ipSeenByService = async (remoteAddress: string, forwardedFor?: string) => {
  const response = await gateway.inject({
    method: 'GET',
    url: '/api/echo/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (response.json() as { ip: string }).ip;
};

describe('client address through the gateway in split mode', () => {
  it('is the client the load balancer names, not the gateway', async () => {
    expect(await ipSeenByService('10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeenByService('10.0.0.5', '198.51.100.9')).toBe('198.51.100.9');
  });

  it('cannot be forged by a client that reaches the gateway directly', async () => {
    expect(await ipSeenByService('192.0.2.44', '203.0.113.7')).toBe('192.0.2.44');
  });
});
