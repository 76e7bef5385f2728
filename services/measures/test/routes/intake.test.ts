import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntries, adminSession, api, buildTestApp, careRelation, registerSession, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const intake = (birthDate: string) => ({
  reason: 'Ansiedad en el trabajo',
  previous_therapy: false,
  medication: '',
  emergency_contact: { name: 'Pedro Soto', relation: 'Hermano', phone: '+56 9 8765 4321' },
  birth_date: birthDate,
  online_consent: true,
});

/** What booking reads to refuse a minor's bookings (measures.declared_minors). */
const declaredMinor = async (profileId: number) =>
  (await sql<{ client_id: number }>`select client_id from measures.declared_minors where client_id = ${profileId}`.execute(t.database.db)).rows.length === 1;

describe('the intake (Ficha de ingreso)', () => {
  it('is the patient’s own: empty first, saved, refused under 18 with the reason (booking refuses them until an adult date)', async () => {
    const { patient } = await careRelation(t);
    expect((await api(t, patient, 'GET', '/api/intake/')).json()).toEqual({ intake: null });

    const seventeen = new Date(Date.now() - 17 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const minor = await api(t, patient, 'PUT', '/api/intake/', intake(seventeen));
    expect(minor.statusCode).toBe(400);
    expect(minor.json()).toEqual({
      code: 'invalid_request',
      birth_date: ['La plataforma atiende solo a personas mayores de 18 años. Si eres menor de edad, la reserva debe hacerla tu madre, padre o tutor legal.'],
    });
    expect(await declaredMinor(patient.profileId)).toBe(true);
    expect((await api(t, patient, 'PUT', '/api/intake/', intake(seventeen))).statusCode).toBe(400);

    const noConsent = await api(t, patient, 'PUT', '/api/intake/', { ...intake('1990-05-01'), online_consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain('Debes aceptar el consentimiento informado');

    const saved = await api(t, patient, 'PUT', '/api/intake/', intake('1990-05-01'));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ patient: patient.profileId, reason: 'Ansiedad en el trabajo', birth_date: '1990-05-01', online_consent_version: '2026-11-27' });
    expect(await declaredMinor(patient.profileId)).toBe(false);
    expect((await api(t, patient, 'GET', '/api/intake/')).json()).toMatchObject({ intake: { emergency_contact: { name: 'Pedro Soto' } } });
  });

  it('is read by the patient’s psychologist only, each read recorded', async () => {
    const { psychologist, patient } = await careRelation(t);
    const stranger = await registerSession(t.app, 'psychologist');
    expect((await api(t, psychologist, 'GET', `/api/intake/${patient.profileId}/`)).json()).toEqual({ code: 'intake_not_filled', detail: 'El paciente aún no completa su ficha de ingreso' });
    await api(t, patient, 'PUT', '/api/intake/', intake('1985-01-31'));

    const read = await api(t, psychologist, 'GET', `/api/intake/${patient.profileId}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ birth_date: '1985-01-31', previous_therapy: false });
    expect(await accessEntries(t, 'intake', psychologist)).toHaveLength(1);

    expect((await api(t, stranger, 'GET', `/api/intake/${patient.profileId}/`)).statusCode).toBe(404);
    expect((await api(t, await adminSession(t.app), 'GET', `/api/intake/${patient.profileId}/`)).statusCode).toBe(403);
    expect((await api(t, patient, 'GET', `/api/intake/${patient.profileId}/`)).statusCode).toBe(403);
    expect(await accessEntries(t, 'intake', stranger)).toHaveLength(0);
  });
});
