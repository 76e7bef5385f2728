import type { PublicReview, PsychologistReviews, Review } from '@emind/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, appointment, bearer, buildTestApp, listInDirectory, moderate, registerSession, submit, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let psychologist: Session;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
  psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Sebastián', last_name: 'Muñoz' });
});
afterAll(() => t.close());

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, ...(session ? { headers: bearer(session.access) } : {}) });

/** A new client's review of a COMPLETED session with `of`. */
async function review(
  of: Session, rating: number, names: { first_name: string; last_name: string } = { first_name: 'Camila', last_name: 'Soto' }, signature?: string,
): Promise<Review> {
  const client = await registerSession(t.app, 'client', names);
  const completed = await appointment(t, client, of);
  const response = await submit(t, client, { appointment: completed.id, rating, comment: `Nota ${rating}`, ...(signature ? { signature } : {}) });
  if (response.statusCode !== 201) throw new Error(`review: ${response.statusCode} ${response.body}`);
  return response.json<Review>();
}

describe('moderation', () => {
  it('lists by status for admins only, PENDING ones when asked', async () => {
    const pending = await review(psychologist, 4);
    const listed = (await get('/api/comments/admin/reviews/?status=PENDING', admin)).json<{ results: Review[] }>().results;
    expect(listed.map((row) => row.id)).toContain(pending.id);
    expect(listed.every((row) => row.status === 'PENDING')).toBe(true);
    expect((await get('/api/comments/admin/reviews/?status=NOPE', admin)).statusCode).toBe(400);
    expect((await get('/api/comments/admin/reviews/', psychologist)).statusCode).toBe(403);
    expect((await moderate(t, psychologist, pending.id, 'APPROVED')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/comments/admin/reviews/${pending.id}/`, headers: bearer(psychologist.access) })).statusCode).toBe(403);
  });

  it('approves or rejects only PENDING reviews', async () => {
    const first = await review(psychologist, 5);
    const approved = await moderate(t, admin, first.id, 'APPROVED');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<Review>()).toMatchObject({ id: first.id, status: 'APPROVED', status_display: 'Aprobada' });
    const again = await moderate(t, admin, first.id, 'REJECTED');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', detail: 'Solo se pueden aprobar o rechazar valoraciones pendientes' });

    const second = await review(psychologist, 2);
    expect((await moderate(t, admin, second.id, 'REJECTED')).json<Review>().status).toBe('REJECTED');
    expect((await moderate(t, admin, second.id, 'APPROVED')).statusCode).toBe(409);
    expect((await moderate(t, admin, second.id, 'PENDING')).statusCode).toBe(400);
    expect((await moderate(t, admin, 999_999, 'APPROVED')).statusCode).toBe(404);

    const rejected = (await get('/api/comments/admin/reviews/?status=REJECTED', admin)).json<{ results: Review[] }>().results;
    expect(rejected.map((row) => row.id)).toContain(second.id);
  });

  it('deletes a review (and its session can be rated again)', async () => {
    const target = await review(psychologist, 1);
    const url = `/api/comments/admin/reviews/${target.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.access) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bearer(admin.access) })).statusCode).toBe(404);
    const all = (await get('/api/comments/admin/reviews/', admin)).json<{ results: Review[] }>().results;
    expect(all.map((row) => row.id)).not.toContain(target.id);
  });
});

describe('what the public and the psychologist see', () => {
  it('the public sees only APPROVED reviews, the patient as first name and last initial', async () => {
    const other = await registerSession(t.app, 'psychologist');
    const approved = await review(other, 5, { first_name: 'Camila', last_name: 'Soto' });
    await moderate(t, admin, approved.id, 'APPROVED');
    const rejected = await review(other, 1);
    await moderate(t, admin, rejected.id, 'REJECTED');
    await review(other, 2);

    const url = `/api/comments/public/psychologist/${other.profileId}/reviews/`;
    // Not listed (not VERIFIED with a price): the public API says nothing about them.
    expect((await get(url)).statusCode).toBe(404);
    await listInDirectory(t, other);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const results = response.json<{ results: PublicReview[] }>().results;
    expect(results).toEqual([
      { id: approved.id, rating: 5, comment: 'Nota 5', patient_name: 'Camila S.', appointment_date: approved.appointment_date, created_at: approved.created_at },
    ]);
    expect((await get('/api/comments/public/psychologist/abc/reviews/')).statusCode).toBe(400);
    expect((await get('/api/comments/public/psychologist/424242/reviews/')).json()).toEqual({ code: 'not_found', detail: 'Especialista no disponible' });
    const unrated = await registerSession(t.app, 'psychologist');
    await listInDirectory(t, unrated);
    expect((await get(`/api/comments/public/psychologist/${unrated.profileId}/reviews/`)).json()).toEqual({ results: [] });
  });

  it("signs a public review as its author chose: 'Camila S.' by default, or 'Paciente verificado'", async () => {
    const other = await registerSession(t.app, 'psychologist');
    await listInDirectory(t, other);
    const named = await review(other, 4);
    const verified = await review(other, 5, { first_name: 'Ignacia', last_name: 'Reyes' }, 'verified_patient');
    expect([named.signature, named.public_name]).toEqual(['first_name_initial', 'Camila S.']);
    expect([verified.signature, verified.public_name]).toEqual(['verified_patient', 'Paciente verificado']);
    for (const { id } of [named, verified]) await moderate(t, admin, id, 'APPROVED');
    const results = (await get(`/api/comments/public/psychologist/${other.profileId}/reviews/`)).json<{ results: PublicReview[] }>().results;
    expect(Object.fromEntries(results.map((result) => [result.id, result.patient_name]))).toEqual({ [named.id]: 'Camila S.', [verified.id]: 'Paciente verificado' });
    expect(JSON.stringify(results)).not.toContain('Ignacia');
  });

  it('refuses a signature it does not know, in Spanish', async () => {
    const client = await registerSession(t.app, 'client');
    const completed = await appointment(t, client, await registerSession(t.app, 'psychologist'));
    const response = await submit(t, client, { appointment: completed.id, rating: 4, signature: 'full_name' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Elige cómo firmar tu valoración');
  });

  it('the psychologist sees all their reviews and stats of the APPROVED ones', async () => {
    const own = await registerSession(t.app, 'psychologist');
    const someoneElse = await registerSession(t.app, 'psychologist');
    for (const [rating, status] of [[5, 'APPROVED'], [4, 'APPROVED'], [4, 'APPROVED'], [1, 'REJECTED']] as const) {
      const created = await review(own, rating);
      await moderate(t, admin, created.id, status);
    }
    await review(own, 2);
    await review(someoneElse, 3);

    const response = await get('/api/comments/psychologist/reviews/', own);
    expect(response.statusCode).toBe(200);
    const body = response.json<PsychologistReviews>();
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews.map((row) => row.status).sort()).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'PENDING', 'REJECTED']);
    expect(body.stats).toEqual({ average_rating: 4.3, total_reviews: 3, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } });

    const empty = (await get('/api/comments/psychologist/reviews/', someoneElse)).json<PsychologistReviews>();
    expect(empty.stats).toEqual({ average_rating: null, total_reviews: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await get('/api/comments/psychologist/reviews/', admin)).statusCode).toBe(403);
  });

  it('publishes the average and count of APPROVED reviews in reviews.psychologist_ratings', async () => {
    const rated = await registerSession(t.app, 'psychologist');
    for (const [rating, status] of [[5, 'APPROVED'], [2, 'APPROVED'], [1, 'REJECTED']] as const) {
      await moderate(t, admin, (await review(rated, rating)).id, status);
    }
    await review(rated, 1);
    const rows = await sql<{ average_rating: string; review_count: number }>`
      select average_rating, review_count from reviews.psychologist_ratings where psychologist_id = ${rated.profileId}
    `.execute(t.database.db);
    expect(rows.rows).toEqual([{ average_rating: '3.5', review_count: 2 }]);
  });
});
