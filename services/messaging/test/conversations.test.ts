import { MESSAGE_MAX_CHARS } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSession, bearer, buildTestApp, cancelAll, careSession, close, conversationId, conversations, markRead, page, pair, registerSession, send, unread, type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('conversations', () => {
  it('opens one conversation per patient and psychologist in care, with the other person and the unread count', async () => {
    const { patient, psychologist } = await pair(t);
    await careSession(t, patient, psychologist);
    const stranger = await registerSession(t.app, 'client');
    expect(await conversations(t, stranger)).toEqual([]);
    const [mine] = await conversations(t, patient);
    expect(mine).toMatchObject({ with_name: 'Tomás Muñoz', closed: false, unread: 0, last_message: null, answering_hours: null });
    const theirs = await conversations(t, psychologist);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: mine?.id, with_name: 'Sofía Núñez' });
  });

  it('sends, pages older messages newest first, and counts unread until read', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    for (let i = 1; i <= 5; i += 1) expect((await send(t, patient, id, `  mensaje ${i}  `)).statusCode).toBe(201);
    expect(await unread(t, psychologist)).toBe(5);
    expect(await unread(t, patient)).toBe(0);

    const first = (await page(t, psychologist, id, '?limit=2')).json<{ messages: { id: number; text: string; mine: boolean }[]; has_more: boolean }>();
    expect(first.messages.map((m) => m.text)).toEqual(['mensaje 5', 'mensaje 4']);
    expect(first.messages.every((m) => !m.mine)).toBe(true);
    expect(first.has_more).toBe(true);
    const older = (await page(t, psychologist, id, `?limit=2&before=${first.messages[1]?.id}`)).json<{ messages: { text: string }[]; has_more: boolean }>();
    expect(older.messages.map((m) => m.text)).toEqual(['mensaje 3', 'mensaje 2']);
    const last = (await page(t, psychologist, id, `?before=${first.messages[1]?.id}`)).json<{ messages: { text: string }[]; has_more: boolean }>();
    expect(last).toMatchObject({ has_more: false });
    expect(last.messages).toHaveLength(3);

    const [listed] = await conversations(t, psychologist);
    expect(listed).toMatchObject({ unread: 5, last_message: { text: 'mensaje 5' } });

    const read = await markRead(t, psychologist, id);
    expect(read.json()).toEqual({ unread: 0 });
    expect(await unread(t, psychologist)).toBe(0);
    const seen = (await page(t, patient, id)).json<{ messages: { mine: boolean; read_at: string | null }[] }>();
    expect(seen.messages.every((m) => m.mine && m.read_at !== null)).toBe(true);
  });

  it('refuses empty and too long text, bad pages, and anyone not in the conversation', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const empty = await send(t, patient, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Escribe un mensaje');
    const long = await send(t, patient, id, 'a'.repeat(MESSAGE_MAX_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('4.000 caracteres');
    expect((await send(t, patient, id, 'a'.repeat(MESSAGE_MAX_CHARS))).statusCode).toBe(201);
    expect((await send(t, patient, id, 42)).statusCode).toBe(400);
    expect((await page(t, patient, id, '?before=abc')).statusCode).toBe(400);
    expect((await page(t, patient, id, '?limit=0')).statusCode).toBe(400);
    expect((await page(t, patient, id, '?limit=101')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/conversations/abc/messages/', headers: bearer(patient.access) })).statusCode).toBe(400);

    const otherPatient = await registerSession(t.app, 'client');
    const otherPsychologist = await registerSession(t.app, 'psychologist');
    for (const outsider of [otherPatient, otherPsychologist]) {
      expect((await page(t, outsider, id)).statusCode).toBe(404);
      expect((await send(t, outsider, id, 'hola')).statusCode).toBe(404);
      expect((await markRead(t, outsider, id)).statusCode).toBe(404);
    }
    const admin = await adminSession(t.app);
    expect((await page(t, admin, id)).statusCode).toBe(403);
    expect((await send(t, admin, id, 'hola')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/conversations/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages/unread-count/', headers: bearer(admin.access) })).statusCode).toBe(403);
    // Only the psychologist closes and sets hours.
    expect((await close(t, patient, id)).statusCode).toBe(403);
    expect((await close(t, otherPsychologist, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/messages/settings/', headers: bearer(patient.access), payload: { answering_hours: 'x' } })).statusCode).toBe(403);
    expect(psychologist.profileId).toBeGreaterThan(0);
  });

  it('a closed conversation stays readable and takes no messages; so does one whose care ended', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    await send(t, patient, id, 'antes de cerrar');
    const closed = await close(t, psychologist, id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, closed: true });
    expect((await close(t, psychologist, id, 'sí')).statusCode).toBe(400);
    for (const who of [patient, psychologist]) {
      const refused = await send(t, who, id, 'otra vez');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ detail: string }>().detail).toContain('conversación está cerrada');
    }
    const readable = (await page(t, patient, id)).json<{ conversation: { closed: boolean }; messages: { text: string }[] }>();
    expect(readable.conversation.closed).toBe(true);
    expect(readable.messages.map((m) => m.text)).toEqual(['antes de cerrar']);

    const other = await pair(t);
    const otherId = await conversationId(t, other.patient);
    expect((await send(t, other.patient, otherId, 'hola')).statusCode).toBe(201);
    await cancelAll(t, other.patient, other.psychologist);
    expect((await send(t, other.patient, otherId, 'sigues ahí')).statusCode).toBe(409);
    expect((await conversations(t, other.patient))[0]).toMatchObject({ closed: true, last_message: { text: 'hola' } });
  });

  it("shows the psychologist's answering hours to the patient", async () => {
    const { patient, psychologist } = await pair(t);
    const patch = (answering_hours: unknown) =>
      t.app.inject({ method: 'PATCH', url: '/api/messages/settings/', headers: bearer(psychologist.access), payload: { answering_hours } });
    expect((await patch('x'.repeat(201))).statusCode).toBe(400);
    expect((await patch(undefined)).json()).toMatchObject({ answering_hours: expect.any(Array) });
    expect((await patch('Lunes a viernes, 9:00 a 18:00')).json()).toEqual({ answering_hours: 'Lunes a viernes, 9:00 a 18:00' });
    expect((await conversations(t, patient))[0]?.answering_hours).toBe('Lunes a viernes, 9:00 a 18:00');
    const got = await t.app.inject({ method: 'GET', url: '/api/messages/settings/', headers: bearer(psychologist.access) });
    expect(got.json()).toEqual({ answering_hours: 'Lunes a viernes, 9:00 a 18:00' });
    expect((await patch('')).json()).toEqual({ answering_hours: null });
  });

  it("records each read of a conversation in messaging's access log, coalesced per hour", async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    await send(t, patient, id, 'hola');
    await page(t, psychologist, id);
    await page(t, psychologist, id);
    await conversations(t, psychologist);
    const { rows } = await sql<{ resource: string; actor_role: string }>`
      select log.resource, log.actor_role from messaging.access_log log
      join identity.profile_directory subject on subject.user_id = log.subject_user_id
      where subject.profile_id = ${patient.profileId}`.execute(t.database.db);
    expect(rows).toEqual([{ resource: 'messages', actor_role: 'psychologist' }]);
  });
});
