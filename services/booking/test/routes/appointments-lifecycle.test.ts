import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { expireUnpaidHolds } from '../../src/appointments/expiry.ts';
import { bearer, book, bookablePsychologist, buildAppWithPlatformAccount, changesHeard, clock, PNG, registerUser, resetClock, type Session, uploadProof } from '../helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const suite = appPerFile(buildAppWithPlatformAccount, { afterEach: resetClock });

const upload = (session: Session, id: number, content: Buffer, field = 'payment_proof', fileName = 'comprobante.png') =>
  uploadProof(suite.t, session, id, content, field, fileName);
const patch = (session: Session, url: string, payload: object = {}) => suite.t.app.inject({ method: 'PATCH', url, headers: bearer(session.access), payload });
const get = (session: Session, url: string) => suite.t.app.inject({ method: 'GET', url, headers: bearer(session.access) });
const payment = (session: Session, id: number, status: 'PAYMENT_VERIFIED' | 'CONFIRMED') => patch(session, `/api/appointments/${id}/update-payment-status/`, { status });
const setStatus = (session: Session, id: number, status: string) => patch(session, `/api/appointments/${id}/update-status/`, { status });

/** A fresh client with a first appointment at `start_time` on NOW's Monday with a fresh psychologist. */
async function firstAppointment(start_time = '09:00') {
  const psychologist = await bookablePsychologist(suite.t);
  const client = await registerUser(suite.t.app, 'client');
  const end_time = `${String(Number(start_time.slice(0, 2)) + 1).padStart(2, '0')}:00`;
  const appointment = (await book(suite.t, client, psychologist.profileId, { start_time, end_time })).json() as { id: number };
  return { psychologist, client, id: appointment.id };
}

describe('payment proof', () => {
  it('moves a pending payment to PAYMENT_UPLOADED, typed by content, readable by the parties and admins only', async () => {
    const { psychologist, client, id } = await firstAppointment();
    const stranger = await registerUser(suite.t.app, 'client');
    expect((await upload(client, id, Buffer.alloc(0))).json()).toEqual({ code: 'invalid_request', detail: 'Debes seleccionar un archivo antes de subir el comprobante.' });
    expect((await upload(client, id, PNG, 'otro')).json()).toEqual({ code: 'invalid_request', detail: 'Debes seleccionar un archivo antes de subir el comprobante.' });
    expect((await upload(client, id, Buffer.from('no soy un pdf'), 'payment_proof', 'falso.pdf')).statusCode).toBe(415);
    expect((await upload(stranger, id, PNG)).statusCode).toBe(404);

    const uploaded = await upload(client, id, PNG);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ status: 'PAYMENT_UPLOADED', payment_proof_url: `/api/appointments/${id}/download-payment-proof/` });
    expect(uploaded.json().history.at(-1)).toMatchObject({ from_status: 'PENDING_PAYMENT', to_status: 'PAYMENT_UPLOADED', changed_by_role: 'client' });
    expect((await upload(client, id, PDF, 'payment_proof', 'nuevo.pdf')).json().status).toBe('PAYMENT_UPLOADED');

    for (const viewer of [client, psychologist, suite.admin]) {
      const file = await get(viewer, `/api/appointments/${id}/download-payment-proof/?view=true`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="comprobante-EM-\d{6}\.pdf"; filename\*=UTF-8''comprobante-EM-\d{6}\.pdf$/);
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get(client, `/api/appointments/${id}/download-payment-proof/`)).headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(stranger, `/api/appointments/${id}/download-payment-proof/`)).statusCode).toBe(404);
    expect((await get(await bookablePsychologist(suite.t), `/api/appointments/${id}/download-payment-proof/`)).statusCode).toBe(404);
  });

  it('answers a form with no boundary or cut short with 400, not a server error', async () => {
    const { client, id } = await firstAppointment();
    const send = (contentType: string, payload: string) =>
      suite.t.app.inject({ method: 'POST', url: `/api/appointments/${id}/upload-payment/`, headers: { ...bearer(client.access), 'content-type': contentType }, payload });
    for (const response of [
      await send('multipart/form-data', 'x'),
      await send('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="payment_proof"; filename="a.png"\r\n\r\nabc'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid_request', detail: 'El formulario enviado está incompleto o mal formado' });
    }
  });

  it('refuses a proof above 10 MB while it streams, and a proof once the payment is verified', async () => {
    const { client, id } = await firstAppointment();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(client, id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'payload_too_large', detail: 'El comprobante es demasiado grande. El tamaño máximo es 10MB.' });
    expect((await payment(suite.admin, id, 'PAYMENT_VERIFIED')).statusCode).toBe(200);
    expect((await upload(client, id, PNG)).json()).toEqual({ code: 'invalid_request', detail: 'Solo puedes subir el comprobante de una cita pendiente de pago.' });
  });
});

describe('payment verification and confirmation', () => {
  it('lets only an admin verify a first session; confirming gives a video room to the parties and admins', async () => {
    const { psychologist, client, id } = await firstAppointment();
    await upload(client, id, PNG);
    const refused = await payment(psychologist, id, 'PAYMENT_VERIFIED');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', detail: 'No puedes verificar la primera cita con un cliente. Solo un administrador puede hacerlo.' });
    expect((await payment(client, id, 'PAYMENT_VERIFIED')).statusCode).toBe(403);
    expect((await payment(suite.admin, id, 'CONFIRMED')).statusCode).toBe(400);

    const verified = await payment(suite.admin, id, 'PAYMENT_VERIFIED');
    expect(verified.json()).toMatchObject({ status: 'PAYMENT_VERIFIED', meeting_link: null });
    expect(verified.json().history.at(-1)).toMatchObject({ to_status: 'PAYMENT_VERIFIED', changed_by_role: 'admin', note: 'Pago verificado por el administrador' });
    expect((await payment(suite.admin, id, 'PAYMENT_VERIFIED')).statusCode).toBe(400);

    const confirmed = await payment(psychologist, id, 'CONFIRMED');
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', status_display: 'Confirmada' });
    const link = confirmed.json().meeting_link as string;
    expect(link).toBe(`http://localhost:8000/sesion/${id}`);
    for (const viewer of [client, suite.admin]) expect((await get(viewer, `/api/appointments/${id}/is-first-appointment/`)).statusCode).toBe(200);
    const forClient = (await get(client, '/api/appointments/client-appointments/')).json()[0];
    expect(forClient.meeting_link).toBe(link);
    expect((await get(client, `/api/appointments/has-confirmed-appointments/${psychologist.profileId}/`)).json()).toEqual({ has_confirmed_appointments: true });
  });

  it('lets the psychologist verify a later session, and one of two simultaneous verifications wins', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    await book(suite.t, client, psychologist.profileId);
    const second = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).json();
    const answers = await Promise.all([payment(psychologist, second.id, 'PAYMENT_VERIFIED'), payment(suite.admin, second.id, 'PAYMENT_VERIFIED')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const history = (await get(client, '/api/appointments/client-appointments/')).json()[1].history;
    expect(history.filter((change: { to_status: string }) => change.to_status === 'PAYMENT_VERIFIED')).toHaveLength(1);
    expect((await payment(await bookablePsychologist(suite.t), second.id, 'CONFIRMED')).statusCode).toBe(404);
  });
});

describe('status changes by the psychologist', () => {
  it('follow the spec table; completed and no-show only once the session has started', async () => {
    const { psychologist, id } = await firstAppointment();
    expect((await setStatus(psychologist, id, 'CONFIRMED')).json()).toEqual({ code: 'invalid_request', detail: 'No se puede cambiar la cita a ese estado desde su estado actual.' });
    await payment(suite.admin, id, 'PAYMENT_VERIFIED');
    expect((await setStatus(psychologist, id, 'COMPLETED')).json()).toEqual({
      code: 'invalid_request',
      detail: 'Solo puedes marcar la cita como completada o no asistida una vez iniciada la sesión.',
    });
    expect((await setStatus(psychologist, id, 'PENDING_PAYMENT')).statusCode).toBe(400);
    expect((await setStatus(psychologist, id, 'CONFIRMED')).json().meeting_link).toBe(`http://localhost:8000/sesion/${id}`);
    clock.now = new Date('2026-06-01T13:10:00Z');
    const completed = await setStatus(psychologist, id, 'COMPLETED');
    expect(completed.json()).toMatchObject({ status: 'COMPLETED', meeting_link: null });
    expect((await setStatus(psychologist, id, 'NO_SHOW')).statusCode).toBe(400);
  });

  it('keeps clinical notes for the psychologist alone', async () => {
    const { psychologist, client, id } = await firstAppointment();
    const saved = await patch(psychologist, `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'Ansiedad; seguimiento semanal.' });
    expect(saved.json().psychologist_notes).toBe('Ansiedad; seguimiento semanal.');
    expect((await patch(client, `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'x' })).statusCode).toBe(403);
    expect((await patch(suite.admin, `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'x' })).statusCode).toBe(403);
    expect((await patch(await bookablePsychologist(suite.t), `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'x' })).statusCode).toBe(404);
    const everyone = [
      JSON.stringify((await get(client, '/api/appointments/client-appointments/')).json()),
      JSON.stringify((await get(suite.admin, '/api/appointments/admin-payment-verification/')).json()),
    ];
    for (const body of everyone) expect(body).not.toContain('seguimiento semanal');
  });
});

describe('cancelling', () => {
  it('frees the slot, makes the next open appointment the first, and shows a pending refund when it was paid', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    // An hour before the session, the patient's cancellation refunds what the psychologist's policy says: here all of it.
    await suite.t.app.inject({ method: 'PUT', url: '/api/booking/cancellation-policy/', headers: bearer(psychologist.access), payload: { free_cancellation_hours: 12, late_cancellation_refund_percent: 100 } });
    const client = await registerUser(suite.t.app, 'client');
    const first = (await book(suite.t, client, psychologist.profileId)).json();
    const second = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).json();
    await payment(suite.admin, first.id, 'PAYMENT_VERIFIED');
    expect((await patch(await registerUser(suite.t.app, 'client'), `/api/appointments/${first.id}/cancel/`)).statusCode).toBe(404);

    const cancelled = await patch(client, `/api/appointments/${first.id}/cancel/`);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', refund_pending: true });
    expect((await patch(client, `/api/appointments/${first.id}/cancel/`)).json()).toEqual({ code: 'invalid_request', detail: 'Esta cita ya no se puede cancelar.' });
    const list = (await get(client, '/api/appointments/client-appointments/')).json();
    expect(list.map((a: { id: number; status: string }) => [a.id, a.status])).toEqual([[first.id, 'CANCELLED'], [second.id, 'PENDING_PAYMENT']]);
    expect(list[1]).toMatchObject({ id: second.id, is_first_appointment: true, payment_info: { destination: 'platform' } });

    expect((await book(suite.t, await registerUser(suite.t.app, 'client'), psychologist.profileId)).statusCode).toBe(201);
    expect((await patch(suite.admin, `/api/appointments/${second.id}/mark-refunded/`)).statusCode).toBe(400);
    const refunded = await patch(suite.admin, `/api/appointments/${first.id}/mark-refunded/`);
    expect(refunded.json().refund_pending).toBe(false);
  });

  it('is refused once the session has started', async () => {
    const { client, id } = await firstAppointment('10:00');
    clock.now = new Date('2026-06-01T14:00:00Z');
    expect((await patch(client, `/api/appointments/${id}/cancel/`)).statusCode).toBe(400);
  });
});

describe('unpaid holds', () => {
  it('expire at their deadline, once, even with two runs at the same time', async () => {
    const { client } = await firstAppointment('11:00');
    const paid = await firstAppointment('10:00');
    await upload(paid.client, paid.id, PNG);
    const mineNow = async () => (await get(client, '/api/appointments/client-appointments/')).json()[0];
    // The session starts at 15:00 UTC, before the 24 h hold would end: that is its deadline.
    clock.now = new Date('2026-06-01T14:59:00Z');
    await expireUnpaidHolds(suite.t.ctx);
    expect((await mineNow()).status).toBe('PENDING_PAYMENT');
    clock.now = new Date('2026-06-01T15:00:00Z');
    await Promise.all([expireUnpaidHolds(suite.t.ctx), expireUnpaidHolds(suite.t.ctx)]);
    // The runs went through a context of their own, as another instance's would (CI saw the list read first on PostgreSQL).
    await changesHeard(suite.t);
    const mine = await mineNow();
    expect(mine.status).toBe('CANCELLED');
    expect(mine.history.filter((change: { to_status: string }) => change.to_status === 'CANCELLED')).toEqual([
      expect.objectContaining({ changed_by_role: 'system', changed_by_name: null, note: 'expired' }),
    ]);
    expect((await get(paid.client, '/api/appointments/client-appointments/')).json()[0].status).toBe('PAYMENT_UPLOADED');
  });
});
