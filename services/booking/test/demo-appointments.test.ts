import { demoPsychologists } from '@emind/demo-data';
import { chileToday, isUpcomingAppointment, type AppointmentStatus } from '@emind/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_PATIENT_EMAIL, seedDemoAppointments } from '../src/seed/demo-appointments.ts';
import { bookablePsychologist, buildTestApp, registerUser, bearer, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo appointments', () => {
  it('give the demo patient appointments in every status, one awaiting verification with a proof, and the history patient one past completed session, once', async () => {
    const patient = await registerUser(t.app, 'client');
    const history = await registerUser(t.app, 'client');
    const psychologists = await Promise.all([bookablePsychologist(t), bookablePsychologist(t), bookablePsychologist(t), bookablePsychologist(t), bookablePsychologist(t)]);
    const schedule = demoPsychologists[0]?.schedule ?? {};
    const emails = ['valentina.rojas@e-mind.cl', 'sebastian.munoz@e-mind.cl', 'catalina.soto@e-mind.cl', 'javiera.fuentes@e-mind.cl', 'isidora.medina@e-mind.cl'];
    // The seed finds people by e-mail: give the test ones the demo addresses.
    const rename = (from: string, to: string) =>
      t.database.db.updateTable('identity.users' as never).set({ email: to } as never).where('email' as never, '=', from as never).execute();
    for (const [index, psychologist] of psychologists.entries()) await rename(psychologist.email, emails[index] ?? '');
    await rename(history.email, HISTORY_PATIENT_EMAIL);
    const schedules = new Map(emails.map((email) => [email, schedule]));
    expect(await seedDemoAppointments(t.ctx, schedules, patient.email)).toBe(10);
    expect(await seedDemoAppointments(t.ctx, schedules, patient.email)).toBe(0);

    // The history patient: one completed session in the past with Isidora, nothing upcoming.
    type Listed = { status: AppointmentStatus; date: string; psychologist: number; is_first_appointment: boolean; payment_proof_url: string; meeting_link: string | null };
    const listOf = async (access: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(access) })).json() as Listed[];
    const today = chileToday(t.ctx.now());
    const upcoming = (list: Listed[]) => list.filter((a) => isUpcomingAppointment(a, today));
    const past = (list: Listed[]) => list.filter((a) => !isUpcomingAppointment(a, today));
    const theirs = await listOf(history.access);
    expect(theirs.map((a) => [a.status, a.psychologist])).toEqual([['COMPLETED', psychologists[4]?.profileId]]);
    expect(past(theirs)).toHaveLength(1);

    const list = await listOf(patient.access);
    expect(new Set(list.map((a) => a.status))).toEqual(
      new Set(['COMPLETED', 'NO_SHOW', 'CONFIRMED', 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CANCELLED', 'PENDING_PAYMENT']),
    );
    const awaiting = list.find((a) => a.status === 'PAYMENT_UPLOADED');
    if (!awaiting) throw new Error('no appointment awaiting verification');
    expect(awaiting.is_first_appointment).toBe(false);
    const proof = await t.app.inject({ method: 'GET', url: `${awaiting.payment_proof_url}?view=true`, headers: bearer(patient.access) });
    expect(proof.headers['content-type']).toContain('application/pdf');
    expect(past(list).length).toBeGreaterThanOrEqual(4);
    // One session has been held and waits for the psychologist to mark it.
    expect(past(list).filter((a) => a.status === 'CONFIRMED')).toHaveLength(1);
    expect(upcoming(list).find((a) => a.status === 'CONFIRMED')?.meeting_link).toMatch(/^http\S+\/sesion\/\d+$/);
  });
});
