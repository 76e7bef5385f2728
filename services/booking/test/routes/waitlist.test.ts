import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { notifyWaitlist } from '../../src/waitlist/notify-waitlist.ts';
import { bearer, bookablePsychologist, buildAppOnly, clock, NOW, registerUser, resetClock, type Session } from '../helpers.ts';

const suite = appPerFile(buildAppOnly, { afterEach: resetClock });

const URL = '/api/waitlist/';
const call = (session: Session | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  suite.t.app.inject({ method, url, ...(session ? { headers: bearer(session.access) } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });
const join = (session: Session, psychologist: number, weekdays: number[], part_of_day = 'afternoon') =>
  call(session, 'POST', URL, { psychologist, weekdays, part_of_day });

describe('joining and leaving the waitlist', () => {
  it('lets a patient join once per psychologist, list and leave their own entries', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const patient = await registerUser(suite.t.app, 'client');
    const other = await registerUser(suite.t.app, 'client');

    const joined = await join(patient, psychologist.profileId, [4, 2]);
    expect(joined.statusCode).toBe(201);
    const entry = joined.json();
    expect(entry).toMatchObject({ psychologist: psychologist.profileId, weekdays: [2, 4], part_of_day: 'afternoon', expires_at: '2026-07-31T12:00:00.000Z' });
    expect(entry.psychologist_name).not.toBe('');
    expect((await join(patient, psychologist.profileId, [1], 'morning')).json()).toEqual({ code: 'conflict', detail: 'Ya estás en la lista de espera de este profesional.' });

    expect((await call(patient, 'GET', URL)).json()).toEqual([entry]);
    expect((await call(other, 'GET', URL)).json()).toEqual([]);
    expect((await call(psychologist, 'GET', `${URL}count/`)).json()).toEqual({ count: 1 });

    expect((await call(other, 'DELETE', `${URL}${entry.id}/`)).statusCode).toBe(404);
    expect((await call(patient, 'DELETE', `${URL}${entry.id}/`)).statusCode).toBe(204);
    expect((await call(patient, 'DELETE', `${URL}${entry.id}/`)).json()).toEqual({ code: 'not_found', detail: 'No estás en esa lista de espera.' });
    expect((await call(psychologist, 'GET', `${URL}count/`)).json()).toEqual({ count: 0 });
  });

  it('checks roles on every route', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const patient = await registerUser(suite.t.app, 'client');
    expect((await call(null, 'GET', URL)).statusCode).toBe(401);
    expect((await call(null, 'GET', `${URL}count/`)).statusCode).toBe(401);
    expect((await join(psychologist, psychologist.profileId, [1])).statusCode).toBe(403);
    expect((await call(psychologist, 'GET', `${URL}notices/`)).statusCode).toBe(403);
    expect((await call(patient, 'GET', `${URL}count/`)).statusCode).toBe(403);
  });

  it('answers bad input with a Spanish 400 and an unlisted psychologist with a 404', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const patient = await registerUser(suite.t.app, 'client');
    const unlisted = await registerUser(suite.t.app, 'psychologist');
    const cases: [unknown, string, string][] = [
      [{ psychologist: psychologist.profileId, weekdays: [], part_of_day: 'morning' }, 'weekdays', 'Elige al menos un día de la semana.'],
      [{ psychologist: psychologist.profileId, weekdays: [0], part_of_day: 'morning' }, 'weekdays', 'Los días deben ser números del 1 (lunes) al 7 (domingo).'],
      [{ psychologist: psychologist.profileId, weekdays: [8], part_of_day: 'morning' }, 'weekdays', 'Los días deben ser números del 1 (lunes) al 7 (domingo).'],
      [{ psychologist: psychologist.profileId, weekdays: [1, 1], part_of_day: 'morning' }, 'weekdays', 'No repitas días de la semana.'],
      [{ psychologist: psychologist.profileId, weekdays: [1], part_of_day: 'noche' }, 'part_of_day', 'Elige mañana o tarde.'],
      [{ weekdays: [1], part_of_day: 'morning' }, 'psychologist', 'Este campo es obligatorio'],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await call(patient, 'POST', URL, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(answer.json()[field] ?? answer.json())).toContain(message);
    }
    expect((await call(patient, 'POST', URL, { psychologist: psychologist.profileId, weekdays: [1], part_of_day: 'morning', extra: 1 })).statusCode).toBe(400);
    expect((await call(patient, 'DELETE', `${URL}abc/`)).statusCode).toBe(400);
    expect((await join(patient, unlisted.profileId, [1])).json()).toEqual({ code: 'not_found', detail: 'Especialista no disponible' });
  });

  it('keeps one entry per patient and psychologist when ten joins arrive at once', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const patient = await registerUser(suite.t.app, 'client');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => join(patient, psychologist.profileId, [1 + (index % 7)])));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    expect((await call(psychologist, 'GET', `${URL}count/`)).json()).toEqual({ count: 1 });
  });

  it('lapses an entry 60 days after joining; the patient may join again', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const patient = await registerUser(suite.t.app, 'client');
    expect((await join(patient, psychologist.profileId, [1])).statusCode).toBe(201);
    clock.now = new Date(NOW.getTime() + 60 * 86_400_000 - 1);
    expect((await call(patient, 'GET', URL)).json()).toHaveLength(1);
    clock.now = new Date(NOW.getTime() + 60 * 86_400_000);
    expect((await call(patient, 'GET', URL)).json()).toEqual([]);
    expect((await call(psychologist, 'GET', `${URL}count/`)).json()).toEqual({ count: 0 });
    await notifyWaitlist(suite.t.ctx);
    const left = await sql<{ n: number }>`select count(*)::int as n from booking.waitlist_entries where psychologist_id = ${psychologist.profileId}`.execute(suite.t.database.db);
    expect(left.rows[0]?.n).toBe(0);
    expect((await join(patient, psychologist.profileId, [1])).statusCode).toBe(201);
  });
});
