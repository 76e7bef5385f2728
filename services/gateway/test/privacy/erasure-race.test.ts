import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_PASSWORD, eventually, login, loginAdmin, usePlatform } from './privacy-journey.ts';

/**
 * An erasure and bookings of the same person, sent at once (on Postgres, truly concurrent): every booking either
 * lands before the erasure, and is then cancelled by it, or is refused; none is left open for the erased account.
 */
const platform = usePlatform();

async function freeSlots(access: string, psychologistId: number, count: number) {
  const days = (await platform.app.inject({ method: 'GET', url: `/api/schedules/psychologist/${psychologistId}/available-days/`, headers: bearer(access) }))
    .json<{ date: string; slots: { start_time: string; end_time: string }[] }[]>();
  return days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot }))).slice(0, count);
}

describe('an erasure racing bookings of the same person', () => {
  it('leaves no open appointment for the erased account, and nothing half-erased', async () => {
    const email = `carrera.${Date.now()}@test.cl`;
    const registered = await platform.app.inject({
      method: 'POST', url: '/api/auth/register/',
      payload: { email, username: email, password: DEMO_PASSWORD, password2: DEMO_PASSWORD, user_type: 'client', first_name: 'Ignacia', last_name: 'Carrera', phone_number: '+56 9 3333 4444' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const patient = await login(platform.app, email);
    const { rows: [psychologist] } = await sql<{ id: number }>`
      select p.id from identity.profiles p join identity.users u on u.id = p.user_id where u.email = 'valentina.rojas@e-mind.cl'`.execute(platform.database.db);
    if (!psychologist) throw new Error('demo psychologist missing');
    const slots = await freeSlots(patient, psychologist.id, 6);
    expect(slots).toHaveLength(6);

    const bookings = slots.map((slot) => platform.app.inject({
      method: 'POST', url: '/api/appointments/', headers: bearer(patient),
      payload: { psychologist: psychologist.id, ...slot, payment_method: 'transfer', client_notes: 'Primera consulta' },
    }));
    const erasure = platform.app.inject({ method: 'POST', url: '/api/privacy/erasure/', headers: bearer(patient), payload: { password: DEMO_PASSWORD } });
    const [erased, ...booked] = await Promise.all([erasure, ...bookings]);
    expect(erased.statusCode, erased.body).toBe(202);
    for (const answer of booked) expect([201, 401, 403], answer.body).toContain(answer.statusCode);

    const admin = await loginAdmin(platform.app);
    const requestId = erased.json<{ id: number }>().id;
    await eventually(async () => {
      const list = (await platform.app.inject({ method: 'GET', url: '/api/admin/data-requests/?kind=erasure', headers: bearer(admin) }))
        .json<{ results: { id: number; status: string }[] }>();
      return list.results.find((row) => row.id === requestId && row.status === 'done');
    });
    const { rows: [profile] } = await sql<{ id: number }>`
      select p.id from identity.profiles p join identity.data_requests r on r.user_id = p.user_id where r.id = ${requestId}`.execute(platform.database.db);
    const { rows } = await sql<{ status: string; client_notes: string }>`
      select status, client_notes from booking.appointments where client_id = ${profile?.id ?? 0}`.execute(platform.database.db);
    expect(rows.length).toBe(booked.filter((answer) => answer.statusCode === 201).length);
    for (const row of rows) expect(row).toEqual({ status: 'CANCELLED', client_notes: '' });

    const late = await platform.app.inject({
      method: 'POST', url: '/api/appointments/', headers: bearer(patient),
      payload: { psychologist: psychologist.id, ...slots[0], payment_method: 'transfer', client_notes: '' },
    });
    expect(late.statusCode).toBe(401);
  }, 120_000);
});
