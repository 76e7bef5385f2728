import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSchedules } from '../../src/seed/seed.service.ts';
import { bearer, buildTestApp, loginAdmin, openDay, registerUser, type Session, setBankInfo, setListing, type TestApp } from '../helpers.ts';

let t: TestApp;
let client: Session;
let psychologist: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  client = await registerUser(t.app, 'client');
  psychologist = await registerUser(t.app, 'psychologist');
  other = await registerUser(t.app, 'psychologist');
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const OWN = '/api/schedules/psychologist_schedule/';
const UPDATE = '/api/schedules/psychologist-schedule/update/';
const ofPsychologist = (id: number | string) => `/api/schedules/psychologist/${id}/`;
const availableDaysOf = (id: number | string) => `/api/schedules/psychologist/${id}/available-days/`;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const patch = (token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: UPDATE, payload: payload as Record<string, unknown>, ...(token ? { headers: bearer(token) } : {}) });

const weekSchedule = {
  monday: { enabled: true, timeBlocks: [{ startTime: '14:00', endTime: '17:00' }, { startTime: '09:00', endTime: '13:00' }] },
  wednesday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:30' }] },
  friday: { enabled: false, timeBlocks: [{ startTime: '09:00', endTime: '17:00' }] },
  sunday: { enabled: true, timeBlocks: [] },
};
const stored = {
  monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '13:00' }, { startTime: '14:00', endTime: '17:00' }] },
  wednesday: { enabled: true, timeBlocks: [{ startTime: '10:00', endTime: '12:30' }] },
};

describe('own schedule (psychologist)', () => {
  it('answers {} before any schedule is saved', async () => {
    const response = await get(OWN, psychologist.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ schedule_config: {} });
  });

  it('replaces the week and answers only enabled days with blocks, in order', async () => {
    const response = await patch(psychologist.access, { schedule_config: weekSchedule });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ schedule_config: stored });
    expect((await get(OWN, psychologist.access)).json()).toEqual({ schedule_config: stored });

    const replaced = { tuesday: { enabled: true, timeBlocks: [{ startTime: '08:30', endTime: '10:00' }] } };
    expect((await patch(psychologist.access, { schedule_config: replaced })).json()).toEqual({ schedule_config: replaced });
    expect((await get(OWN, psychologist.access)).json()).toEqual({ schedule_config: replaced });
    // Another psychologist's week is untouched.
    expect((await get(OWN, other.access)).json()).toEqual({ schedule_config: {} });
    await patch(psychologist.access, { schedule_config: weekSchedule });
  });

  it('keeps exactly one of two weeks saved at the same moment, never a mix of both', async () => {
    const mornings = { tuesday: { enabled: true, timeBlocks: [{ startTime: '08:00', endTime: '12:00' }] } };
    const afternoons = { thursday: { enabled: true, timeBlocks: [{ startTime: '14:00', endTime: '18:00' }] } };
    const saver = await registerUser(t.app, 'psychologist');
    const saves = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(saver.access, { schedule_config: i % 2 ? mornings : afternoons })));
    expect(saves.map((save) => save.statusCode)).toEqual(Array(10).fill(200));
    const week = (await get(OWN, saver.access)).json();
    expect([mornings, afternoons]).toContainEqual(week.schedule_config);
  });

  it('publishes the blocks in booking.weekly_schedule_blocks', async () => {
    const rows = await t.ctx.db
      .selectFrom('weekly_schedule_blocks' as 'schedule_blocks')
      .select(['day_of_week', 'start_time', 'end_time'])
      .where('psychologist_id', '=', psychologist.profileId)
      .orderBy('day_of_week')
      .orderBy('start_time')
      .execute();
    expect(rows).toEqual([
      { day_of_week: 'monday', start_time: '09:00', end_time: '13:00' },
      { day_of_week: 'monday', start_time: '14:00', end_time: '17:00' },
      { day_of_week: 'wednesday', start_time: '10:00', end_time: '12:30' },
    ]);
  });

  it("rejects a schedule breaking the spec's rules with 400 {detail}, keeping the old one", async () => {
    const cases: [unknown, string][] = [
      [{}, 'Debes configurar al menos un día de atención con horarios.'],
      [{ monday: { enabled: false, timeBlocks: [{ startTime: '09:00', endTime: '10:00' }] } }, 'Debes configurar al menos un día de atención con horarios.'],
      [{ monday: { enabled: true, timeBlocks: [{ startTime: '12:00', endTime: '09:00' }] } }, 'Por favor, verifica que los horarios de inicio sean anteriores a los de fin.'],
      [{ monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '09:00' }] } }, 'Por favor, verifica que los horarios de inicio sean anteriores a los de fin.'],
      [
        { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }, { startTime: '11:00', endTime: '13:00' }] } },
        'Los bloques horarios de un día no pueden superponerse.',
      ],
      [{ monday: { enabled: true, timeBlocks: [{ startTime: '09:15', endTime: '12:00' }] } }, 'Los horarios deben tener el formato HH:MM, en punto o y media.'],
      [{ monday: { enabled: true, timeBlocks: [{ startTime: '9', endTime: '12:00' }] } }, 'Los horarios deben tener el formato HH:MM, en punto o y media.'],
    ];
    for (const [scheduleConfig, detail] of cases) {
      const response = await patch(psychologist.access, { schedule_config: scheduleConfig });
      expect(response.statusCode, JSON.stringify(scheduleConfig)).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', detail });
    }
    const malformed = await patch(psychologist.access, { schedule_config: { monday: { timeBlocks: 'todo el día' } } });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['code', 'schedule_config.monday.timeBlocks']);
    expect((await patch(psychologist.access, {})).statusCode).toBe(400);
    expect((await get(OWN, psychologist.access)).json()).toEqual({ schedule_config: stored });
  });

  it('refuses an unknown day or block key with 400 naming it, instead of dropping it, keeping the old week', async () => {
    const response = await patch(psychologist.access, {
      schedule_config: { ...stored, funday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '10:00' }] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', 'schedule_config.funday': ['Este campo no está permitido'] });
    const block = await patch(psychologist.access, { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '10:00', note: 'x' }] } } });
    expect(block.json()).toEqual({ code: 'invalid_request', 'schedule_config.monday.timeBlocks.0.note': ['Este campo no está permitido'] });
    expect((await get(OWN, psychologist.access)).json()).toEqual({ schedule_config: stored });
  });

  it('is for psychologists only, with a valid token', async () => {
    for (const token of [client.access, admin.access]) {
      expect((await get(OWN, token)).statusCode).toBe(403);
      const response = await patch(token, { schedule_config: {} });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', detail: 'No tienes permisos para acceder a este recurso' });
    }
    expect((await get(OWN)).statusCode).toBe(401);
    expect((await patch(undefined, { schedule_config: weekSchedule })).statusCode).toBe(401);
    const bad = await get(OWN, 'not-a-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 'unauthenticated', detail: 'Token inválido o expirado' });
  });
});

describe("a psychologist's schedule and free days (signed-in users)", () => {
  it('is 404 for non-admins until the psychologist is listed (VERIFIED, approved price, bank data, a schedule)', async () => {
    for (const url of [ofPsychologist(psychologist.profileId), availableDaysOf(psychologist.profileId)]) {
      const response = await get(url, client.access);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'No se encontró el horario del psicólogo.' });
      expect((await get(url, other.access)).statusCode).toBe(404);
    }
    await setListing(t, psychologist.profileId, 'VERIFIED', null);
    expect((await get(ofPsychologist(psychologist.profileId), client.access)).statusCode).toBe(404);
    await setListing(t, psychologist.profileId, 'PENDING', 20000);
    expect((await get(ofPsychologist(psychologist.profileId), client.access)).statusCode).toBe(404);
    // VERIFIED with a price but no bank data to be paid to: not bookable (decisions.md).
    await setListing(t, psychologist.profileId, 'VERIFIED', 20000);
    expect((await get(ofPsychologist(psychologist.profileId), client.access)).statusCode).toBe(404);
  });

  it('lets an admin read any psychologist, and a psychologist their own', async () => {
    const response = await get(ofPsychologist(psychologist.profileId), admin.access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ schedule_config: stored });
    expect((await get(ofPsychologist(other.profileId), admin.access)).json()).toEqual({ schedule_config: {} });
    expect((await get(ofPsychologist(client.profileId), admin.access)).statusCode).toBe(404);
    expect((await get(ofPsychologist(999_999), admin.access)).statusCode).toBe(404);
    expect((await get(ofPsychologist(psychologist.profileId), psychologist.access)).json()).toEqual({ schedule_config: stored });
  });

  it('answers the schedule and the free days of a listed psychologist to any signed-in user', async () => {
    await setListing(t, psychologist.profileId, 'VERIFIED', 25000);
    await setBankInfo(t, psychologist, 'psychologist');
    for (const token of [client.access, other.access, admin.access]) {
      const response = await get(ofPsychologist(psychologist.profileId), token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ schedule_config: stored });
    }
    const response = await get(availableDaysOf(psychologist.profileId), client.access);
    expect(response.statusCode).toBe(200);
    const days = response.json<{ date: string; day_name: string; day_of_week: string; slots: { start_time: string; end_time: string }[] }[]>();
    // Now is Monday 2026-06-01 08:00 in Chile: 30 days through 2026-06-30, Mondays and Wednesdays.
    expect(days[0]).toEqual(openDay.monday('2026-06-01', '09', '10', '11', '12', '14', '15', '16'));
    expect(days[1]).toEqual(openDay.wednesday('2026-06-03', '10', '11'));
    expect(days.map((day) => day.date)).toEqual([
      '2026-06-01', '2026-06-03', '2026-06-08', '2026-06-10', '2026-06-15', '2026-06-17', '2026-06-22', '2026-06-24', '2026-06-29',
    ]);
  });

  it('is 404 for a verified, priced psychologist with bank data but no schedule: not listed, so not bookable', async () => {
    await setListing(t, other.profileId, 'VERIFIED', 20000);
    await setBankInfo(t, other, 'psychologist');
    for (const url of [ofPsychologist(other.profileId), availableDaysOf(other.profileId)]) {
      const response = await get(url, client.access);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: 'No se encontró el horario del psicólogo.' });
    }
  });

  it('needs a token and a numeric id', async () => {
    expect((await get(ofPsychologist(psychologist.profileId))).statusCode).toBe(401);
    expect((await get(availableDaysOf(psychologist.profileId))).statusCode).toBe(401);
    expect((await get(availableDaysOf(psychologist.profileId), 'Bearer x')).statusCode).toBe(401);
    expect((await get(ofPsychologist('abc'), client.access)).statusCode).toBe(400);
  });
});

describe('demo schedules', () => {
  it('are stored by e-mail for psychologists found in identity, only on an empty table', async () => {
    const fresh = await buildTestApp();
    try {
      const demo = await registerUser(fresh.app, 'psychologist');
      const schedule = { thursday: { enabled: true as const, timeBlocks: [{ startTime: '09:00', endTime: '13:00' }] } };
      const stored = await seedDemoSchedules(fresh.ctx, [
        { email: demo.email.toUpperCase(), schedule },
        { email: 'nadie@test.cl', schedule },
      ]);
      expect(stored).toBe(1);
      const response = await fresh.app.inject({ method: 'GET', url: OWN, headers: bearer(demo.access) });
      expect(response.json()).toEqual({ schedule_config: schedule });
      expect(await seedDemoSchedules(fresh.ctx, [{ email: demo.email, schedule: {} }])).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
