import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { createServer } from './server.ts';

const logLines: { reqId?: string; level: number; msg?: string }[] = [];
const app = createServer({ logLevel: 'info', logStream: { write: (line) => logLines.push(JSON.parse(line) as (typeof logLines)[number]) } });

beforeAll(async () => {
  app.get('/ok', async (request) => {
    request.log.info('handling');
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/refused', async () => {
    throw new HttpError(403, { detail: 'No' });
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, requestId?: string) =>
  app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });

describe('request ids', () => {
  it('adopts a sane incoming id: answered in the header and on every log line of the request', async () => {
    const response = await get('/ok', 'lb-7f3a.2026:abc_DEF');
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2026:abc_DEF');
    const lines = logLines.filter((line) => line.reqId === 'lb-7f3a.2026:abc_DEF');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'handling', 'request completed']);
  });

  it.each([
    ['none', undefined],
    ['an empty one', ''],
    ['one with spaces and quotes', 'x" onload="alert(1)'],
    ['a forged log line', 'abc\\n{"level":50}'],
    ['one too long', 'a'.repeat(129)],
  ])('assigns a new one for %s', async (_label, incoming) => {
    const response = await get('/ok', incoming);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logLines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('handling');
  });

  it('gives two requests without one two different ids', async () => {
    const [first, second] = await Promise.all([get('/ok'), get('/ok')]);
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
  });

  it('is in a 5xx body, so whoever reports the error can quote it', async () => {
    const response = await get('/broken', 'report-me-123');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Error interno del servidor', request_id: 'report-me-123' });
    expect(logLines.find((line) => line.reqId === 'report-me-123' && line.msg === 'unhandled error')?.level).toBe(50);
  });

  it('is in the header of a 4xx and of a 404, not in their bodies', async () => {
    const refused = await get('/refused', 'refused-1');
    expect(refused.headers['x-request-id']).toBe('refused-1');
    expect(refused.json()).toEqual({ detail: 'No', code: 'forbidden' });
    const missing = await get('/nowhere', 'missing-1');
    expect(missing.headers['x-request-id']).toBe('missing-1');
    expect(missing.json()).toEqual({ detail: 'No encontrado', code: 'not_found' });
  });
});
