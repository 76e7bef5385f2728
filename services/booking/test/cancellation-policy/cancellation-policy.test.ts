import { defaultCancellationPolicy } from '@emind/domain';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BANK, bearer, book, bookablePsychologist, buildAppWithPlatformAccount, registerUser, type Session } from '../helpers.ts';
import { bookSeries } from '../series/support.ts';

/**
 * The cancellation policy (issue 39). NOW is Monday 2026-06-01 08:00 in Chile: Monday 11:00 is 3 hours ahead,
 * Tuesday 15:00 is 31 hours ahead (outside a 24-hour window, inside a 48-hour one).
 */
const suite = appPerFile(() => buildAppWithPlatformAccount({ platformBank: BANK }));

const POLICY = '/api/booking/cancellation-policy/';
const refundUrl = (id: number) => `/api/booking/cancellation-policy/appointments/${id}/refund/`;
const call = (method: 'GET' | 'PUT' | 'PATCH', url: string, session?: Session, payload?: object) =>
  suite.t.app.inject({ method, url, ...(session ? { headers: bearer(session.access) } : {}), ...(payload ? { payload } : {}) });
const TUESDAY_15 = { date: '2026-06-02', start_time: '15:00', end_time: '16:00' };
const MONDAY_11 = { date: '2026-06-01', start_time: '11:00', end_time: '12:00' };

/** A listed psychologist with `policy` (none: the default), and a paid (verified) appointment a new patient booked at `slot`. */
async function paidAppointment(policy: object | null, slot: object, { pay = true } = {}) {
  const psychologist = await bookablePsychologist(suite.t, 20_000);
  if (policy) expect((await call('PUT', POLICY, psychologist, policy)).statusCode).toBe(200);
  const patient = await registerUser(suite.t.app, 'client');
  const booked = await book(suite.t, patient, psychologist.profileId, slot);
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json<{ id: number }>().id;
  if (pay) expect((await call('PATCH', `/api/appointments/${id}/update-payment-status/`, suite.admin, { status: 'PAYMENT_VERIFIED' })).statusCode).toBe(200);
  return { psychologist, patient, id };
}

const refundsDue = async (id: number) =>
  (await sql<{ refund_amount: number; amount_paid: number; cancelled_by: string; payment_method: string }>`select * from booking.refunds_due where appointment_id = ${id}`.execute(suite.t.database.db)).rows;

describe('the psychologist’s policy', () => {
  it('is 24 hours / 0 % until chosen, then what they put; their own only', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const other = await bookablePsychologist(suite.t);
    expect((await call('GET', POLICY, psychologist)).json()).toEqual(defaultCancellationPolicy);
    const put = await call('PUT', POLICY, psychologist, { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
    expect(put.json()).toEqual({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
    expect((await call('GET', POLICY, psychologist)).json()).toEqual({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
    expect((await call('GET', POLICY, other)).json()).toEqual(defaultCancellationPolicy);
  });

  it('refuses patients, admins and visitors', async () => {
    const patient = await registerUser(suite.t.app, 'client');
    const body = { free_cancellation_hours: 12, late_cancellation_refund_percent: 100 };
    expect((await call('GET', POLICY, patient)).statusCode).toBe(403);
    expect((await call('PUT', POLICY, patient, body)).statusCode).toBe(403);
    expect((await call('PUT', POLICY, suite.admin, body)).statusCode).toBe(403);
    expect((await call('GET', POLICY)).statusCode).toBe(401);
  });

  it('takes only the three allowed values of each, with Spanish errors', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const bad = await call('PUT', POLICY, psychologist, { free_cancellation_hours: 36, late_cancellation_refund_percent: 75 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'invalid_request', free_cancellation_hours: ['Elige 12, 24 o 48 horas.'], late_cancellation_refund_percent: ['Elige 0, 50 o 100 %.'] });
    expect((await call('PUT', POLICY, psychologist, { free_cancellation_hours: 24 })).json()).toEqual({ code: 'invalid_request', late_cancellation_refund_percent: ['Este campo es obligatorio'] });
    expect((await call('PUT', POLICY, psychologist, { free_cancellation_hours: '24', late_cancellation_refund_percent: 0 })).statusCode).toBe(400);
    expect((await call('PUT', POLICY, psychologist, { free_cancellation_hours: 24, late_cancellation_refund_percent: 0, extra: 1 })).statusCode).toBe(400);
    expect((await call('GET', POLICY, psychologist)).json()).toEqual(defaultCancellationPolicy);
  });

  it('freezes the domain’s default in the columns’ defaults (a migration that ran never changes)', async () => {
    const { rows } = await sql<{ column_name: string; column_default: string }>`
      select column_name, column_default from information_schema.columns
      where table_schema = 'booking' and table_name in ('cancellation_policies', 'appointments')
        and column_name in ('free_cancellation_hours', 'late_cancellation_refund_percent')`.execute(suite.t.database.db);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(Number.parseInt(row.column_default, 10)).toBe(defaultCancellationPolicy[row.column_name as keyof typeof defaultCancellationPolicy]);
  });
});

describe('an appointment keeps the policy it was booked under', () => {
  it('whatever the psychologist changes afterwards', async () => {
    const { psychologist, patient, id } = await paidAppointment({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 }, TUESDAY_15);
    await call('PUT', POLICY, psychologist, { free_cancellation_hours: 12, late_cancellation_refund_percent: 0 });
    const preview = await call('GET', refundUrl(id), patient);
    expect(preview.json()).toMatchObject({ policy: { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 }, refund_amount: 10_000 });
    const later = (await book(suite.t, await registerUser(suite.t.app, 'client'), psychologist.profileId, { ...TUESDAY_15, start_time: '16:00', end_time: '17:00' })).json<{ id: number }>();
    expect((await call('GET', refundUrl(later.id), suite.admin)).json()).toMatchObject({ policy: { free_cancellation_hours: 12, late_cancellation_refund_percent: 0 } });
  });
});

describe('an appointment keeps its policy through a series and a move', () => {
  const HALF_48 = { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 };
  it('every session of a weekly series is booked under the policy of the day it was booked', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    await call('PUT', POLICY, psychologist, HALF_48);
    const patient = await registerUser(suite.t.app, 'client');
    const series = await bookSeries(suite.t, patient, psychologist.profileId);
    expect(series.statusCode, series.body).toBe(201);
    await call('PUT', POLICY, psychologist, { free_cancellation_hours: 12, late_cancellation_refund_percent: 100 });
    const ids = series.json<{ appointments: { id: number }[] }>().appointments.map((appointment) => appointment.id);
    expect(ids).toHaveLength(4);
    for (const id of ids) expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ policy: HALF_48 });
  });

  it("'Reprogramar' moves the session and keeps the policy it was booked under", async () => {
    const { psychologist, patient, id } = await paidAppointment(HALF_48, TUESDAY_15);
    await call('PUT', POLICY, psychologist, { free_cancellation_hours: 12, late_cancellation_refund_percent: 0 });
    const moved = await call('PATCH', `/api/appointments/${id}/reschedule/`, psychologist, { ...TUESDAY_15, start_time: '16:00', end_time: '17:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ policy: HALF_48, free_until: '2026-05-31T20:00:00.000Z', refund_amount: 10_000 });
  });
});

describe('what a cancellation refunds', () => {
  it('a patient outside the free window: in full, previewed, recorded and published', async () => {
    const { patient, id } = await paidAppointment(null, TUESDAY_15);
    const preview = await call('GET', refundUrl(id), patient);
    expect(preview.json()).toMatchObject({
      state: 'preview', payment_method: 'transfer', amount_paid: 20_000, refund_amount: 20_000, refund_percent: 100, reason: 'free_window',
      free_until: '2026-06-01T19:00:00.000Z', message: 'Se te reembolsarán $20.000 (100 %) por transferencia; un administrador lo gestionará.', refunded: false,
    });
    expect((await call('PATCH', `/api/appointments/${id}/cancel/`, patient, {})).statusCode).toBe(200);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'due', refund_amount: 20_000, refund_percent: 100 });
    expect(await refundsDue(id)).toEqual([expect.objectContaining({ amount_paid: 20_000, refund_amount: 20_000, cancelled_by: 'patient', payment_method: 'transfer' })]);
  });

  it('a patient inside a 48-hour window of a 50 % policy: half', async () => {
    const { patient, id } = await paidAppointment({ free_cancellation_hours: 48, late_cancellation_refund_percent: 50 }, TUESDAY_15);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'preview', refund_amount: 10_000, refund_percent: 50, reason: 'late' });
    expect((await call('PATCH', `/api/appointments/${id}/cancel/`, patient, {})).statusCode).toBe(200);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'due', amount_paid: 20_000, refund_amount: 10_000, message: 'Se te reembolsarán $10.000 (50 %) por transferencia; un administrador lo gestionará.' });
    expect(await refundsDue(id)).toEqual([expect.objectContaining({ refund_amount: 10_000 })]);
  });

  it('the psychologist, inside the window of a 0 % policy: in full', async () => {
    const { psychologist, patient, id } = await paidAppointment(null, MONDAY_11);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ refund_amount: 0, reason: 'late' });
    expect((await call('PATCH', `/api/appointments/${id}/update-status/`, psychologist, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'due', refund_amount: 20_000, refund_percent: 100, reason: 'not_by_patient' });
    expect(await refundsDue(id)).toEqual([expect.objectContaining({ refund_amount: 20_000, cancelled_by: 'psychologist' })]);
  });

  it('a card payment confirmed by Webpay, inside a 50 % window: half, back to the card', async () => {
    const psychologist = await bookablePsychologist(suite.t, 20_000);
    await call('PUT', POLICY, psychologist, { free_cancellation_hours: 48, late_cancellation_refund_percent: 50 });
    const patient = await registerUser(suite.t.app, 'client');
    const booked = await suite.t.app.inject({ method: 'POST', url: '/api/appointments/', headers: bearer(patient.access), payload: { psychologist: psychologist.profileId, ...TUESDAY_15, payment_method: 'credit_card', client_notes: '' } });
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json<{ id: number }>();
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ amount_paid: 0, reason: 'unpaid' });
    await sql`select booking.confirm_card_payment(${id}, 77, ${new Date('2026-06-01T12:00:00Z')})`.execute(suite.t.database.db);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({
      payment_method: 'credit_card', refund_amount: 10_000, message: 'Se te reembolsarán $10.000 (50 %) a tu tarjeta en 1 a 5 días hábiles.',
    });
    expect((await call('PATCH', `/api/appointments/${id}/cancel/`, patient, {})).statusCode).toBe(200);
    expect(await refundsDue(id)).toEqual([expect.objectContaining({ payment_method: 'credit_card', amount_paid: 20_000, refund_amount: 10_000 })]);
  });

  it('an admin (the platform), inside the window of a 0 % policy: in full', async () => {
    const { id } = await paidAppointment(null, MONDAY_11);
    expect((await call('PATCH', `/api/appointments/${id}/update-status/`, suite.admin, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(await refundsDue(id)).toEqual([expect.objectContaining({ refund_amount: 20_000, cancelled_by: 'platform' })]);
  });

  it('a patient inside the window of a 0 % policy: nothing, so no refund is pending and none can be marked', async () => {
    const { patient, id } = await paidAppointment(null, MONDAY_11);
    const cancelled = await call('PATCH', `/api/appointments/${id}/cancel/`, patient, {});
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refund_pending: false });
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'due', amount_paid: 20_000, refund_amount: 0, reason: 'late' });
    expect(await refundsDue(id)).toEqual([]);
    expect((await call('PATCH', `/api/appointments/${id}/mark-refunded/`, suite.admin, {})).statusCode).toBe(400);
  });

  it('an unpaid appointment: nothing, and nothing published', async () => {
    const { patient, id } = await paidAppointment(null, TUESDAY_15, { pay: false });
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ amount_paid: 0, refund_amount: 0, reason: 'unpaid' });
    expect((await call('PATCH', `/api/appointments/${id}/cancel/`, patient, {})).statusCode).toBe(200);
    expect((await call('GET', refundUrl(id), patient)).json()).toMatchObject({ state: 'due', refund_amount: 0, reason: 'unpaid' });
    expect(await refundsDue(id)).toEqual([]);
  });

  it('is shown to the appointment’s parties and admins only', async () => {
    const { psychologist, id } = await paidAppointment(null, TUESDAY_15);
    expect((await call('GET', refundUrl(id), await registerUser(suite.t.app, 'client'))).statusCode).toBe(404);
    expect((await call('GET', refundUrl(id), await bookablePsychologist(suite.t))).statusCode).toBe(404);
    expect((await call('GET', refundUrl(id), psychologist)).statusCode).toBe(200);
    expect((await call('GET', refundUrl(id))).statusCode).toBe(401);
    expect((await call('GET', refundUrl(999_999), suite.admin)).statusCode).toBe(404);
  });
});
