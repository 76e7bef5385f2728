import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway.ts';

interface LogLine { reqId?: string; level: number; msg?: string; req?: { url?: string } }
const logLines: LogLine[] = [];
let gateway: EmbeddedGateway;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-request-id-'));
  await mkdir(path.join(dir, 'web'), { recursive: true });
  gateway = await buildEmbeddedGateway({
    dataDir: path.join(dir, 'data'),
    webRoot: path.join(dir, 'web'),
    logStream: { write: (line) => logLines.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

const linesOf = (id: string) => logLines.filter((line) => line.reqId === id);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PSYCHOLOGISTS = '/api/profiles/public/psychologists/';

describe('request ids in the embedded gateway', () => {
  it('echo a sane incoming id and put it on the log lines of the service route', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: PSYCHOLOGISTS, headers: { 'x-request-id': 'client-trace-0001' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('client-trace-0001');
    const lines = linesOf('client-trace-0001');
    expect(lines.find((line) => line.msg === 'incoming request')?.req?.url).toBe(PSYCHOLOGISTS);
    expect(lines.map((line) => line.msg)).toContain('request completed');
  });

  it('replace a missing or hostile id with a new one, used in the logs', async () => {
    for (const headers of [{}, { 'x-request-id': '../../etc/passwd' }, { 'x-request-id': '<img src=x>' }]) {
      const response = await gateway.app.inject({ method: 'GET', url: PSYCHOLOGISTS, headers });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(linesOf(id).map((line) => line.msg)).toContain('incoming request');
    }
    expect(logLines.some((line) => line.reqId === '../../etc/passwd' || line.reqId === '<img src=x>')).toBe(false);
  });

  it('are answered on refusals too', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/bookings/mine', headers: { 'x-request-id': 'refused-0001' } });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['x-request-id']).toBe('refused-0001');
  });
});
