import type { PsychologistReviews, PublicReview, Review } from '@emind/contracts';
import { ANONYMOUS_REVIEWER_NAME } from '@emind/domain';
import { schemaDb, type ExportPart, type PrivacySubject } from '@emind/server-kit';
import { privacySubjectOf } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewsDatabase } from '../../src/db/schema.ts';
import { reviewsPrivacyParticipant } from '../../src/privacy/reviews-participant.ts';
import { adminSession, appointment, bearer, buildTestApp, listInDirectory, moderate, registerSession, submit, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: Session;
let requestId = 2000;

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, ...(session ? { headers: bearer(session.access) } : {}) });
const db = () => schemaDb<ReviewsDatabase>(t.database, 'reviews');

const subjectOf = (session: Session): Promise<PrivacySubject> => privacySubjectOf(t.database.db, session.profileId, ++requestId);

const exportOf = (subject: PrivacySubject): Promise<ExportPart> => db().transaction().execute((trx) => reviewsPrivacyParticipant.exportPart(trx, subject));
const erase = (subject: PrivacySubject): Promise<void> => db().transaction().execute((trx) => reviewsPrivacyParticipant.erase(trx, subject, new Date()));

/** A client's approved review of a COMPLETED session with the psychologist. */
async function approvedReview(client: Session, psychologist: Session, rating: number, comment: string): Promise<Review> {
  const completed = await appointment(t, client, psychologist);
  const response = await submit(t, client, { appointment: completed.id, rating, comment });
  if (response.statusCode !== 201) throw new Error(`review: ${response.statusCode} ${response.body}`);
  const moderated = await moderate(t, admin, response.json<Review>().id, 'APPROVED');
  if (moderated.statusCode !== 200) throw new Error(`moderate: ${moderated.body}`);
  return moderated.json<Review>();
}

async function namesShown(psychologist: Session, reviewId: number) {
  const publicList = (await get(`/api/comments/public/psychologist/${psychologist.profileId}/reviews/`)).json<{ results: PublicReview[] }>().results;
  const own = (await get('/api/comments/psychologist/reviews/', psychologist)).json<PsychologistReviews>().reviews;
  const adminList = (await get('/api/comments/admin/reviews/', admin)).json<{ results: Review[] }>().results;
  const pick = <T extends { id: number }>(rows: T[]) => rows.find((row) => row.id === reviewId);
  return { publicList: pick(publicList), own: pick(own), adminList: pick(adminList) };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
});
afterAll(() => t.close());

describe("reviews' part of an export", () => {
  it('holds the reviews a client wrote, a psychologist received (author as first name and initial) and an admin moderated', async () => {
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Sebastián', last_name: 'Muñoz' });
    const client = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' });
    const review = await approvedReview(client, psychologist, 5, 'Muy buena sesión');

    const written = await exportOf(await subjectOf(client));
    expect(written.files).toEqual([]);
    expect(written.data).toMatchObject({
      reviews_written: [{ rating: 5, comment: 'Muy buena sesión', status: 'APPROVED', status_display: 'Aprobada', psychologist_name: 'Sebastián Muñoz', appointment_date: review.appointment_date }],
      reviews_received: [],
      reviews_moderated: [],
    });
    const received = await exportOf(await subjectOf(psychologist));
    expect(received.data).toMatchObject({ reviews_written: [], reviews_received: [{ rating: 5, comment: 'Muy buena sesión', author: 'Camila S.' }] });
    expect(JSON.stringify(received.data)).not.toContain('Soto');
    const adminSubject = await subjectOf(admin);
    const moderated = (await exportOf(adminSubject)).data.reviews_moderated as { review_id: number; status: string }[];
    expect(moderated).toContainEqual(expect.objectContaining({ review_id: review.id, status: 'APPROVED' }));
  });
});

describe("reviews' part of an erasure", () => {
  it("shows an erased client as 'Paciente anónimo' on the public list, the psychologist's list and the admin list; the comment stays", async () => {
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Rodrigo', last_name: 'Vidal' });
    await listInDirectory(t, psychologist);
    const leaving = await registerSession(t.app, 'client', { first_name: 'Ignacia', last_name: 'Borrable' });
    const staying = await registerSession(t.app, 'client', { first_name: 'Tomás', last_name: 'Queda' });
    const gone = await approvedReview(leaving, psychologist, 4, 'Me ayudó mucho');
    const kept = await approvedReview(staying, psychologist, 3, 'Bien');
    expect(await namesShown(psychologist, gone.id)).toMatchObject({
      publicList: { patient_name: 'Ignacia B.' }, own: { patient_name: 'Ignacia Borrable' }, adminList: { patient_name: 'Ignacia Borrable' },
    });

    await erase(await subjectOf(leaving));

    // identity's own part pseudonymises the account; even before it has, the name is gone here.
    expect(await namesShown(psychologist, gone.id)).toMatchObject({
      publicList: { patient_name: ANONYMOUS_REVIEWER_NAME, comment: 'Me ayudó mucho', rating: 4 },
      own: { patient_name: ANONYMOUS_REVIEWER_NAME, comment: 'Me ayudó mucho' },
      adminList: { patient_name: ANONYMOUS_REVIEWER_NAME, comment: 'Me ayudó mucho' },
    });
    expect(await namesShown(psychologist, kept.id)).toMatchObject({ publicList: { patient_name: 'Tomás Q.' }, adminList: { patient_name: 'Tomás Queda' } });
    const received = await exportOf(await subjectOf(psychologist));
    expect(received.data.reviews_received).toContainEqual(expect.objectContaining({ comment: 'Me ayudó mucho', author: ANONYMOUS_REVIEWER_NAME }));
    const { rows } = await sql<{ row: string }>`select r::text as row from reviews.reviews r`.execute(t.database.db);
    const text = rows.map((row) => row.row).join('\n');
    for (const trace of ['Ignacia', 'Borrable', 'ignacia']) expect(text).not.toContain(trace);
  });

  it("replaces an erased psychologist's name in a patient's comment about them, keeping the review", async () => {
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Renata', last_name: 'Nombrada' });
    await listInDirectory(t, psychologist);
    const review = await approvedReview(await registerSession(t.app, 'client'), psychologist, 5, 'Renata Nombrada me ayudó mucho.');

    await erase(await subjectOf(psychologist));

    const stored = await db().selectFrom('reviews').select(['comment', 'rating']).where('id', '=', review.id).executeTakeFirst();
    expect(stored).toEqual({ comment: '[dato eliminado] me ayudó mucho.', rating: 5 });
  });

  it("keeps an erased psychologist's received reviews, unlisted, and the admin list still works", async () => {
    const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Paula', last_name: 'Sale' });
    await listInDirectory(t, psychologist);
    const review = await approvedReview(await registerSession(t.app, 'client'), psychologist, 5, 'Excelente');

    await erase(await subjectOf(psychologist));
    // catalogue's part of the same request deletes the psychologist's row: they are no longer listed.
    await sql`delete from catalogue.psychologists where profile_id = ${psychologist.profileId}`.execute(t.database.db);

    const stored = await db().selectFrom('reviews').select(['id', 'author_erased']).where('id', '=', review.id).executeTakeFirst();
    expect(stored).toEqual({ id: review.id, author_erased: false });
    expect((await get(`/api/comments/public/psychologist/${psychologist.profileId}/reviews/`)).statusCode).toBe(404);
    const adminList = await get('/api/comments/admin/reviews/', admin);
    expect(adminList.statusCode).toBe(200);
    expect(adminList.json<{ results: Review[] }>().results.map((row) => row.id)).toContain(review.id);
  });

  it('keeps an erased admin\'s moderations without naming who made them; a second run changes nothing', async () => {
    const psychologist = await registerSession(t.app, 'psychologist');
    const review = await approvedReview(await registerSession(t.app, 'client'), psychologist, 2, 'Regular');
    const adminSubject = await subjectOf(admin);
    await erase(adminSubject);
    await erase(adminSubject);
    const stored = await db().selectFrom('reviews').select(['status', 'moderated_by_user_id', 'moderated_at']).where('id', '=', review.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'APPROVED', moderated_by_user_id: null, moderated_at: expect.any(Date) });
  });
});
