import type { PendingReviewAppointment, Review } from '@emind/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, appointment, bearer, buildTestApp, registerSession, submit, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let client: Session;
let psychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' });
  psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Valentina', last_name: 'Rojas' });
});
afterAll(() => t.close());

const get = (session: Session, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(session.access) });

describe('client reviews', () => {
  it('lists the COMPLETED sessions without a review, and a submitted review leaves that list as PENDING', async () => {
    const completed = await appointment(t, client, psychologist);
    await appointment(t, client, psychologist, 'CONFIRMED');
    const pending = (await get(client, '/api/comments/client/pending-appointments/')).json<{ results: PendingReviewAppointment[] }>().results;
    expect(pending).toEqual([{ id: completed.id, date: completed.date, start_time: '10:00', psychologist_data: { name: 'Valentina Rojas' } }]);

    const response = await submit(t, client, { appointment: completed.id, rating: 5, comment: '  <b>Muy buena</b> sesión  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>()).toMatchObject({
      appointment: completed.id,
      rating: 5,
      comment: '<b>Muy buena</b> sesión',
      status: 'PENDING',
      status_display: 'Pendiente',
      patient_name: 'Camila Soto',
      psychologist_name: 'Valentina Rojas',
      appointment_date: completed.date,
    });
    expect((await get(client, '/api/comments/client/pending-appointments/')).json()).toEqual({ results: [] });
    const mine = (await get(client, '/api/comments/client/reviews/')).json<{ results: Review[] }>().results;
    expect(mine.map((review) => [review.appointment, review.status])).toEqual([[completed.id, 'PENDING']]);
  });

  it('accepts a review without a comment', async () => {
    const completed = await appointment(t, client, psychologist);
    const response = await submit(t, client, { appointment: completed.id, rating: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json<Review>().comment).toBe('');
  });

  it('refuses a second review of the same appointment (409)', async () => {
    const completed = await appointment(t, client, psychologist);
    expect((await submit(t, client, { appointment: completed.id, rating: 4 })).statusCode).toBe(201);
    const again = await submit(t, client, { appointment: completed.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', detail: 'Ya valoraste esta sesión' });
  });

  it('refuses sessions that are not COMPLETED, and other clients’ sessions', async () => {
    const confirmed = await appointment(t, client, psychologist, 'CONFIRMED');
    const notDone = await submit(t, client, { appointment: confirmed.id, rating: 4 });
    expect(notDone.statusCode).toBe(400);
    expect(notDone.json()).toEqual({ code: 'invalid_request', detail: 'Solo puedes valorar sesiones completadas' });
    expect((await submit(t, client, { appointment: 2_000_000, rating: 4 })).statusCode).toBe(400);

    const other = await registerSession(t.app, 'client');
    const theirs = await appointment(t, other, psychologist);
    const response = await submit(t, client, { appointment: theirs.id, rating: 4 });
    expect(response.statusCode).toBe(404);
    const otherPending = (await get(other, '/api/comments/client/pending-appointments/')).json<{ results: PendingReviewAppointment[] }>().results;
    expect(otherPending.map((row) => row.id)).toEqual([theirs.id]);
  });

  it('validates the rating (integer 1–5) and the comment (at most 1000 characters)', async () => {
    const completed = await appointment(t, client, psychologist);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const response = await submit(t, client, { appointment: completed.id, rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json<Record<string, string[]>>().rating).toEqual(['La valoración debe ser un número entero entre 1 y 5']);
    }
    const long = await submit(t, client, { appointment: completed.id, rating: 5, comment: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<Record<string, string[]>>().comment).toEqual(['El comentario puede tener como máximo 1000 caracteres']);
    expect((await submit(t, client, { appointment: completed.id, rating: 5, comment: 'a'.repeat(1000) })).statusCode).toBe(201);
  });

  it('is for clients only', async () => {
    const admin = await adminSession(t.app);
    const completed = await appointment(t, client, psychologist);
    expect((await t.app.inject({ method: 'GET', url: '/api/comments/client/reviews/' })).statusCode).toBe(401);
    for (const session of [psychologist, admin]) {
      expect((await get(session, '/api/comments/client/pending-appointments/')).statusCode).toBe(403);
      expect((await get(session, '/api/comments/client/reviews/')).statusCode).toBe(403);
      expect((await submit(t, session, { appointment: completed.id, rating: 5 })).statusCode).toBe(403);
    }
  });
});
