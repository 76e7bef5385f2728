import { describe, expect, it } from 'vitest';
import { casesFor, fieldMutations, sampleValue, UNKNOWN_FIELD } from './inputs.ts';
import { operationsOf, type Operation } from './openapi-operations.ts';
import { hashText, sample } from './sampling.ts';
import { allowedStatuses } from './status-rule.ts';

const document = {
  paths: {
    '/api/things/{id}': {
      get: { parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }, { name: 'q', in: 'query', schema: { type: 'string' } }], responses: { 200: {}, 404: {} } },
      patch: {
        parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { price: { type: 'integer', minimum: 1 }, day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } } } } } },
        responses: { 200: {}, 401: {} },
      },
    },
    '/api/upload': { post: { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } }, responses: { 201: {} } } },
  },
};

describe('operationsOf', () => {
  it('reads every method of every path with its parameters, body types and documented statuses', () => {
    const operations = operationsOf(document);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(['GET /api/things/{id}', 'PATCH /api/things/{id}', 'POST /api/upload']);
    expect(operations[0]).toMatchObject({ params: [{ name: 'id', in: 'path' }, { name: 'q', in: 'query' }], bodyTypes: [], jsonBody: null, statuses: [200, 404] });
    expect(operations[1]?.jsonBody?.properties?.price).toEqual({ type: 'integer', minimum: 1 });
    expect(operations[2]?.bodyTypes).toEqual(['multipart/form-data']);
  });
});

describe('inputs', () => {
  it('builds a plausible value from a schema', () => {
    expect(sampleValue({ type: 'object', properties: {
      n: { type: 'integer', minimum: 5 }, d: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, t: { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
      e: { type: 'string', format: 'email' }, k: { enum: ['b', 'a'] }, o: { anyOf: [{ type: 'null' }, { type: 'boolean' }] }, l: { type: 'array', items: { type: 'string', maxLength: 3 } },
    } })).toEqual({ n: 5, d: '2030-01-07', t: '10:00', e: 'fuzz@test.cl', k: 'b', o: true, l: ['tex'] });
  });

  it('replaces one field at a time, at any depth and inside the first item of arrays', () => {
    const labels = fieldMutations({ a: 1, b: { c: 'x' }, d: [{ e: 1 }] }).map((m) => m.label);
    for (const field of ['a', 'b', 'b.c', 'd', 'd.0.e']) expect(labels).toContain(`${field}=2^31`);
    const date = fieldMutations({ d: [{ e: 1, f: 2 }] }).find((m) => m.label === 'd.0.e=Feb 30');
    expect(date?.body).toEqual({ d: [{ e: '2024-02-30', f: 2 }] });
  });

  it('tries hostile and real ids in path parameters, hostile query values, wrong bodies and an unknown field', () => {
    const [get, patch, upload] = operationsOf(document) as [Operation, Operation, Operation];
    const getCases = casesFor(get, [7]);
    expect(getCases.map((c) => c.url)).toEqual(expect.arrayContaining(['/api/things/2147483648', '/api/things/1e20', '/api/things/2024-02-30', '/api/things/7', '/api/things/7?q=-1']));
    expect(getCases.every((c) => c.payload === undefined)).toBe(true);

    const patchCases = casesFor(patch, [7]);
    const byLabel = (label: string) => patchCases.find((c) => c.label === label);
    expect(JSON.parse(byLabel('price=1e20')?.payload ?? '')).toEqual({ price: 1e20, day: '2030-01-07' });
    expect(byLabel('body null')?.payload).toBe('null');
    expect(byLabel('broken JSON')?.contentType).toBe('application/json');
    expect(byLabel('unknown field')).toMatchObject({ unknownField: true, payload: JSON.stringify({ price: 1, day: '2030-01-07', [UNKNOWN_FIELD]: 'x' }) });
    expect(patchCases.filter((c) => c.unknownField)).toHaveLength(1);

    const uploadCases = casesFor(upload, []);
    expect(uploadCases.map((c) => c.contentType)).toEqual(expect.arrayContaining(['application/json', 'text/plain', 'multipart/form-data']));
    expect(uploadCases.some((c) => c.label === 'empty multipart')).toBe(true);
  });
});

describe('sampling', () => {
  const items = Array.from({ length: 100 }, (_v, i) => i);

  it('is the same for the same seed, another for another, in the original order, everything when it fits', () => {
    expect(sample(items, 10, 42)).toEqual(sample(items, 10, 42));
    expect(sample(items, 10, 42)).not.toEqual(sample(items, 10, 43));
    const chosen = sample(items, 10, 42);
    expect(chosen).toHaveLength(10);
    expect([...chosen].sort((a, b) => a - b)).toEqual(chosen);
    expect(new Set(chosen).size).toBe(10);
    expect(sample(items.slice(0, 5), 10, 42)).toEqual([0, 1, 2, 3, 4]);
  });

  it('hashes texts apart', () => {
    expect(hashText('GET /a none')).not.toBe(hashText('GET /a admin'));
    expect(hashText('x')).toBe(hashText('x'));
  });
});

describe('allowedStatuses', () => {
  const [get, patch] = operationsOf(document) as [Operation, Operation];

  it('allows what the route documents, 429 everywhere, and what the shared layers answer for the input sent', () => {
    expect([...allowedStatuses(get, { url: '/api/things/1', payload: undefined })].sort()).toEqual([200, 400, 404, 414, 429]);
    expect([...allowedStatuses(patch, { url: '/api/things/1', payload: '{}' })].sort()).toEqual([200, 400, 401, 409, 413, 414, 415, 429]);
  });

  it('never allows a 5xx, nor a 401/403 the route does not document', () => {
    const allowed = allowedStatuses(get, { url: '/api/things/1?q=1', payload: undefined });
    for (const status of [500, 502, 503, 401, 403, 405]) expect(allowed.has(status)).toBe(false);
  });
});
