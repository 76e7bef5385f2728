import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundCancellations } from '../../src/cancellation-refunds/cancellation-refunds.service.ts';
import { MAX_REFUND_ATTEMPTS, processRefunds } from '../../src/payments/refunds.service.ts';
import { bearer, buildTestApp, cardAppointment, paymentOf, people, returnWith, startPayment, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let patient: Session;
let psychologist: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ patient, psychologist, admin } = await people(t));
});
afterAll(() => t.close());

/** A card appointment paid on the stand-in's form and confirmed by the return; its Webpay token. */
async function paidByCard(amount = 30_000): Promise<{ id: number; token: string }> {
  const id = await cardAppointment(t, patient, psychologist, { amount });
  const started = await startPayment(t, patient, id);
  expect(started.statusCode, started.body).toBe(201);
  const { token } = started.json<{ token: string }>();
  expect((await returnWith(t, t.standIn.pay(token, 'approved'))).statusCode).toBe(303);
  return { id, token };
}

const cancelAsPatient = (id: number) => t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(patient.access), payload: {} });
const cancelAsPsychologist = (id: number) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/update-status/`, headers: bearer(psychologist.access), payload: { status: 'CANCELLED' } });
const appointmentView = async (id: number, session: Session) =>
  (await t.app.inject({ method: 'GET', url: `/api/appointments/${id}/`, headers: bearer(session.access) })).json<{ refund_pending: boolean }>();
const refundRows = async (id: number) =>
  (await sql<{ amount: number; status: string; attempts: number }>`select amount, status, attempts from payments.refunds where cancelled_appointment_id = ${id}`.execute(t.database.db)).rows;

describe('card refunds on cancellation (the payments-cancellation-refunds job)', () => {
  it("refunds in full, through Transbank's refund call, a patient's cancellation outside the free window; the payment shows it and booking marks it refunded", async () => {
    const { id, token } = await paidByCard(30_000);
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    expect((await appointmentView(id, patient)).refund_pending).toBe(true);
    expect(await refundCancellations(t.ctx)).toEqual({ queued: 1, recorded: 1 });
    expect(t.standIn.transactions.get(token)).toMatchObject({ refunded: 30_000, status: 'REVERSED' });
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'REFUNDED', refunds: [{ amount: 30_000, status: 'DONE' }] });
    expect((await appointmentView(id, patient)).refund_pending).toBe(false);
  });

  it("tells the patient once, through payments' outbox, when Transbank has given the refund back — not while it is refused", async () => {
    const mails = async () => (await sql<{ subject: string; text: string }>`
      select message->>'subject' as subject, message->>'text' as text from payments.mail_outbox
      where message->>'to' = ${patient.email} and message->>'subject' like 'Tu reembolso%' order by id`.execute(t.database.db)).rows;
    const before = (await mails()).length;
    const { id } = await paidByCard(21_000);
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    t.standIn.faults.refund = { status: 503, times: 1 };
    await refundCancellations(t.ctx);
    expect(await mails()).toHaveLength(before);
    await refundCancellations(t.ctx);
    await processRefunds(t.ctx);
    const sent = (await mails()).slice(before);
    expect(sent).toEqual([{ subject: 'Tu reembolso de $21.000 fue realizado', text: expect.stringContaining('terminada en 6623') }]);
    await refundCancellations(t.ctx);
    await processRefunds(t.ctx);
    expect((await mails()).slice(before)).toHaveLength(1);
  });

  it('refunds half, inside the window of a 50 % policy (rounded down to the peso)', async () => {
    const { id, token } = await paidByCard(25_001);
    await sql`update booking.appointments set free_cancellation_hours = 48, late_cancellation_refund_percent = 50 where id = ${id}`.execute(t.database.db);
    const { rows } = await sql<{ starts_at: Date }>`select starts_at from booking.appointments where id = ${id}`.execute(t.database.db);
    const before = t.clock.now;
    t.clock.now = new Date(new Date(rows[0]!.starts_at).getTime() - 10 * 3_600_000);
    try {
      expect((await cancelAsPatient(id)).statusCode).toBe(200);
      await refundCancellations(t.ctx);
    } finally {
      t.clock.now = before;
    }
    expect(t.standIn.transactions.get(token)).toMatchObject({ refunded: 12_500, status: 'PARTIALLY_NULLIFIED' });
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunds: [{ amount: 12_500, status: 'DONE' }] });
  });

  it("refunds in full the psychologist's cancellation, whatever the policy", async () => {
    const { id, token } = await paidByCard(20_000);
    await sql`update booking.appointments set free_cancellation_hours = 12, late_cancellation_refund_percent = 0 where id = ${id}`.execute(t.database.db);
    expect((await cancelAsPsychologist(id)).statusCode).toBe(200);
    await refundCancellations(t.ctx);
    expect(t.standIn.transactions.get(token)?.refunded).toBe(20_000);
    expect(await refundRows(id)).toEqual([{ amount: 20_000, status: 'DONE', attempts: 1 }]);
  });

  it("retries a refund Transbank refuses, then flags it to admins ('Reembolso pendiente') and stops asking", async () => {
    const { id, token } = await paidByCard(18_000);
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    t.standIn.faults.refund = { status: 500, times: MAX_REFUND_ATTEMPTS + 1 };
    await refundCancellations(t.ctx);
    expect(await refundRows(id)).toEqual([{ amount: 18_000, status: 'PENDING', attempts: 1 }]);
    for (let run = 1; run < MAX_REFUND_ATTEMPTS; run += 1) await refundCancellations(t.ctx);
    expect(await refundRows(id)).toEqual([{ amount: 18_000, status: 'FAILED', attempts: MAX_REFUND_ATTEMPTS }]);
    const callsBefore = t.standIn.calls.refund;
    await refundCancellations(t.ctx);
    expect(t.standIn.calls.refund).toBe(callsBefore);
    expect(t.standIn.transactions.get(token)?.refunded).toBe(0);
    expect((await appointmentView(id, admin)).refund_pending).toBe(true);
    expect((await paymentOf(t, admin, id)).json()).toMatchObject({ status: 'AUTHORIZED', refunds: [{ amount: 18_000, status: 'FAILED' }] });
    t.standIn.faults.refund = undefined;
  });

  it('refunds once when the job runs twice at the same time, and never again', async () => {
    const { id, token } = await paidByCard(22_000);
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    const callsBefore = t.standIn.calls.refund;
    await Promise.all([refundCancellations(t.ctx), refundCancellations(t.ctx)]);
    await refundCancellations(t.ctx);
    expect(t.standIn.calls.refund - callsBefore).toBe(1);
    expect(t.standIn.transactions.get(token)?.refunded).toBe(22_000);
    expect(await refundRows(id)).toEqual([{ amount: 22_000, status: 'DONE', attempts: 1 }]);
  });

  it('never refunds more than is left of the payment, and leaves transfers to the manual path', async () => {
    const { id, token } = await paidByCard(16_000);
    await sql`insert into payments.refunds (transaction_id, amount, status, reason, created_at)
      select id, 6000, 'DONE', 'earlier', now() from payments.transactions where token = ${token}`.execute(t.database.db);
    expect((await cancelAsPatient(id)).statusCode).toBe(200);
    await refundCancellations(t.ctx);
    expect(await refundRows(id)).toEqual([{ amount: 10_000, status: 'DONE', attempts: 1 }]);

    const transfer = await cardAppointment(t, patient, psychologist);
    await sql`update booking.appointments set payment_method = 'transfer', status = 'PAYMENT_VERIFIED' where id = ${transfer}`.execute(t.database.db);
    expect((await cancelAsPatient(transfer)).statusCode).toBe(200);
    await refundCancellations(t.ctx);
    expect(await refundRows(transfer)).toEqual([]);
    expect((await appointmentView(transfer, admin)).refund_pending).toBe(true);
  });
});
