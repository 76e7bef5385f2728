import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession, buildTestApp, careSession, close, conversationId, markRead, openWith, page, pair, registerSession, send, unread, type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rowsWithKey = async (key: string): Promise<number> =>
  (await sql<{ n: number }>`select count(*)::int as n from messaging.messages where idempotency_key = ${key}`.execute(t.database.db)).rows[0]?.n ?? -1;

describe('finding or opening a conversation with someone', () => {
  it("opens it from either side by the other's profile id, finds the same one again, and refuses anyone not in care", async () => {
    const patient = await registerSession(t.app, 'client', { first_name: 'Ana', last_name: 'Pérez' });
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Luis', last_name: 'Soto' });
    const stranger = await registerSession(t.app, 'psychologist');
    expect((await openWith(t, patient, psychologist.profileId)).statusCode).toBe(404);
    await careSession(t, patient, psychologist);

    const opened = await openWith(t, patient, psychologist.profileId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ with_name: 'Luis Soto', with_profile_id: psychologist.profileId, closed: false, last_message: null });
    const found = await openWith(t, psychologist, patient.profileId);
    expect(found.json()).toMatchObject({ id: opened.json<{ id: number }>().id, with_name: 'Ana Pérez' });

    const refused = await openWith(t, stranger, patient.profileId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ detail: string }>().detail).toContain('No tienes sesiones con esta persona');
    expect((await openWith(t, patient, patient.profileId)).statusCode).toBe(404);
    for (const bad of [0, -1, 'uno', 2 ** 31, 1.5, null]) expect((await openWith(t, patient, bad)).statusCode).toBe(400);
    expect((await openWith(t, await adminSession(t.app), patient.profileId)).statusCode).toBe(403);
  });

  it('two opens at the same moment make one conversation', async () => {
    const { patient, psychologist } = await pair(t);
    const answers = await Promise.all([openWith(t, patient, psychologist.profileId), openWith(t, psychologist, patient.profileId), openWith(t, patient, psychologist.profileId)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
  });
});

describe('reading up to a message, closing and reopening', () => {
  it('marks read only up to `up_to`, the newest message the reader was shown', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const first = (await send(t, patient, id, 'uno')).json<{ id: number }>();
    await send(t, patient, id, 'dos');
    expect((await markRead(t, psychologist, id, first.id)).json()).toEqual({ unread: 1 });
    expect(await unread(t, psychologist)).toBe(1);
    expect((await markRead(t, psychologist, id)).json()).toEqual({ unread: 0 });
    for (const bad of [0, 'x', -3, 1.5]) expect((await markRead(t, psychologist, id, bad as number)).statusCode).toBe(400);
  });

  it('the psychologist reopens a closed conversation; the patient can do neither', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    expect((await close(t, psychologist, id)).json()).toMatchObject({ closed: true });
    expect((await close(t, patient, id, false)).statusCode).toBe(403);
    const reopened = await close(t, psychologist, id, false);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ closed: false });
    expect((await send(t, patient, id, 'de nuevo')).statusCode).toBe(201);
    expect((await page(t, psychologist, id)).json<{ messages: { text: string }[] }>().messages[0]?.text).toBe('de nuevo');
  });
});

describe('a message is written once when retried', () => {
  it('answers a retry with the message its key wrote (200), and refuses the key for another message', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const key = `retry-${patient.profileId}-0001`;
    const first = await send(t, patient, id, 'una vez', t.app, key);
    expect(first.statusCode).toBe(201);
    const again = await send(t, patient, id, 'una vez', t.app, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsWithKey(key)).toBe(1);
    expect(await unread(t, psychologist)).toBe(1);

    const reused = await send(t, patient, id, 'otro texto', t.app, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json<{ detail: string }>().detail).toContain('Idempotency-Key ya se usó');
    // Keys are the sender's own: the psychologist may use the same one.
    expect((await send(t, psychologist, id, 'una vez', t.app, key)).statusCode).toBe(201);
    for (const bad of ['corta', 'con espacios 12345', 'x'.repeat(101)]) {
      const refused = await send(t, patient, id, 'hola', t.app, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ 'idempotency-key': [expect.stringContaining('Idempotency-Key debe tener de 8 a 100')] });
    }
  });

  it('a retry still answers after the conversation was closed', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const key = `closed-${patient.profileId}-0001`;
    expect((await send(t, patient, id, 'justo antes', t.app, key)).statusCode).toBe(201);
    await close(t, psychologist, id);
    expect((await send(t, patient, id, 'justo antes', t.app, key)).statusCode).toBe(200);
    expect((await send(t, patient, id, 'después', t.app, `${key}-b`)).statusCode).toBe(409);
  });

  it('concurrent sends under one key, on two instances, write one row and answer the same message', async () => {
    const { patient } = await pair(t);
    const id = await conversationId(t, patient);
    const second = await t.secondInstance();
    const key = `double-${patient.profileId}-0001`;
    const answers = await Promise.all([
      send(t, patient, id, 'doble clic', t.app, key), send(t, patient, id, 'doble clic', second, key),
      send(t, patient, id, 'doble clic', t.app, key), send(t, patient, id, 'doble clic', second, key),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: number }>().id)).size).toBe(1);
    expect(await rowsWithKey(key)).toBe(1);
  });
});
