import { refusals } from '@emind/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, HttpError, refuse } from './errors.ts';
import { createServer } from './server.ts';

const app = createServer({ logLevel: 'silent' });

beforeAll(async () => {
  app.get('/taken', async () => {
    throw refuse(409, 'slot_taken');
  });
  app.get('/closed', async () => {
    throw refuse(409, 'room_not_open', 'La sala abre a las 10:00');
  });
  app.get('/forbidden', async () => {
    throw forbidden();
  });
  app.get('/plain-conflict', async () => {
    throw new HttpError(409, { detail: 'Ya existe' });
  });
  app.get('/sent-by-route', async (_request, reply) => reply.status(416).send({ detail: 'Rango no válido' }));
  app.get('/fine', async () => ({ detail: 'Listo' }));
  app.post('/validated', { schema: { body: z.object({ name: z.string({ error: 'Este campo es obligatorio' }) }) } }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('every 4xx body carries a code', () => {
  it('a specific refusal keeps its code and its one sentence', async () => {
    const response = await get('/taken');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'slot_taken', detail: refusals.slot_taken });
  });

  it('a refusal whose sentence names the case sends the sentence written for it', async () => {
    expect((await get('/closed')).json()).toEqual({ code: 'room_not_open', detail: 'La sala abre a las 10:00' });
  });

  it.each([
    ['/forbidden', 403, { code: 'forbidden', detail: 'No tienes permisos para acceder a este recurso' }],
    ['/plain-conflict', 409, { code: 'conflict', detail: 'Ya existe' }],
    ['/sent-by-route', 416, { code: 'range_not_satisfiable', detail: 'Rango no válido' }],
    ['/no-such-route', 404, { code: 'not_found', detail: 'No encontrado' }],
  ])('%s answers %i with its status’s generic code', async (url, status, body) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('a field map gets the generic code beside its fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', name: ['Este campo es obligatorio'] });
  });

  it('a bad JSON body (refused before any route runs) has one too', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(response.json()).toEqual({ code: 'invalid_request', detail: 'El cuerpo de la solicitud no es JSON válido' });
  });

  it('a success is left as it is', async () => {
    expect((await get('/fine')).json()).toEqual({ detail: 'Listo' });
  });
});
