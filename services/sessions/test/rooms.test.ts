import type { SessionRefusal, SessionRoom, SessionTicket } from '@emind/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment, bearer, buildTestApp, registerSession, ticketFor, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let client: Session;
let psychologist: Session;
let stranger: Session;
let otherPsychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  [client, psychologist, stranger, otherPsychologist] = await Promise.all([
    registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' }),
    registerSession(t.app, 'psychologist', { first_name: 'Valentina', last_name: 'Rojas' }),
    registerSession(t.app, 'client'),
    registerSession(t.app, 'psychologist'),
  ]);
});
afterAll(() => t.close());

const room = (session: Session, id: number) => t.app.inject({ method: 'GET', url: `/api/sessions/${id}/`, headers: bearer(session.access) });
const ticket = (session: Session, id: number) => t.app.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(session.access) });

describe('the room of an appointment', () => {
  it('tells each of its two people their role, the state and the window', async () => {
    const id = await appointment(t, client, psychologist);
    const asPatient = await room(client, id);
    expect(asPatient.statusCode).toBe(200);
    const body = asPatient.json<SessionRoom>();
    expect(body).toMatchObject({ appointment_id: id, role: 'patient', state: 'open' });
    expect(new Date(body.starts_at).getTime() - new Date(body.opens_at).getTime()).toBe(t.config.window.earlyMinutes * 60_000);
    expect(new Date(body.closes_at).getTime() - new Date(body.ends_at).getTime()).toBe(t.config.window.graceMinutes * 60_000);
    expect((await room(psychologist, id)).json<SessionRoom>().role).toBe('psychologist');
  });

  it('is a 404 for anyone else, and for an appointment that does not exist', async () => {
    const id = await appointment(t, client, psychologist);
    for (const outsider of [stranger, otherPsychologist]) {
      expect((await room(outsider, id)).statusCode).toBe(404);
      const refused = await ticket(outsider, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'not_found', detail: 'Sesión no encontrada' });
    }
    expect((await room(client, 2_000_000_000)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/sessions/${id}/` })).statusCode).toBe(401);
  });
});

describe('tickets', () => {
  it('are given to both people of a confirmed session while the room is open, with relay settings', async () => {
    const id = await appointment(t, client, psychologist);
    const response = await ticket(client, id);
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionTicket>();
    expect(body).toMatchObject({ role: 'patient', ice_servers: [], ice_transport_policy: 'all' });
    expect(body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await ticket(psychologist, id)).json<SessionTicket>().role).toBe('psychologist');
    const stored = await sql<{ hash: string }>`select hash from sessions.tickets where appointment_id = ${id}`.execute(t.database.db);
    expect(stored.rows).toHaveLength(2);
    expect(stored.rows.map((row) => row.hash)).not.toContain(body.ticket);
  });

  it.each([
    ['PENDING_PAYMENT', 'not_confirmed'],
    ['CANCELLED', 'not_confirmed'],
    ['COMPLETED', 'not_confirmed'],
  ])('are refused with 409 for a %s session (%s)', async (status, code) => {
    const id = await appointment(t, client, psychologist, { status });
    const response = await ticket(client, id);
    expect(response.statusCode).toBe(409);
    expect(response.json<SessionRefusal>()).toMatchObject({ code, detail: expect.stringContaining('no está confirmada') });
    expect((await room(client, id)).json<SessionRoom>().state).toBe('not_confirmed');
  });

  it('are refused before the room opens, saying when it opens, and after it closed', async () => {
    const early = await appointment(t, client, psychologist, { fromNowMinutes: 3 * 24 * 60 });
    const tooEarly = await ticket(client, early);
    expect(tooEarly.statusCode).toBe(409);
    const refusal = tooEarly.json<SessionRefusal>();
    expect(refusal.code).toBe('room_not_open');
    expect(refusal.detail).toMatch(/^La sala aún no está abierta\. Se abre el .+, \d{2}:\d{2}\.$/);
    expect((await room(client, early)).json<SessionRoom>().state).toBe('early');

    const past = await appointment(t, client, psychologist, { fromNowMinutes: -5 * 24 * 60 });
    const tooLate = await ticket(psychologist, past);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json<SessionRefusal>()).toMatchObject({ code: 'room_not_open', detail: 'La sala de esta sesión ya cerró.' });
    expect((await room(psychologist, past)).json<SessionRoom>().state).toBe('closed');
  });

  it('are refused once the psychologist ended the room', async () => {
    const id = await appointment(t, client, psychologist);
    await sql`insert into sessions.rooms (appointment_id, ended_at) values (${id}, now())`.execute(t.database.db);
    const response = await ticket(client, id);
    expect(response.statusCode).toBe(409);
    expect(response.json<SessionRefusal>().code).toBe('session_ended');
    expect((await room(psychologist, id)).json<SessionRoom>().state).toBe('ended');
  });

  it('carry TURN REST credentials and the relay-only policy when configured', async () => {
    const relayed = await t.secondInstance({ turn: { urls: ['turn:127.0.0.1:3478?transport=udp'], secret: 'a-shared-secret-of-coturn' }, relayOnly: true });
    const id = await appointment(t, client, psychologist);
    const response = await relayed.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(client.access) });
    const body = response.json<SessionTicket>();
    expect(body.ice_transport_policy).toBe('relay');
    const [server] = body.ice_servers;
    expect(server?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, opaque] = (server?.username ?? '').split(':');
    expect(Number(expiry) * 1000).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect(opaque).toMatch(/^[A-Za-z0-9_-]+$/);
    const { createHmac } = await import('node:crypto');
    expect(server?.credential).toBe(createHmac('sha1', 'a-shared-secret-of-coturn').update(server?.username ?? '').digest('base64'));
    await ticketFor(t, psychologist, id);
  });
});
