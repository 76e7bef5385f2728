import { bookingMessages } from '@emind/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, login, loginAdmin, usePlatform } from './privacy-journey.ts';

/**
 * An admin verifying a patient's pending session and the patient erasing their account, sent at once (on Postgres,
 * truly concurrent; booking.accept_erasure locks the session first): exactly one wins. Either the verification lands
 * and the erasure is refused listing that session, or the erasure is accepted, the hold cancelled, and the
 * verification refused with the erasure's message.
 */
const platform = usePlatform();

async function patientWithPendingSession(round: number): Promise<{ access: string; appointmentId: number; email: string }> {
  const email = `confirmacion.${round}.${Date.now()}@test.cl`;
  const registered = await platform.app.inject({
    method: 'POST', url: '/api/auth/register/',
    payload: { email, username: email, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: 'client', first_name: 'Renata', last_name: `Carrera${round}`, phone_number: '+56 9 3333 4444' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const access = await login(platform.app, email);
  const { rows: [psychologist] } = await sql<{ id: number }>`
    select p.id from identity.profiles p join identity.users u on u.id = p.user_id where u.email = 'valentina.rojas@e-mind.cl'`.execute(platform.database.db);
  const days = (await platform.app.inject({ method: 'GET', url: `/api/schedules/psychologist/${psychologist?.id ?? 0}/available-days/`, headers: bearer(access) }))
    .json<{ date: string; slots: { start_time: string; end_time: string }[] }[]>();
  const slot = days.flatMap((day) => day.slots.map((s) => ({ date: day.date, ...s })))[round];
  const booked = await platform.app.inject({
    method: 'POST', url: '/api/appointments/', headers: bearer(access),
    payload: { psychologist: psychologist?.id ?? 0, ...slot, payment_method: 'transfer', client_notes: '' },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { access, appointmentId: booked.json<{ id: number }>().id, email };
}

describe('an erasure racing a verification of the same person\'s session', () => {
  it('ends in exactly one consistent outcome, round after round', async () => {
    const admin = await loginAdmin(platform.app);
    for (let round = 0; round < 4; round += 1) {
      const patient = await patientWithPendingSession(round);
      const [erasure, verification] = await Promise.all([
        platform.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(patient.access), payload: { password: DEMO_PASSWORD } }),
        platform.app.inject({
          method: 'PATCH', url: `/api/appointments/${patient.appointmentId}/update-payment-status/`, headers: bearer(admin),
          payload: { status: 'PAYMENT_VERIFIED', notes: 'Transferencia recibida' },
        }),
      ]);
      const { rows: [row] } = await sql<{ status: string }>`select status from booking.appointments where id = ${patient.appointmentId}`.execute(platform.database.db);
      const { rows: requests } = await sql<{ id: number }>`
        select r.id from identity.data_requests r join identity.users u on u.id = r.user_id where u.email = ${patient.email} and r.kind = 'erasure'`.execute(platform.database.db);
      if (verification.statusCode === 200) {
        expect(erasure.statusCode, erasure.body).toBe(409);
        expect(erasure.json<{ sessions: { id: number }[] }>().sessions.map((session) => session.id)).toEqual([patient.appointmentId]);
        expect(row?.status).toBe('PAYMENT_VERIFIED');
        expect(requests).toEqual([]);
      } else {
        expect(erasure.statusCode, erasure.body).toBe(202);
        expect(verification.statusCode, verification.body).toBe(409);
        expect(verification.json<{ detail: string }>().detail).toBe(bookingMessages.erasureUnderway);
        expect(row?.status).toBe('CANCELLED');
        expect(requests).toHaveLength(1);
      }
    }
  }, 120_000);

  it('refuses every later change of the person\'s sessions but a cancellation or a refund', async () => {
    const admin = await loginAdmin(platform.app);
    const patient = await patientWithPendingSession(5);
    // A session already paid: the erasure waits for it to be cancelled (and refunded), which stays possible.
    await sql`update booking.appointments set status = 'PAYMENT_VERIFIED' where id = ${patient.appointmentId}`.execute(platform.database.db);
    const { rows: [request] } = await sql<{ id: number }>`
      insert into identity.data_requests (user_id, user_type, kind, due_at, email, first_name, last_name)
      select id, 'client', 'erasure', now() + interval '30 days', email, first_name, last_name from identity.users where email = ${patient.email}
      returning id`.execute(platform.database.db);
    expect(request).toBeDefined();
    const change = (action: string, payload: object) =>
      platform.app.inject({ method: 'PATCH', url: `/api/appointments/${patient.appointmentId}/${action}/`, headers: bearer(admin), payload });

    const confirmed = await change('update-payment-status', { status: 'CONFIRMED' });
    expect(confirmed.statusCode, confirmed.body).toBe(409);
    expect(confirmed.json<{ detail: string }>().detail).toBe('Esta cuenta está en proceso de eliminación: la sesión solo puede cancelarse o reembolsarse.');
    const cancelled = await change('update-status', { status: 'CANCELLED', notes: '' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunded = await change('mark-refunded', {});
    expect(refunded.statusCode, refunded.body).toBe(200);
  }, 60_000);
});
