import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, book, bookablePsychologist, buildAppWithPlatformAccount, clock, NOW, registerUser, resetClock, type Session } from '../helpers.ts';
import { fetchFeed, newFeedUrl, parseFeed } from './feed-helpers.ts';

const logLines: string[] = [];

const suite = appPerFile(() => buildAppWithPlatformAccount({ logLines }), { afterEach: resetClock });

const patch = (session: Session, url: string, payload: object = {}) => suite.t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });

/** Resets the person's password through identity's own routes, with the link it mails. */
async function resetPassword(person: Session): Promise<void> {
  expect((await suite.t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email: person.email } })).statusCode).toBe(200);
  const { rows } = await sql<{ text: string }>`
    select message->>'text' as text from identity.mail_outbox where message->>'to' = ${person.email} order by id desc limit 1`.execute(suite.t.database.db);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text ?? '')?.[1];
  const reset = await suite.t.app.inject({ method: 'POST', url: '/api/auth/reset-password/', payload: { token, email: person.email, new_password: 'Nueva5678#' } });
  expect(reset.statusCode).toBe(200);
}

describe('a calendar feed whose owner revoked their tokens', () => {
  it('stops answering after a password reset; an address made after it works', async () => {
    const person = await registerUser(suite.t.app, 'client');
    // Identity stamps the revocation with its process clock: the feeds here are made on the same clock.
    clock.now = new Date();
    const before = await newFeedUrl(suite.t, person);
    expect((await fetchFeed(suite.t, before)).statusCode).toBe(200);

    await resetPassword(person);
    expect((await fetchFeed(suite.t, before)).json()).toEqual({ code: 'not_found', detail: 'Calendario no encontrado' });

    const relogin = await suite.t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: person.email, password: 'Nueva5678#' } });
    clock.now = new Date();
    const after = await newFeedUrl(suite.t, { ...person, access: relogin.json<{ access: string }>().access });
    expect((await fetchFeed(suite.t, after)).statusCode).toBe(200);
  });

  it('stays closed when a deactivated account is reactivated', async () => {
    const person = await registerUser(suite.t.app, 'client');
    clock.now = new Date();
    const url = await newFeedUrl(suite.t, person);
    await patch(suite.admin, `/api/profiles/admin/patients/${person.profileId}/status/`);
    await patch(suite.admin, `/api/profiles/admin/patients/${person.profileId}/status/`);
    const active = await sql<{ is_active: boolean }>`select is_active from identity.account_access a join identity.profiles p on p.user_id = a.user_id where p.id = ${person.profileId}`.execute(suite.t.database.db);
    expect(active.rows[0]?.is_active).toBe(true);
    expect((await fetchFeed(suite.t, url)).statusCode).toBe(404);
  });
});

describe('the meeting link in a feed', () => {
  it('is shown for a CONFIRMED session only, not once it is completed', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
    const id = booked.json<{ id: number }>().id;
    const url = await newFeedUrl(suite.t, client);
    expect(parseFeed((await fetchFeed(suite.t, url)).body).events[0]?.description).not.toContain('videollamada');

    await patch(suite.admin, `/api/appointments/${id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' });
    expect(parseFeed((await fetchFeed(suite.t, url)).body).events[0]?.description).not.toContain('videollamada');
    await patch(suite.admin, `/api/appointments/${id}/update-payment-status/`, { status: 'CONFIRMED' });
    expect(parseFeed((await fetchFeed(suite.t, url)).body).events[0]?.description).toMatch(/Únete a la videollamada: http\S+\/sesion\/\d+/);

    clock.now = new Date('2026-06-02T19:30:00Z');
    expect((await patch(psychologist, `/api/appointments/${id}/update-status/`, { status: 'COMPLETED' })).statusCode).toBe(200);
    const completed = (await fetchFeed(suite.t, url)).body;
    expect(parseFeed(completed).events.map((event) => event.description)).toEqual(['Estado: Completada']);
    expect(completed).not.toContain('/sesion/');
  });
});

describe("a service's own request log", () => {
  it('never holds a feed token', async () => {
    const person = await registerUser(suite.t.app, 'psychologist');
    const url = await newFeedUrl(suite.t, person);
    expect((await fetchFeed(suite.t, url)).statusCode).toBe(200);
    const token = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(logLines.some((line) => line.includes('/api/calendar/[redacted]'))).toBe(true);
    expect(logLines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe("a psychologist's feed", () => {
  it("names their patients, so each poll is a recorded read of each patient, coalesced per window; a patient's is not", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    expect((await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).statusCode).toBe(201);
    const entries = async () => {
      const { rows } = await sql<{ actor: number; subject: number }>`
        select l.actor_user_id as actor, l.subject_user_id as subject from booking.access_log l
        join identity.profiles p on p.user_id = l.subject_user_id
        where p.id = ${client.profileId} and l.resource = 'calendar_feed'`.execute(suite.t.database.db);
      return rows;
    };
    const url = await newFeedUrl(suite.t, psychologist);
    expect((await fetchFeed(suite.t, url)).statusCode).toBe(200);
    expect((await fetchFeed(suite.t, url)).statusCode).toBe(200);
    const owner = await sql<{ user_id: number }>`select user_id from identity.profiles where id = ${psychologist.profileId}`.execute(suite.t.database.db);
    expect(await entries()).toEqual([{ actor: owner.rows[0]?.user_id, subject: expect.any(Number) }]);

    clock.now = new Date(NOW.getTime() + 60 * 60_000);
    expect((await fetchFeed(suite.t, url)).statusCode).toBe(200);
    expect(await entries()).toHaveLength(2);

    expect((await fetchFeed(suite.t, await newFeedUrl(suite.t, client))).statusCode).toBe(200);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking.access_log where resource = 'calendar_feed' and actor_user_id in
      (select user_id from identity.profiles where id = ${client.profileId})`.execute(suite.t.database.db);
    expect(rows[0]?.n).toBe(0);
  });
});
