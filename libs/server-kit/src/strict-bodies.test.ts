import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { createServer } from './server.ts';
import { strictSchema } from './strict-bodies.ts';

const day = z.object({ enabled: z.boolean().optional(), blocks: z.array(z.object({ start: z.string() })).optional() });
const body = z.object({
  name: z.string().trim().min(1),
  week: z.object({ monday: day.optional(), tuesday: day.optional() }),
  contact: z.union([z.null(), z.object({ phone: z.string() })]).default(null),
  tags: z.record(z.string(), z.object({ weight: z.number() })).optional(),
  extras: z.looseObject({ kept: z.string().optional() }).optional(),
  normalised: z.preprocess((value) => value, z.object({ a: z.number() })).optional(),
  built: z.string().transform((value) => ({ value })).pipe(z.object({ value: z.string() })).optional(),
});

const keysOf = (schema: $ZodType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? 'ok' : result.error.issues.map((issue) => [issue.path.join('.'), issue.code, 'keys' in issue ? issue.keys : []]);
};

describe('strictSchema', () => {
  const strict = strictSchema(body);
  const valid = { name: 'Ana', week: { monday: { enabled: true, blocks: [{ start: '09:00' }] } } };

  it('still accepts what the schema names, with its transforms and defaults', () => {
    expect(z.parse(strict, { ...valid, name: ' Ana ', built: 'x', normalised: { a: 1 } })).toEqual({
      ...valid, contact: null, built: { value: 'x' }, normalised: { a: 1 },
    });
  });

  it.each([
    ['at the top', { ...valid, role: 'admin' }, '', ['role']],
    ['in a nested object', { ...valid, week: { funday: {} } }, 'week', ['funday']],
    ['inside an optional, in an array', { ...valid, week: { monday: { blocks: [{ start: '09:00', end: 'x' }] } } }, 'week.monday.blocks.0', ['end']],
    ['in a union branch', { ...valid, contact: { phone: '1', email: 'x' } }, 'contact', ['email']],
    ['in a record value', { ...valid, tags: { a: { weight: 1, colour: 'red' } } }, 'tags.a', ['colour']],
    ['after a preprocess', { ...valid, normalised: { a: 1, b: 2 } }, 'normalised', ['b']],
  ])('refuses an unknown key %s', (_where, value, path, keys) => {
    expect(keysOf(strict, value)).toEqual([[path, 'unrecognized_keys', keys]]);
  });

  it('leaves objects that chose to keep other keys, and objects a transform built', () => {
    expect(keysOf(strict, { ...valid, extras: { other: 1 } })).toBe('ok');
    expect(keysOf(strict, { ...valid, built: 'x' })).toBe('ok');
  });

  it('leaves the original schema as it was', () => {
    expect(keysOf(body, { ...valid, role: 'admin' })).toBe('ok');
  });
});

describe('request bodies', () => {
  const app = createServer({ logLevel: 'silent' });
  beforeAll(async () => {
    app.post('/things', { schema: { body, querystring: z.object({ page: z.string().optional() }) } }, async () => ({ ok: true }));
    app.patch('/things/:id/toggle', { schema: { params: z.object({ id: z.string() }) } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answer an unknown field with 400 naming it, in the field-error shape', async () => {
    const response = await app.inject({
      method: 'POST', url: '/things', payload: { name: 'Ana', week: { funday: {} }, professional_title: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', professional_title: ['Este campo no está permitido'], 'week.funday': ['Este campo no está permitido'] });
  });

  it('take none where a write route declares none: no body, {} and null pass, any field is unknown', async () => {
    const toggle = (payload?: string) =>
      app.inject({ method: 'PATCH', url: '/things/1/toggle', ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });
    for (const payload of [undefined, '{}', 'null']) expect((await toggle(payload)).statusCode, payload).toBe(200);
    const response = await toggle('{"is_active":false}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', is_active: ['Este campo no está permitido'] });
  });

  it('refuse a NUL character in any text, body or query, naming the field (no database can store it)', async () => {
    const body = await app.inject({ method: 'POST', url: '/things', payload: { name: 'A\u0000na', week: { monday: { blocks: [{ start: '\u0000' }] } } } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({ code: 'invalid_request', name: ['Contiene caracteres no permitidos'], 'week.monday.blocks.0.start': ['Contiene caracteres no permitidos'] });
    const query = await app.inject({ method: 'POST', url: '/things?page=%00', payload: { name: 'Ana', week: {} } });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({ code: 'invalid_request', page: ['Contiene caracteres no permitidos'] });
  });

  it('keep query strings lenient (links carry tracking parameters)', async () => {
    const response = await app.inject({ method: 'POST', url: '/things?page=1&utm_source=x', payload: { name: 'Ana', week: {} } });
    expect(response.statusCode).toBe(200);
  });
});
