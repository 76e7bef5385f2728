import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, book, bookablePsychologist, buildTestApp, loginAdmin, openDay, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let client: Session;
let psychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  client = await registerUser(t.app, 'client');
  psychologist = await bookablePsychologist(t);
});
afterAll(() => t.close());

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(session.access), ...(payload ? { payload } : {}) });
const availableDaysOf = (id: number) => `/api/schedules/psychologist/${id}/available-days/`;

const { monday, tuesday, sunday } = openDay;

describe('free days with time off, holidays, sessions and the notice all at once', () => {
  it('answers exactly the open slots, the same to a client, an admin and the psychologist', async () => {
    // Now is Monday 2026-06-01 08:00 in Chile; the window runs through Tuesday 2026-06-30.
    const week = {
      monday: { enabled: true, timeBlocks: [{ startTime: '07:00', endTime: '12:00' }, { startTime: '14:00', endTime: '15:30' }] },
      tuesday: { enabled: true, timeBlocks: [{ startTime: '15:00', endTime: '17:00' }] },
      sunday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:00' }] },
    };
    expect((await request('PATCH', '/api/schedules/psychologist-schedule/update/', psychologist, { schedule_config: week })).statusCode).toBe(200);
    // Holidays in the window: Sunday 21 June and Monday 29 June.
    expect((await request('PATCH', '/api/schedules/time-off/holidays/', psychologist, { skip_holidays: true })).statusCode).toBe(200);
    for (const [starts_on, ends_on] of [['2026-06-09', '2026-06-14'], ['2026-06-29', '2026-07-05'], ['2026-07-10', '2026-07-12']]) {
      expect((await request('POST', '/api/schedules/time-off/', psychologist, { starts_on, ends_on, reason: '' })).statusCode).toBe(201);
    }
    expect((await book(t, client, psychologist.profileId, { date: '2026-06-01', start_time: '09:00', end_time: '10:00' })).statusCode).toBe(201);
    expect((await book(t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).statusCode).toBe(201);
    const freed = await book(t, client, psychologist.profileId, { date: '2026-06-15', start_time: '10:00', end_time: '11:00' });
    expect((await request('PATCH', `/api/appointments/${freed.json<{ id: number }>().id}/cancel/`, client)).statusCode).toBe(200);

    const full = ['07', '08', '09', '10', '11', '14'];
    const expected = [
      monday('2026-06-01', '10', '11', '14'), // 07:00 and 08:00 are not after now; 09:00 is booked
      tuesday('2026-06-02', '16'),
      sunday('2026-06-07', '10', '11'),
      monday('2026-06-08', ...full),
      monday('2026-06-15', ...full), // its cancelled session holds nothing
      tuesday('2026-06-16', '15', '16'),
      monday('2026-06-22', ...full),
      tuesday('2026-06-23', '15', '16'),
      sunday('2026-06-28', '10', '11'),
    ];
    for (const viewer of [client, admin, psychologist]) {
      const response = await request('GET', availableDaysOf(psychologist.profileId), viewer);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(expected));
    }
  });

  it('shows an admin any psychologist and a psychologist their own, listed or not; no one else', async () => {
    const unlisted = await registerUser(t.app, 'psychologist');
    const week = { wednesday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '11:00' }] } };
    expect((await request('PATCH', '/api/schedules/psychologist-schedule/update/', unlisted, { schedule_config: week })).statusCode).toBe(200);
    const wednesdays = ['2026-06-03', '2026-06-10', '2026-06-17', '2026-06-24'];
    for (const viewer of [admin, unlisted]) {
      const response = await request('GET', availableDaysOf(unlisted.profileId), viewer);
      expect(response.json<{ date: string }[]>().map((day) => day.date)).toEqual(wednesdays);
    }
    for (const [viewer, id] of [[client, unlisted.profileId], [psychologist, unlisted.profileId], [admin, client.profileId], [admin, 999_999]] as const) {
      const response = await request('GET', availableDaysOf(id), viewer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'No se encontró el horario del psicólogo.' });
    }
  });
});
