import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, book, bookablePsychologist, buildAppWithPlatformAccount, clock, NOW, registerUser, type Session, type TestApp } from '../helpers.ts';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { subjectOf, userIdOf } from '../privacy/support.ts';
import { createLink, fetchFeed, linkStatus, newFeedUrl, parseFeed } from './feed-helpers.ts';

const NOTE = 'Nota clínica: ansiedad generalizada';
const CLIENT_NOTE = 'Prefiero hablar de mi trabajo';
const NOT_FOUND = { code: 'not_found', detail: 'Calendario no encontrado' };

let t: TestApp;
let admin: Session;
let psychologist: Session;
let client: Session;
const ids: { confirmed: number; pending: number; cancelled: number } = { confirmed: 0, pending: 0, cancelled: 0 };

const patch = (session: Session, url: string, payload: object = {}) => t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });
const bookAt = async (start_time: string, end_time: string, client_notes = '') => (await book(t, client, psychologist.profileId, { start_time, end_time, client_notes })).json<{ id: number }>().id;
const tokenOf = (url: string): string => /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';

beforeAll(async () => {
  ({ t, admin } = await buildAppWithPlatformAccount());
  psychologist = await bookablePsychologist(t);
  client = await registerUser(t.app, 'client', { first_name: 'Camila Andrea', last_name: 'Soto Pérez' });
  ids.confirmed = await bookAt('09:00', '10:00');
  ids.pending = await bookAt('10:00', '11:00', CLIENT_NOTE);
  ids.cancelled = await bookAt('11:00', '12:00');
  await patch(admin, `/api/appointments/${ids.confirmed}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
  await patch(admin, `/api/appointments/${ids.confirmed}/update-payment-status/`, { status: 'CONFIRMED' });
  await patch(psychologist, `/api/appointments/${ids.confirmed}/add-notes/`, { psychologist_notes: NOTE });
  await patch(client, `/api/appointments/${ids.cancelled}/cancel/`);
});
afterAll(() => t.close());
afterEach(() => {
  clock.now = NOW;
});

describe('calendar link', () => {
  it('is for patients and psychologists only, and says whether one exists without ever showing it again', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/link/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/link/' })).statusCode).toBe(401);
    expect((await createLink(t, admin)).statusCode).toBe(403);
    expect((await linkStatus(t, admin)).statusCode).toBe(403);

    const someone = await registerUser(t.app, 'psychologist');
    expect((await linkStatus(t, someone)).json()).toEqual({ exists: false, created_at: null });
    const created = await createLink(t, someone);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const link = created.json<{ url: string; webcal_url: string; created_at: string }>();
    expect(link.url).toMatch(/^http:\/\/localhost:8000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcal_url).toBe(link.url.replace('http://', 'webcal://'));
    const status = await linkStatus(t, someone);
    expect(status.json()).toEqual({ exists: true, created_at: link.created_at });
    expect(status.body).not.toContain(tokenOf(link.url));
  });

  it('keeps only the sha256 of the token: the token itself is nowhere in the table', async () => {
    const url = await newFeedUrl(t, client);
    const token = tokenOf(url);
    const rows = await sql<Record<string, unknown>>`select * from booking.calendar_feeds`.execute(t.database.db);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.rows.filter((row) => row.token_hash === hash && row.revoked_at === null)).toHaveLength(1);
  });

  it('revokes the earlier address when a new one is generated; unknown, malformed and revoked tokens are 404', async () => {
    const first = await newFeedUrl(t, client);
    expect((await fetchFeed(t, first)).statusCode).toBe(200);
    const second = await newFeedUrl(t, client);
    expect(second).not.toBe(first);
    const revoked = await fetchFeed(t, first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(NOT_FOUND);
    expect((await fetchFeed(t, second)).statusCode).toBe(200);
    for (const path of [`/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/abc.ics', `/api/calendar/${tokenOf(second)}`, `/api/calendar/${tokenOf(second)}.ics.ics`]) {
      const answer = await t.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode, path).toBe(404);
    }
  });

  it('gives ten links generated at the same moment exactly one live address', async () => {
    const person = await registerUser(t.app, 'client');
    const answers = await Promise.all(Array.from({ length: 10 }, () => createLink(t, person)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const fetched = await Promise.all(answers.map((answer) => fetchFeed(t, answer.json<{ url: string }>().url)));
    expect(fetched.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(fetched.filter((answer) => answer.statusCode === 404)).toHaveLength(9);
  });
});

describe('calendar feed', () => {
  it("lists the patient's upcoming sessions not cancelled, in Chile time with VTIMEZONE, without notes", async () => {
    const feed = await fetchFeed(t, await newFeedUrl(t, client));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(feed.body).not.toContain('METHOD:');
    for (const secret of [NOTE, CLIENT_NOTE, 'comprobante', '@example']) expect(feed.body).not.toContain(secret);

    const parsed = parseFeed(feed.body);
    expect(parsed.timezones).toEqual(['America/Santiago']);
    expect(parsed.events.map((event) => event.uid)).toEqual([`appointment-${ids.confirmed}@e-mind.cl`, `appointment-${ids.pending}@e-mind.cl`]);
    const [confirmed, pending] = parsed.events;
    expect(confirmed).toMatchObject({ summary: 'Sesión de psicoterapia en e-mind con Valentina Rojas', status: 'CONFIRMED', sequence: 1, startTzid: 'America/Santiago', hasAttendees: false });
    expect(confirmed?.start.toISOString()).toBe('2026-06-01T13:00:00.000Z');
    expect(confirmed?.end.toISOString()).toBe('2026-06-01T14:00:00.000Z');
    expect(confirmed?.description).toMatch(/Únete a la videollamada: http\S+\/sesion\/\d+/);
    expect(pending).toMatchObject({ status: 'TENTATIVE', sequence: 0, description: 'Estado: Pendiente de pago' });
  });

  it("names the patient by first name and initial only in the psychologist's feed", async () => {
    const feed = await fetchFeed(t, await newFeedUrl(t, psychologist));
    const parsed = parseFeed(feed.body);
    expect(parsed.events.map((event) => event.summary)).toEqual(['Sesión con Camila S.', 'Sesión con Camila S.']);
    for (const secret of ['Soto', 'Andrea', client.email, NOTE, CLIENT_NOTE]) expect(feed.body).not.toContain(secret);
  });

  it('keeps UIDs stable across fetches, the same event and SEQUENCE as the e-mailed invitation', async () => {
    const url = await newFeedUrl(t, client);
    const once = parseFeed((await fetchFeed(t, url)).body);
    const twice = parseFeed((await fetchFeed(t, url)).body);
    expect(twice.events.map((event) => [event.uid, event.sequence])).toEqual(once.events.map((event) => [event.uid, event.sequence]));
    const invitation = parseFeed((await t.app.inject({ method: 'GET', url: `/api/appointments/${ids.confirmed}/calendar.ics`, headers: bearer(client.access) })).body);
    expect(once.events[0]).toMatchObject({ uid: invitation.events[0]?.uid, sequence: invitation.events[0]?.sequence });
  });

  it('drops a session once it has ended', async () => {
    const url = await newFeedUrl(t, client);
    clock.now = new Date('2026-06-01T14:30:00Z');
    expect(parseFeed((await fetchFeed(t, url)).body).events.map((event) => event.uid)).toEqual([`appointment-${ids.pending}@e-mind.cl`]);
  });

  it("stops answering when the person's account is deactivated", async () => {
    const person = await registerUser(t.app, 'client');
    const url = await newFeedUrl(t, person);
    expect((await fetchFeed(t, url)).statusCode).toBe(200);
    await patch(admin, `/api/profiles/admin/patients/${person.profileId}/status/`);
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
  });

  it("is removed with the person's data by booking's erasure", async () => {
    const person = await registerUser(t.app, 'psychologist');
    const url = await newFeedUrl(t, person);
    const subject = await subjectOf(t, person, 'psychologist', 'Valentina', 'Rojas');
    await t.ctx.db.transaction().execute((trx) => bookingParticipant(t.ctx).erase(trx, subject, NOW));
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
    const left = await sql<{ n: number }>`select count(*)::int as n from booking.calendar_feeds where user_id = ${await userIdOf(t, person.profileId)}`.execute(t.database.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
