import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  book,
  bookablePsychologist,
  buildAppWithPlatformAccount,
  clock,
  NOW,
  PNG,
  registerUser,
  uploadProof,
  type Session,
  type TestApp,
} from '../helpers.ts';

/**
 * One psychologist's known practice, at NOW (Monday 2026-06-01 08:00 Chile) and then at 12:30 that day:
 * - Ana Zapata: 06-01 09:00 COMPLETED (first, with notes), 06-08 09:00 PAYMENT_UPLOADED;
 * - Bruno Álvarez (RUT 12.345.678-5): 06-01 10:00 CANCELLED, 06-02 15:00 PAYMENT_VERIFIED (became the first);
 * - Carla Muñoz: 06-01 11:00 NO_SHOW.
 */
const NOTE = 'Confidencial: ideación pasiva, seguimiento semanal';
const AFTER_SESSIONS = new Date('2026-06-01T16:30:00Z');

let t: TestApp;
const logLines: string[] = [];
let admin: Session;
let psychologist: Session;
let other: Session;
let ana: Session;
let bruno: Session;
let carla: Session;
const ids: Record<'a1' | 'a2' | 'b1' | 'b2' | 'c1', number> = { a1: 0, a2: 0, b1: 0, b2: 0, c1: 0 };

const call = (session: Session | null, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(session ? { headers: bearer(session.access) } : {}), ...(payload ? { payload } : {}) });
const get = (session: Session | null, url: string) => call(session, 'GET', url);
const bookId = async (client: Session, slot: { date: string; start_time: string; end_time: string }) => {
  const response = await book(t, client, psychologist.profileId, slot);
  if (response.statusCode !== 201) throw new Error(`book: ${response.body}`);
  return response.json<{ id: number }>().id;
};
const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
  const done = await response;
  if (done.statusCode !== 200) throw new Error(`${done.statusCode} ${done.body}`);
};
const names = (response: { json<T>(): T }) => response.json<{ user: { first_name: string } }[]>().map((p) => p.user.first_name);

beforeAll(async () => {
  clock.now = NOW;
  ({ t, admin } = await buildAppWithPlatformAccount({ logLines }));
  psychologist = await bookablePsychologist(t);
  other = await bookablePsychologist(t);
  ana = await registerUser(t.app, 'client', { first_name: 'Ana', last_name: 'Zapata' });
  bruno = await registerUser(t.app, 'client', { first_name: 'Bruno', last_name: 'Álvarez' });
  carla = await registerUser(t.app, 'client', { first_name: 'Carla', last_name: 'Muñoz' });
  await expectOk(call(bruno, 'PATCH', '/api/profiles/client-profiles/me/', { rut: '12.345.678-5' }));

  ids.a1 = await bookId(ana, { date: '2026-06-01', start_time: '09:00', end_time: '10:00' });
  ids.a2 = await bookId(ana, { date: '2026-06-08', start_time: '09:00', end_time: '10:00' });
  ids.b1 = await bookId(bruno, { date: '2026-06-01', start_time: '10:00', end_time: '11:00' });
  ids.b2 = await bookId(bruno, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
  ids.c1 = await bookId(carla, { date: '2026-06-01', start_time: '11:00', end_time: '12:00' });
  await expectOk(call(bruno, 'PATCH', `/api/appointments/${ids.b1}/cancel/`));
  for (const id of [ids.a1, ids.b2, ids.c1]) {
    await expectOk(call(admin, 'PATCH', `/api/appointments/${id}/update-payment-status/`, { status: 'PAYMENT_VERIFIED' }));
  }
  await expectOk(call(psychologist, 'PATCH', `/api/appointments/${ids.a1}/update-status/`, { status: 'CONFIRMED' }));
  await expectOk(uploadProof(t, ana, ids.a2, PNG));
  clock.now = AFTER_SESSIONS;
  await expectOk(call(psychologist, 'PATCH', `/api/appointments/${ids.a1}/update-status/`, { status: 'COMPLETED' }));
  await expectOk(call(psychologist, 'PATCH', `/api/appointments/${ids.c1}/update-status/`, { status: 'NO_SHOW' }));
  await expectOk(call(psychologist, 'PATCH', `/api/appointments/${ids.a1}/add-notes/`, { psychologist_notes: NOTE }));
});
afterAll(async () => {
  clock.now = NOW;
  await t.close();
});

describe('psychologist stats', () => {
  it('count the known practice: total, completed, pending payment, active patients and the upcoming sessions', async () => {
    const stats = await get(psychologist, '/api/appointments/psychologist-stats/');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      totalAppointments: 4,
      completedAppointments: 1,
      pendingPaymentAppointments: 1,
      activeClients: 3,
      upcomingAppointments: [
        { id: ids.b2, client_name: 'Bruno Álvarez', date: '2026-06-02', start_time: '15:00', status: 'PAYMENT_VERIFIED', status_display: 'Pago verificado' },
      ],
    });
    expect((await get(other, '/api/appointments/psychologist-stats/')).json()).toMatchObject({ totalAppointments: 0, activeClients: 0, upcomingAppointments: [] });
  });

  it('are for psychologists only', async () => {
    expect((await get(null, '/api/appointments/psychologist-stats/')).statusCode).toBe(401);
    expect((await get(ana, '/api/appointments/psychologist-stats/')).statusCode).toBe(403);
    expect((await get(admin, '/api/appointments/psychologist-stats/')).statusCode).toBe(403);
  });
});

describe('weekly series', () => {
  it('give the psychologist 16 weeks (12 to this one, 4 ahead) of sessions by status', async () => {
    const { weeks } = (await get(psychologist, '/api/appointments/psychologist-weekly-sessions/')).json<{ weeks: { week_start: string; total: number }[] }>();
    expect(weeks).toHaveLength(16);
    expect(weeks[0]?.week_start).toBe('2026-03-16');
    expect(weeks[11]).toEqual({ week_start: '2026-06-01', is_current: true, is_future: false, total: 3, completed: 1, no_show: 1, scheduled: 1 });
    expect(weeks[12]).toEqual({ week_start: '2026-06-08', is_current: false, is_future: true, total: 1, completed: 0, no_show: 0, scheduled: 1 });
    expect(weeks.filter((week) => week.week_start !== '2026-06-01' && week.week_start !== '2026-06-08').every((week) => week.total === 0)).toBe(true);
    expect((await get(admin, '/api/appointments/psychologist-weekly-sessions/')).statusCode).toBe(403);
  });

  it('give the admin bookings per week, first sessions (platform) apart from the rest', async () => {
    const response = await get(admin, '/api/appointments/admin/weekly-bookings/');
    expect(response.statusCode).toBe(200);
    const { weeks } = response.json<{ weeks: { week_start: string }[] }>();
    expect(weeks).toHaveLength(12);
    // The cancelled b1 is not counted; b2 became Bruno's first session when it was cancelled.
    expect(weeks.at(-1)).toEqual({ week_start: '2026-06-01', platform: 3, psychologist: 1, platform_amount: 60000, psychologist_amount: 20000 });
    expect((await get(psychologist, '/api/appointments/admin/weekly-bookings/')).statusCode).toBe(403);
  });
});

describe("admin's payments to verify", () => {
  it('counts uploaded proofs, and those whose session has started', async () => {
    expect((await get(admin, '/api/appointments/admin/payments-pending-count/')).json()).toEqual({ count: 1, overdue: 0 });
    clock.now = new Date('2026-06-08T13:30:00Z');
    try {
      expect((await get(admin, '/api/appointments/admin/payments-pending-count/')).json()).toEqual({ count: 1, overdue: 1 });
    } finally {
      clock.now = AFTER_SESSIONS;
    }
    expect((await get(psychologist, '/api/appointments/admin/payments-pending-count/')).statusCode).toBe(403);
    expect((await get(ana, '/api/appointments/admin/payments-pending-count/')).statusCode).toBe(403);
  });
});

describe("'Mis Pacientes'", () => {
  const list = (session: Session, query = '') => get(session, `/api/appointments/psychologist_patients/${query}`);

  it('lists who booked with the psychologist, with totals, last and next session, soonest next first', async () => {
    const response = await list(psychologist);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ id: bruno.profileId, total_appointments: 1, last_appointment_date: null, next_appointment_date: '2026-06-02', next_appointment_status: 'PAYMENT_VERIFIED' }),
      expect.objectContaining({ id: ana.profileId, total_appointments: 2, last_appointment_date: '2026-06-01', last_appointment_status: 'COMPLETED', next_appointment_date: '2026-06-08', next_appointment_status: 'PAYMENT_UPLOADED' }),
      expect.objectContaining({ id: carla.profileId, total_appointments: 1, last_appointment_status: 'NO_SHOW', next_appointment_date: null }),
    ]);
    expect(response.json()[0]).toMatchObject({ rut: '12.345.678-5', user: { first_name: 'Bruno', last_name: 'Álvarez', email: bruno.email, is_active: true } });
    expect(JSON.stringify(response.json())).not.toContain('Confidencial');
    expect((await list(other)).json()).toEqual([]);
  });

  it('sorts five ways and filters by next session', async () => {
    expect(names(await list(psychologist, '?sort=name_asc'))).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(names(await list(psychologist, '?sort=name_desc'))).toEqual(['Carla', 'Bruno', 'Ana']);
    expect(names(await list(psychologist, '?sort=appointments_desc'))).toEqual(['Ana', 'Bruno', 'Carla']);
    expect(names(await list(psychologist, '?sort=appointments_asc'))).toEqual(['Bruno', 'Carla', 'Ana']);
    expect(names(await list(psychologist, '?filter=with_next'))).toEqual(['Bruno', 'Ana']);
    expect(names(await list(psychologist, '?filter=without_next'))).toEqual(['Carla']);
    expect((await list(psychologist, '?sort=age')).statusCode).toBe(400);
    expect((await list(psychologist, '?filter=some')).statusCode).toBe(400);
  });

  it('searches names, e-mail and RUT, ignoring case, accents and the RUT punctuation', async () => {
    expect(names(await list(psychologist, '?search=MUNOZ'))).toEqual(['Carla']);
    expect(names(await list(psychologist, '?search=alvarez'))).toEqual(['Bruno']);
    expect(names(await list(psychologist, '?search=12345678'))).toEqual(['Bruno']);
    expect(names(await list(psychologist, '?search=345.678-5'))).toEqual(['Bruno']);
    expect(names(await list(psychologist, `?search=${encodeURIComponent(ana.email)}`))).toEqual(['Ana']);
    expect(names(await list(psychologist, '?search=%25'))).toEqual([]);
    expect(names(await list(psychologist, '?search=ana zap&filter=without_next'))).toEqual([]);
  });

  it("shows a patient's sessions with this psychologist, newest first, with the psychologist's own notes", async () => {
    const detail = await get(psychologist, `/api/appointments/psychologist_patients/${ana.profileId}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: ana.profileId, total_appointments: 2 });
    expect(detail.json().sessions).toEqual([
      expect.objectContaining({ id: ids.a2, date: '2026-06-08', start_time: '09:00', status: 'PAYMENT_UPLOADED', psychologist_notes: '' }),
      expect.objectContaining({ id: ids.a1, date: '2026-06-01', status: 'COMPLETED', status_display: 'Completada', psychologist_notes: NOTE }),
    ]);
  });

  it("answers 404 for someone else's patient and 403 to other roles", async () => {
    for (const url of [`/api/appointments/psychologist_patients/${ana.profileId}/`]) {
      expect((await get(other, url)).statusCode).toBe(404);
      expect((await get(admin, url)).statusCode).toBe(403);
      expect((await get(ana, url)).statusCode).toBe(403);
    }
    expect((await call(other, 'PATCH', `/api/appointments/psychologist_patients/${ana.profileId}/status/`)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', `/api/appointments/psychologist_patients/${ana.profileId}/status/`)).statusCode).toBe(403);
    expect((await get(psychologist, '/api/appointments/psychologist_patients/abc/')).statusCode).toBe(400);
    expect((await get(psychologist, '/api/appointments/psychologist_patients/99999999/')).statusCode).toBe(404);
  });

  it('toggles the patient in this list only: the account stays active and other psychologists are unaffected', async () => {
    const off = await call(psychologist, 'PATCH', `/api/appointments/psychologist_patients/${carla.profileId}/status/`);
    expect(off.statusCode).toBe(200);
    expect(off.json().user.is_active).toBe(false);
    expect((await get(psychologist, '/api/appointments/psychologist-stats/')).json().activeClients).toBe(2);
    const account = await get(admin, `/api/profiles/admin/patients/${carla.profileId}/`);
    expect(account.json().user.is_active).toBe(true);
    const on = await call(psychologist, 'PATCH', `/api/appointments/psychologist_patients/${carla.profileId}/status/`);
    expect(on.json().user.is_active).toBe(true);
    expect((await get(psychologist, '/api/appointments/psychologist-stats/')).json().activeClients).toBe(3);
  });
});

describe("identity's admin patients list", () => {
  it("shows booking's figures: total, last and next appointment", async () => {
    // The published view compares with the database clock: these sessions are behind it.
    const response = await get(admin, `/api/profiles/admin/patients/${ana.profileId}/`);
    expect(response.json()).toMatchObject({ total_appointments: 2, last_appointment_date: '2026-06-08', last_appointment_status: 'PAYMENT_UPLOADED' });
    await sql`update booking.appointments set starts_at = now() + interval '7 days', ends_at = now() + interval '7 days 1 hour', date = (now() + interval '7 days')::date where id = ${ids.a2}`.execute(t.database.db);
    const moved = (await get(admin, `/api/profiles/admin/patients/${ana.profileId}/`)).json<{ next_appointment_date: string }>();
    expect(moved).toMatchObject({ total_appointments: 2, last_appointment_date: '2026-06-01', last_appointment_status: 'COMPLETED', next_appointment_status: 'PAYMENT_UPLOADED' });
    expect(moved.next_appointment_date > '2026-06-08').toBe(true);
    const list = (await get(admin, '/api/profiles/admin/patients/')).json<{ id: number; total_appointments: number }[]>();
    expect(list.find((p) => p.id === bruno.profileId)?.total_appointments).toBe(1);
  });
});

describe('clinical notes (Ley 20.584)', () => {
  it('reach neither the patient nor an admin, in any response', async () => {
    const confirmed = await call(admin, 'PATCH', `/api/appointments/${ids.b2}/update-payment-status/`, { status: 'CONFIRMED' });
    await expectOk(call(psychologist, 'PATCH', `/api/appointments/${ids.b2}/add-notes/`, { psychologist_notes: NOTE }));
    const responses = [
      confirmed,
      await get(bruno, `/api/appointments/${ids.b2}/calendar.ics`),
      await get(bruno, '/api/appointments/client-appointments/'),
      await get(ana, '/api/appointments/client-appointments/'),
      await get(ana, '/api/appointments/dashboard-stats/'),
      await get(admin, '/api/appointments/admin-payment-verification/?status=PENDING_PAYMENT,PAYMENT_UPLOADED,PAYMENT_VERIFIED,CONFIRMED,COMPLETED,CANCELLED,NO_SHOW'),
      await get(admin, `/api/profiles/admin/patients/${ana.profileId}/`),
      await get(admin, '/api/profiles/admin/patients/'),
      await get(admin, '/api/appointments/admin/weekly-bookings/'),
      await get(other, '/api/appointments/my-appointments/'),
    ];
    expect(responses[5]?.json<{ id: number }[]>().some((appointment) => appointment.id === ids.a1)).toBe(true);
    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(400);
      expect(response.body).not.toContain('Confidencial');
      expect(response.body).not.toContain('psychologist_notes');
    }
  });

  it('are written only by the appointment’s psychologist', async () => {
    for (const session of [ana, admin]) {
      expect((await call(session, 'PATCH', `/api/appointments/${ids.a1}/add-notes/`, { psychologist_notes: 'x' })).statusCode).toBe(403);
    }
    expect((await call(other, 'PATCH', `/api/appointments/${ids.a1}/add-notes/`, { psychologist_notes: 'x' })).statusCode).toBe(404);
    expect((await get(psychologist, `/api/appointments/psychologist_patients/${ana.profileId}/`)).json().sessions[1].psychologist_notes).toBe(NOTE);
  });

  it('are never mailed nor logged', async () => {
    const mails = await sql<{ message: unknown }>`select message from booking.mail_outbox`.execute(t.database.db);
    expect(mails.rows.length).toBeGreaterThan(5);
    expect(JSON.stringify(mails.rows)).not.toContain('Confidencial');
    expect(logLines.some((line) => line.includes('add-notes'))).toBe(false);
    expect(logLines.some((line) => line.includes('psychologist_patients'))).toBe(true);
    expect(logLines.join('\n')).not.toContain('Confidencial');
  });
});
