import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, listedPsychologist, loginAdmin, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let ana: Session;
let bruno: Session;
let carla: Session;
let diego: Session;
const LIST = '/api/profiles/public/psychologists/';
let appointmentId = 0;

/** Reviews in the reviews service's table; the directory reads them only through its published view. */
async function addReviews(psychologist: Session, reviews: [rating: number, status: string][]): Promise<void> {
  for (const [rating, status] of reviews) {
    appointmentId += 1;
    await sql`insert into reviews.reviews (appointment_id, client_id, psychologist_id, appointment_date, rating, status)
              values (${appointmentId}, 1, ${psychologist.profileId}, '2026-05-01', ${rating}, ${status})`.execute(t.database.db);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAdmin(t.app);
  ana = await listedPsychologist(t, admin, { first_name: 'Ana', last_name: 'Zúñiga', graduation_year: 2010 });
  bruno = await listedPsychologist(t, admin, { first_name: 'Bruno', last_name: 'Álvarez', graduation_year: 2020 });
  carla = await listedPsychologist(t, admin, { first_name: 'Carla', last_name: 'Muñoz', graduation_year: 2015 });
  diego = await listedPsychologist(t, admin, { first_name: 'Diego', last_name: 'Soto', graduation_year: 2018 });
  await addReviews(bruno, [[5, 'APPROVED'], [4, 'APPROVED'], [1, 'REJECTED'], [1, 'PENDING']]);
  await addReviews(carla, [[5, 'APPROVED']]);
  await addReviews(diego, [[5, 'APPROVED'], [4, 'APPROVED'], [5, 'APPROVED'], [4, 'APPROVED']]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `${LIST}?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: { id: number; rating: number | null; review_count: number }[] }>().results;
};

it('cards carry the average and count of APPROVED reviews only', async () => {
  const cards = new Map((await list('ordering=name')).map((card) => [card.id, card]));
  expect(cards.get(ana.profileId)).toMatchObject({ rating: null, review_count: 0 });
  expect(cards.get(bruno.profileId)).toMatchObject({ rating: 4.5, review_count: 2 });
  expect(cards.get(carla.profileId)).toMatchObject({ rating: 5, review_count: 1 });
  expect(cards.get(diego.profileId)).toMatchObject({ rating: 4.5, review_count: 4 });
});

it('sorts by rating: highest average first, more reviews first among equals, unrated last', async () => {
  expect((await list('ordering=rating')).map((card) => card.id)).toEqual([carla.profileId, diego.profileId, bruno.profileId, ana.profileId]);
  expect((await list('ordering=rating&page_size=2&page=2')).map((card) => card.id)).toEqual([bruno.profileId, ana.profileId]);
});

it('the public profile shows the rating', async () => {
  const profile = await t.app.inject({ method: 'GET', url: `${LIST}${bruno.profileId}/` });
  expect(profile.json()).toMatchObject({ rating: 4.5 });
  expect((await t.app.inject({ method: 'GET', url: `${LIST}${ana.profileId}/` })).json()).toMatchObject({ rating: null });
});
