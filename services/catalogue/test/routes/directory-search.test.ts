import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addScheduleBlock, buildTestApp, holdSlot, listedPsychologist, loginAdmin, registerUser, type Session, type TestApp } from '../helpers.ts';

// NOW (helpers) is Monday 1 June 2026, 08:00 in Chile.
let t: TestApp;
let ana: Session;
let bruno: Session;
let carla: Session;
let dora: Session;
const LIST = '/api/profiles/public/psychologists/';

interface Card {
  id: number;
  availability: string;
  next_available: { date: string; start_time: string } | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAdmin(t.app);
  ana = await listedPsychologist(t, admin, { first_name: 'Ana', last_name: 'Zúñiga', price: 12000 });
  bruno = await listedPsychologist(t, admin, { first_name: 'Bruno', last_name: 'Álvarez', price: 8000 });
  carla = await listedPsychologist(t, admin, { first_name: 'Carla', last_name: 'Muñoz', price: 10000 });
  dora = await listedPsychologist(t, admin, { first_name: 'Dora', last_name: 'Ana-Pérez', price: 30000 });
  // Dora works one hour on Wednesdays, and this week's is taken: her next free time is next week's.
  await t.database.db.deleteFrom('booking.schedule_blocks' as never).where('psychologist_id' as never, '=', dora.profileId as never).execute();
  await addScheduleBlock(t, dora.profileId, 'wednesday', '10:00', '11:00');
  const client = await registerUser(t.app, 'client');
  await holdSlot(t, { psychologistId: dora.profileId, clientId: client.profileId, date: '2026-06-03', start: '10:00' });
  // Carla's first Monday hours are held: her next free time moves to 10:00.
  await holdSlot(t, { psychologistId: carla.profileId, clientId: client.profileId, date: '2026-06-01', start: '09:00' });
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `${LIST}?${query}` });
async function cards(query: string): Promise<Card[]> {
  const response = await get(query);
  expect(response.statusCode, query).toBe(200);
  return response.json().results as Card[];
}
const ids = async (query: string) => (await cards(`${query}&ordering=price`)).map((card) => card.id);

describe('directory search by name', () => {
  it('ignores accents and case, and needs every word in any order', async () => {
    expect(await ids('search=zuniga')).toEqual([ana.profileId]);
    expect(await ids('search=%C3%81LVAREZ')).toEqual([bruno.profileId]);
    expect(await ids('search=alvarez')).toEqual([bruno.profileId]);
    expect(await ids('search=mu%C3%B1oz%20carla')).toEqual([carla.profileId]);
    expect(await ids('search=ana')).toEqual([ana.profileId, dora.profileId]);
    expect(await ids('search=ana%20zu')).toEqual([ana.profileId]);
    expect(await ids('search=%20%20')).toHaveLength(4);
  });

  it('takes % and _ literally', async () => {
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('search=_')).toEqual([]);
  });
});

describe('directory price range', () => {
  it('keeps both bounds inclusive', async () => {
    expect(await ids('min_price=10000')).toEqual([carla.profileId, ana.profileId, dora.profileId]);
    expect(await ids('max_price=10000')).toEqual([bruno.profileId, carla.profileId]);
    expect(await ids('min_price=8000&max_price=12000')).toEqual([bruno.profileId, carla.profileId, ana.profileId]);
    expect(await ids('min_price=10001&max_price=11999')).toEqual([]);
    expect(await ids('min_price=&max_price=')).toHaveLength(4);
    const counted = (await get('max_price=10000&page_size=1')).json();
    expect(counted.count).toBe(2);
    expect(counted.next).toContain('max_price=10000');
  });

  it.each([
    ['min_price=abc', 'El precio debe ser un número entero de pesos, entre 0 y 1.000.000'],
    ['max_price=-5', 'El precio debe ser un número entero de pesos, entre 0 y 1.000.000'],
    ['min_price=9999.5', 'El precio debe ser un número entero de pesos, entre 0 y 1.000.000'],
    ['max_price=1000001', 'El precio debe ser un número entero de pesos, entre 0 y 1.000.000'],
    ['min_price=20000&max_price=10000', 'El precio mínimo no puede ser mayor que el precio máximo'],
    ['available_this_week=quizas', "'Disponible esta semana' solo admite true o false"],
    [`search=${'a'.repeat(81)}`, 'La búsqueda por nombre admite hasta 80 caracteres'],
  ])('answers %s with a Spanish 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('next free time and Disponible esta semana', () => {
  it('gives each card its next free time, Chile wall clock', async () => {
    const byId = new Map((await cards('ordering=price')).map((card) => [card.id, card]));
    expect(byId.get(ana.profileId)?.next_available).toEqual({ date: '2026-06-01', start_time: '09:00' });
    expect(byId.get(carla.profileId)?.next_available).toEqual({ date: '2026-06-01', start_time: '10:00' });
    expect(byId.get(dora.profileId)).toMatchObject({ availability: 'Agenda limitada', next_available: { date: '2026-06-10', start_time: '10:00' } });
  });

  it('keeps only those free in the next seven days, with the count and pages after the check', async () => {
    expect(await ids('available_this_week=true')).toEqual([bruno.profileId, carla.profileId, ana.profileId]);
    expect(await ids('available_this_week=false')).toHaveLength(4);
    const first = (await get('available_this_week=true&ordering=price&page_size=2')).json();
    expect(first.count).toBe(3);
    expect(first.results.map((card: Card) => card.id)).toEqual([bruno.profileId, carla.profileId]);
    expect(first.next).toContain('available_this_week=true');
    const second = (await get('available_this_week=true&ordering=price&page_size=2&page=2')).json();
    expect(second.results.map((card: Card) => card.id)).toEqual([ana.profileId]);
    expect(second.next).toBeNull();
    expect(await ids('available_this_week=true&search=dora')).toEqual([]);
    expect(await ids('available_this_week=true&min_price=9000&search=carla')).toEqual([carla.profileId]);
  });
});

describe('public profile free times', () => {
  it('shows a visitor the first free times, skipping held ones', async () => {
    const carlaProfile = (await t.app.inject({ method: 'GET', url: `${LIST}${carla.profileId}/` })).json();
    expect(carlaProfile.next_free_times).toHaveLength(6);
    expect(carlaProfile.next_free_times.slice(0, 2)).toEqual([
      { date: '2026-06-01', start_time: '10:00' },
      { date: '2026-06-01', start_time: '11:00' },
    ]);
    const doraProfile = (await t.app.inject({ method: 'GET', url: `${LIST}${dora.profileId}/` })).json();
    expect(doraProfile.next_free_times).toEqual([{ date: '2026-06-10', start_time: '10:00' }]);
  });
});
