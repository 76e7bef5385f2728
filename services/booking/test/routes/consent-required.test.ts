import { acceptedOlderTerms, acceptTermsInForce } from '@emind/identity/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, book, bookablePsychologist, buildTestApp, registerUser, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psychologist: Session;
beforeAll(async () => {
  t = await buildTestApp();
  psychologist = await bookablePsychologist(t);
});
afterAll(() => t.close());

const REFUSAL = { detail: 'Debes aceptar la versión vigente de los Términos y Condiciones para continuar.', code: 'consent_required' };

/** A patient who accepted an older version of the terms. */
async function patientWithOlderTerms(): Promise<Session> {
  const patient = await registerUser(t.app, 'client');
  await acceptedOlderTerms(t.database.db, patient);
  return patient;
}

async function appointmentsOf(patient: Session): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking.appointments where client_id = ${patient.profileId}`.execute(t.database.db);
  return rows[0]?.n ?? 0;
}

const post = (session: Session, url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(session.access), payload });

describe('booking needs the terms in force accepted', () => {
  it('refuses a single booking with 403 consent_required and books once they are accepted', async () => {
    const patient = await patientWithOlderTerms();
    const refused = await book(t, patient, psychologist.profileId, { start_time: '11:00', end_time: '12:00' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await appointmentsOf(patient)).toBe(0);

    await acceptTermsInForce(t.app, patient);
    expect((await book(t, patient, psychologist.profileId, { start_time: '11:00', end_time: '12:00' })).statusCode).toBe(201);
  });

  it('names every document still to accept', async () => {
    const patient = await patientWithOlderTerms();
    await sql`delete from identity.consents where document = 'privacy' and user_id = (select id from identity.users where email = ${patient.email})`.execute(t.database.db);
    expect((await book(t, patient, psychologist.profileId)).json()).toEqual({
      detail: 'Debes aceptar la versión vigente de los Términos y Condiciones y de la Política de Privacidad para continuar.',
      code: 'consent_required',
    });
  });

  it('refuses a weekly series, booking none of its sessions', async () => {
    const patient = await patientWithOlderTerms();
    const body = { psychologist: psychologist.profileId, date: '2026-06-02', start_time: '15:00', end_time: '16:00', payment_method: 'transfer', weeks: 3 };
    const refused = await post(patient, '/api/appointments/series/', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
    expect(await appointmentsOf(patient)).toBe(0);
  });

  it('refuses joining a waitlist', async () => {
    const patient = await patientWithOlderTerms();
    const refused = await post(patient, '/api/waitlist/', { psychologist: psychologist.profileId, weekdays: [1], part_of_day: 'morning' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);
  });

  it('refuses a reschedule by a psychologist who has not accepted them, and moves it once they have', async () => {
    const other = await bookablePsychologist(t);
    const patient = await registerUser(t.app, 'client');
    const booked = await book(t, patient, other.profileId, { start_time: '09:00', end_time: '10:00' });
    expect(booked.statusCode).toBe(201);
    await acceptedOlderTerms(t.database.db, other);
    const move = { date: '2026-06-01', start_time: '10:00', end_time: '11:00' };
    const url = `/api/appointments/${booked.json<{ id: number }>().id}/reschedule/`;
    const refused = await post(other, url, move, 'PATCH');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSAL);

    await acceptTermsInForce(t.app, other);
    expect((await post(other, url, move, 'PATCH')).statusCode).toBe(200);
  });

  it('still answers a missing session with 401 and a wrong role with 403 before asking for consent', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/waitlist/', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const wrongRole = await post(psychologist, '/api/waitlist/', { psychologist: psychologist.profileId, weekdays: [1], part_of_day: 'morning' });
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('forbidden');
  });
});
