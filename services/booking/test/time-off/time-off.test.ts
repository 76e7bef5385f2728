import { bookingMessages, timeOffMessages } from '@emind/domain';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BANK, bearer, book, bookablePsychologist, buildAppWithPsychologist, registerUser, type Session } from '../helpers.ts';

const suite = appPerFile(() => buildAppWithPsychologist({ platformBank: BANK }));

const request = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, session?: Session, payload?: object) =>
  suite.t.app.inject({ method, url, ...(session ? { headers: bearer(session.access) } : {}), ...(payload ? { payload } : {}) });
const addTimeOff = (session: Session, starts_on: string, ends_on: string, reason = '') =>
  request('POST', '/api/schedules/time-off/', session, { starts_on, ends_on, reason });
const openDates = async (session: Session, id: number): Promise<string[]> =>
  (await request('GET', `/api/schedules/psychologist/${id}/available-days/`, session)).json<{ date: string }[]>().map((day) => day.date);

describe('time off: roles and input', () => {
  it('is the psychologist’s own: 401 without a session, 403 for a client or an admin', async () => {
    const client = await registerUser(suite.t.app, 'client');
    expect((await request('GET', '/api/schedules/time-off/')).statusCode).toBe(401);
    expect((await request('GET', '/api/schedules/time-off/', client)).statusCode).toBe(403);
    expect((await addTimeOff(suite.admin, '2026-06-08', '2026-06-09')).statusCode).toBe(403);
  });

  it('refuses bad ranges with a Spanish 400', async () => {
    expect((await addTimeOff(suite.psychologist, '2026-06-09', '2026-06-08')).json()).toEqual({ code: 'invalid_request', detail: timeOffMessages.order });
    expect((await addTimeOff(suite.psychologist, '2026-05-31', '2026-06-02')).json()).toEqual({ code: 'invalid_request', detail: timeOffMessages.past });
    const long = await addTimeOff(suite.psychologist, '2026-06-08', '2026-06-09', 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(timeOffMessages.reasonTooLong);
    expect((await addTimeOff(suite.psychologist, '2026-02-30', '2026-06-09')).statusCode).toBe(400);
  });
});

describe('time off: slots, stranded sessions, removal', () => {
  it('closes the days, lists the sessions already booked inside, refuses bookings there, and reopens on delete', async () => {
    const own = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = (await book(suite.t, client, own.profileId, { date: '2026-06-08' })).json<{ id: number }>();

    const created = await addTimeOff(own, '2026-06-08', '2026-06-14', 'Vacaciones');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      time_off: { starts_on: '2026-06-08', ends_on: '2026-06-14', reason: 'Vacaciones' },
      stranded: [{ id: booked.id, date: '2026-06-08', start_time: '09:00', status: 'PENDING_PAYMENT', paid: false, closed_because: 'Ausencia' }],
    });
    const overview = (await request('GET', '/api/schedules/time-off/', own)).json();
    expect(overview).toMatchObject({ skip_holidays: false, time_off: [{ reason: 'Vacaciones' }], stranded: [{ id: booked.id }] });

    const dates = await openDates(client, own.profileId);
    expect(dates).toContain('2026-06-02');
    expect(dates.filter((date) => date >= '2026-06-08' && date <= '2026-06-14')).toEqual([]);
    expect((await book(suite.t, client, own.profileId, { date: '2026-06-09', start_time: '15:00', end_time: '16:00' })).json()).toEqual({
      code: 'invalid_request',
      detail: bookingMessages.slotUnavailable,
    });
    const published = await sql<{ date: string }>`select to_char(date, 'YYYY-MM-DD') as date from booking.unavailable_dates where psychologist_id = ${own.profileId} order by date`.execute(suite.t.database.db);
    expect(published.rows.map((row) => row.date)).toEqual(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14']);

    const id = created.json<{ time_off: { id: number } }>().time_off.id;
    expect((await request('DELETE', `/api/schedules/time-off/${id}/`, suite.psychologist)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/schedules/time-off/${id}/`, own)).statusCode).toBe(204);
    expect(await openDates(client, own.profileId)).toEqual(expect.arrayContaining(['2026-06-08', '2026-06-09']));
    const freed = await suite.t.ctx.db.selectFrom('freed_slots').select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')).where('psychologist_id', '=', own.profileId).execute();
    expect(new Set(freed.map((row) => row.date))).toEqual(new Set(['2026-06-08', '2026-06-09']));
    expect((await request('GET', '/api/schedules/time-off/', own)).json()).toMatchObject({ time_off: [], stranded: [] });
  });

  it("'No atender feriados' closes Chile's holidays (29 June 2026, San Pedro y San Pablo, a Monday)", async () => {
    const own = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    expect(await openDates(client, own.profileId)).toContain('2026-06-29');
    const on = await request('PATCH', '/api/schedules/time-off/holidays/', own, { skip_holidays: true });
    expect(on.json()).toMatchObject({ skip_holidays: true, holidays_known_until: '2027-12-31' });
    expect(await openDates(client, own.profileId)).not.toContain('2026-06-29');
    expect((await book(suite.t, client, own.profileId, { date: '2026-06-29' })).statusCode).toBe(400);
    const published = await sql<{ date: string }>`select to_char(date, 'YYYY-MM-DD') as date from booking.unavailable_dates where psychologist_id = ${own.profileId}`.execute(suite.t.database.db);
    expect(published.rows.map((row) => row.date)).toContain('2026-06-29');
    await request('PATCH', '/api/schedules/time-off/holidays/', own, { skip_holidays: false });
    expect((await book(suite.t, client, own.profileId, { date: '2026-06-29' })).statusCode).toBe(201);
    const again = await request('PATCH', '/api/schedules/time-off/holidays/', own, { skip_holidays: true });
    expect(again.json()).toMatchObject({ stranded: [{ date: '2026-06-29', closed_because: 'San Pedro y San Pablo' }] });
  });
});

describe('time off: cancelling a stranded session', () => {
  it('cancels unpaid and paid sessions on a closed day (a paid one goes to refund), and nothing else', async () => {
    const own = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const unpaid = (await book(suite.t, client, own.profileId, { date: '2026-06-15' })).json<{ id: number }>();
    const paid = (await book(suite.t, client, own.profileId, { date: '2026-06-16', start_time: '15:00', end_time: '16:00' })).json<{ id: number }>();
    const outside = (await book(suite.t, client, own.profileId, { date: '2026-06-22' })).json<{ id: number }>();
    expect((await request('PATCH', `/api/appointments/${paid.id}/update-payment-status/`, suite.admin, { status: 'PAYMENT_VERIFIED' })).statusCode).toBe(200);
    expect((await addTimeOff(own, '2026-06-15', '2026-06-16')).json().stranded).toHaveLength(2);

    expect((await request('PATCH', `/api/schedules/time-off/stranded/${unpaid.id}/cancel/`, suite.psychologist)).statusCode).toBe(404);
    expect((await request('PATCH', `/api/schedules/time-off/stranded/${outside.id}/cancel/`, own)).json()).toEqual({ code: 'invalid_request', detail: timeOffMessages.notStranded });
    const mailsToClient = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from booking.mail_outbox where message::text ilike ${`%${client.email}%`}`.execute(suite.t.database.db)).rows[0]?.n ?? 0;
    const before = await mailsToClient();
    expect((await request('PATCH', `/api/schedules/time-off/stranded/${unpaid.id}/cancel/`, own)).json().stranded).toHaveLength(1);
    expect((await request('PATCH', `/api/schedules/time-off/stranded/${paid.id}/cancel/`, own)).json().stranded).toEqual([]);

    const view = (await request('GET', `/api/appointments/${paid.id}/`, suite.admin)).json();
    expect(view).toMatchObject({ status: 'CANCELLED', refund_pending: true });
    expect((await request('GET', `/api/appointments/${unpaid.id}/`, client)).json()).toMatchObject({ status: 'CANCELLED', refund_pending: false });
    expect(await mailsToClient()).toBeGreaterThanOrEqual(before + 2);
  });
});

describe('time off and bookings sent at once', () => {
  it('a booking either lands before the time off (and is stranded in its answer) or is refused', async () => {
    for (let round = 0; round < 4; round += 1) {
      const own = await bookablePsychologist(suite.t);
      const client = await registerUser(suite.t.app, 'client');
      const [booking, timeOff] = await Promise.all([book(suite.t, client, own.profileId, { date: '2026-06-23', start_time: '15:00', end_time: '16:00' }), addTimeOff(own, '2026-06-23', '2026-06-23')]);
      expect(timeOff.statusCode).toBe(201);
      const stranded = timeOff.json<{ stranded: { id: number }[] }>().stranded.map((row) => row.id);
      if (booking.statusCode === 201) expect(stranded).toEqual([booking.json<{ id: number }>().id]);
      else expect([booking.statusCode, stranded]).toEqual([400, []]);
    }
  });
});
