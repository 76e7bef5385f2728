import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addScheduleBlock, bearer, buildTestApp, holdSlot, listedPsychologist, loginAdmin, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let ana: Session;
let bruno: Session;
let carla: Session;
let unpriced: Session;
let unscheduled: Session;
let pending: Session;
let client: Session;
const LIST = '/api/profiles/public/psychologists/';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
  ana = await listedPsychologist(t, admin, {
    first_name: 'Ana', last_name: 'Zúñiga', price: 12000, graduation_year: 2010,
    specialties: ['Terapia Cognitivo-Conductual (TCC)', 'Mindfulness', 'Terapia de Esquemas', 'Activación Conductual'], target_populations: ['Adolescentes (13-17 años)'], intervention_areas: ['Ansiedad'],
  });
  bruno = await listedPsychologist(t, admin, {
    first_name: 'Bruno', last_name: 'Álvarez', price: 8000, graduation_year: 2020,
    specialties: ['Terapia de Pareja'], target_populations: ['Parejas'], intervention_areas: ['Problemas de pareja'],
  });
  carla = await listedPsychologist(t, admin, {
    first_name: 'Carla', last_name: 'Muñoz', price: 10000, graduation_year: 2015,
    specialties: ['Terapia Gestalt'], target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Trastorno de pánico', 'Depresión'],
  });
  // Few hours: 'Agenda limitada' (two Saturday slots a week → four in 14 days).
  await t.database.db.deleteFrom('booking.schedule_blocks' as never).where('psychologist_id' as never, '=', carla.profileId as never).execute();
  await addScheduleBlock(t, carla.profileId, 'saturday', '10:00', '12:00');
  unpriced = await registerUser(t.app, 'psychologist', { first_name: 'Sin', last_name: 'Precio' });
  await t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/${unpriced.profileId}/toggle-status/`, headers: bearer(admin.access), payload: { verification_status: 'VERIFIED' } });
  await addScheduleBlock(t, unpriced.profileId, 'monday', '09:00', '12:00');
  unscheduled = await registerUser(t.app, 'psychologist', { first_name: 'Sin', last_name: 'Horario' });
  await t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/${unscheduled.profileId}/toggle-status/`, headers: bearer(admin.access), payload: { verification_status: 'VERIFIED' } });
  await t.app.inject({ method: 'POST', url: `/api/pricing/psychologist-prices/set_psychologist_price/${unscheduled.profileId}/`, headers: bearer(admin.access), payload: { price: 9000 } });
  pending = await registerUser(t.app, 'psychologist', { first_name: 'Pendiente', last_name: 'Pérez' });
  await t.app.inject({ method: 'PATCH', url: '/api/profiles/psychologist-profiles/me/professional/', headers: bearer(pending.access), payload: { university: 'Universidad de Chile', experience_description: 'secreto' } });
  await t.app.inject({ method: 'POST', url: `/api/pricing/psychologist-prices/set_psychologist_price/${pending.profileId}/`, headers: bearer(admin.access), payload: { price: 9000 } });
  await addScheduleBlock(t, pending.profileId, 'monday', '09:00', '12:00');
  client = await registerUser(t.app, 'client');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });
const ids = async (query: string) => {
  const response = await get(`${LIST}?${query}`);
  expect(response.statusCode, query).toBe(200);
  return (response.json().results as { id: number }[]).map((r) => r.id);
};

describe('public directory', () => {
  it('lists only VERIFIED psychologists with an approved price and a schedule, without a token', async () => {
    const response = await get(LIST);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(3);
    expect(body.results.map((r: { id: number }) => r.id).sort()).toEqual([ana.profileId, bruno.profileId, carla.profileId].sort());
    expect(body.results[0]).toEqual({
      id: ana.profileId, name: 'Ana Zúñiga', first_name: 'Ana', last_name: 'Zúñiga', professional_title: 'Profesional en Psicología Clínica',
      university: 'Universidad de Chile', specialties: ['Terapia Cognitivo-Conductual (TCC)', 'Mindfulness', 'Terapia de Esquemas', 'Activación Conductual'],
      profile_image: null, verification_status: 'VERIFIED', gender: null, rating: null, review_count: 0, experience: '16', price: 12000, availability: 'Disponible',
      next_available: { date: '2026-06-01', start_time: '09:00' },
    });
  });

  it('labels availability over the next 14 days', async () => {
    const results = (await get(LIST)).json().results as { id: number; availability: string }[];
    expect(results.find((r) => r.id === carla.profileId)?.availability).toBe('Agenda limitada');
  });

  it('counts the slots appointments hold (booking\'s taken intervals); a cancelled one frees its slot', async () => {
    const hold = (date: string, start: string, status?: string) =>
      holdSlot(t, { psychologistId: carla.profileId, clientId: client.profileId, date, start, ...(status ? { status } : {}) });
    const label = async () => ((await get(LIST)).json().results as { id: number; availability: string }[]).find((r) => r.id === carla.profileId)?.availability;
    await hold('2026-06-06', '10:00');
    await hold('2026-06-06', '11:00');
    await hold('2026-06-13', '10:00');
    await hold('2026-06-13', '11:00', 'CANCELLED');
    // The directory keeps its answers until booking's change notification arrives: on Postgres a moment after the commit.
    await expect.poll(label).toBe('Agenda limitada');
    await hold('2026-06-13', '11:00');
    await expect.poll(label).toBe('No disponible');
  });

  it('sorts by experience (default), name, price and rating', async () => {
    expect(await ids('')).toEqual([ana.profileId, carla.profileId, bruno.profileId]);
    expect(await ids('ordering=experience')).toEqual([ana.profileId, carla.profileId, bruno.profileId]);
    expect(await ids('ordering=name')).toEqual([ana.profileId, bruno.profileId, carla.profileId]);
    expect(await ids('ordering=price')).toEqual([bruno.profileId, carla.profileId, ana.profileId]);
    expect(await ids('ordering=rating')).toEqual([ana.profileId, carla.profileId, bruno.profileId]);
    expect((await get(`${LIST}?ordering=random`)).statusCode).toBe(400);
  });

  it('applies the four filters through the mapping table, combined', async () => {
    expect(await ids(`approach=${encodeURIComponent('Terapia cognitiva conductual')}`)).toEqual([ana.profileId]);
    expect(await ids(`approach=${encodeURIComponent('Terapia de Gestalt')}`)).toEqual([carla.profileId]);
    expect(await ids(`age_group=${encodeURIComponent('Adolescentes (13-17 años)')}`)).toEqual([ana.profileId]);
    expect(await ids('modality=Pareja')).toEqual([bruno.profileId]);
    expect((await ids('modality=Individual')).sort()).toEqual([ana.profileId, carla.profileId].sort());
    expect(await ids('reason=Ansiedad&ordering=price')).toEqual([carla.profileId, ana.profileId]);
    expect(await ids(`reason=Ansiedad&approach=${encodeURIComponent('Terapia de Gestalt')}`)).toEqual([carla.profileId]);
    expect(await ids('reason=Obsesiones')).toEqual([]);
    expect((await get(`${LIST}?reason=Obsesiones`)).json().count).toBe(0);
    expect((await get(`${LIST}?approach=Telepat%C3%ADa`)).statusCode).toBe(400);
    expect(await ids('approach=&reason=')).toHaveLength(3);
  });

  it('paginates with count, next and previous', async () => {
    const first = (await get(`${LIST}?page_size=2&ordering=price`)).json();
    expect(first.count).toBe(3);
    expect(first.results.map((r: { id: number }) => r.id)).toEqual([bruno.profileId, carla.profileId]);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = (await get(first.next)).json();
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([ana.profileId]);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
    const beyond = (await get(`${LIST}?page=5&page_size=2`)).json();
    expect(beyond).toMatchObject({ count: 3, results: [], next: null });
    expect((await get(`${LIST}?page=0`)).statusCode).toBe(400);
    expect((await get(`${LIST}?page_size=500`)).statusCode).toBe(400);
  });
});

describe('public profile', () => {
  it('shows a VERIFIED psychologist in full', async () => {
    const response = await get(`${LIST}${ana.profileId}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ana.profileId, user: { first_name: 'Ana', last_name: 'Zúñiga' }, verification_status: 'VERIFIED', price: 12000, rating: null,
      experience_years: 16, graduation_year: 2010, university: 'Universidad de Chile', presentation_video_url: null, experiences: [],
    });
    expect(response.json()).not.toHaveProperty('bank_name');
    expect(response.json()).not.toHaveProperty('email');
    expect((await get(`${LIST}${ana.profileId}/experiences/`)).json()).toEqual([]);
  });

  it('leaks nothing of an unverified psychologist, not even the account state', async () => {
    const unavailable = { code: 'not_found', detail: 'Especialista no disponible' };
    const response = await get(`${LIST}${pending.profileId}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(unavailable);
    expect((await get(`${LIST}${pending.profileId}/`, client.access)).json()).toEqual(unavailable);
    // An unknown id and a patient's id answer exactly the same.
    expect((await get(`${LIST}999999/`)).json()).toEqual(unavailable);
    expect((await get(`${LIST}${client.profileId}/`)).json()).toEqual(unavailable);
    expect((await get(`${LIST}${pending.profileId}/experiences/`)).statusCode).toBe(404);
    expect((await get(`/api/pricing/psychologist-prices/psychologist/${pending.profileId}/`)).statusCode).toBe(404);
  });

  it('404s for unknown ids and non-psychologists', async () => {
    expect((await get(`${LIST}999999/`)).statusCode).toBe(404);
    expect((await get(`${LIST}${client.profileId}/`)).statusCode).toBe(404);
    expect((await get(`${LIST}abc/`)).statusCode).toBe(400);
  });
});
