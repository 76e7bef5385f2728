import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleOpenTransactions } from '../src/payments/settle-job.ts';
import { insertTransaction } from '../src/payments/transactions.repository.ts';
import { appointmentRow, buildTestApp, cardAppointment, historyOf, paymentOf, people, returnWith, startPayment, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let patient: Session;
let psychologist: Session;
let other: Session;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ patient, psychologist, other, admin } = await people(t));
});
afterAll(() => t.close());

async function started(appointment: number): Promise<string> {
  const response = await startPayment(t, patient, appointment);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

describe('POST /api/payments/webpay/', () => {
  it("creates the transaction at Transbank for the appointment's stored amount and gives the form's url and token", async () => {
    const id = await cardAppointment(t, patient, psychologist, { amount: 31000 });
    const response = await startPayment(t, patient, id);
    expect(response.statusCode).toBe(201);
    const { url, token } = response.json<{ url: string; token: string }>();
    expect(url).toBe(`${t.standIn.url}/webpayserver/initTransaction`);
    const atTransbank = t.standIn.transactions.get(token);
    expect(atTransbank).toMatchObject({ amount: 31000, returnUrl: 'https://e-mind.test/api/payments/webpay/return/' });
    expect(atTransbank?.buyOrder).toMatch(new RegExp(`^EM-${String(id).padStart(6, '0')}-\\d+$`));
  });

  it("is not found for someone else's appointment, and refused to psychologists", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const response = await startPayment(t, other, id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: 'Cita no encontrada' });
    expect((await startPayment(t, psychologist, id)).statusCode).toBe(403);
    expect((await startPayment(t, patient, 2_000_000)).statusCode).toBe(404);
  });

  it('is a conflict once the hold is over, or when the appointment is paid by transfer or confirmed', async () => {
    const expired = await cardAppointment(t, patient, psychologist, { holdMinutes: -1 });
    expect((await startPayment(t, patient, expired)).statusCode).toBe(409);
    const transfer = await cardAppointment(t, patient, psychologist);
    await sql`update booking.appointments set payment_method = 'transfer' where id = ${transfer}`.execute(t.database.db);
    const response = await startPayment(t, patient, transfer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', detail: 'Esta cita ya no se puede pagar con tarjeta.' });
  });

  it("answers 502 when Transbank fails and 503 when it is too slow, leaving no transaction anyone can pay", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    t.standIn.faults.create = { status: 500, times: 1 };
    const failed = await startPayment(t, patient, id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().detail).toMatch(/Transbank no respondió/);
    t.standIn.faults.create = { delayMs: 2_500, times: 1 };
    const slow = await startPayment(t, patient, id);
    expect(slow.statusCode).toBe(503);
    const payment = (await paymentOf(t, patient, id)).json();
    expect(payment).toMatchObject({ status: 'FAILED', can_retry: true, appointment_status: 'PENDING_PAYMENT' });
    expect((await startPayment(t, patient, id)).statusCode).toBe(201);
  });
});

describe('the return', () => {
  it('confirms the appointment at once by the payment, not a person, with its room and the confirmation mails', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const response = await returnWith(t, t.standIn.pay(token, 'approved'));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/pago/${id}`);
    const row = await appointmentRow(t, id);
    expect(row.status).toBe('CONFIRMED');
    expect(row.meeting_room).toMatch(/^emind-[0-9a-f]{64}$/);
    expect((await historyOf(t, id)).at(-1)).toEqual({
      to_status: 'CONFIRMED', changed_by_role: 'system', changed_by_user_id: null, note: 'Confirmada por el pago con tarjeta (Webpay)',
    });
    const payment = (await paymentOf(t, patient, id)).json();
    expect(payment).toMatchObject({ method: 'credit_card', status: 'AUTHORIZED', amount: 25000, card_last4: '6623', authorization_code: '1213', refunds: [], can_retry: false });
    // booking's job then sends its usual confirmation mails (booking's card-payments test).
    const { rows } = await sql<{ appointment_id: number }>`select appointment_id from booking.card_confirmations where appointment_id = ${id}`.execute(t.database.db);
    expect(rows).toHaveLength(1);
  });

  it('accepts the return by GET too', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const response = await returnWith(t, t.standIn.pay(token, 'approved'), 'GET');
    expect(response.statusCode).toBe(303);
    expect((await appointmentRow(t, id)).status).toBe('CONFIRMED');
  });

  it('commits a token once: two returns at the same time and a replay later confirm once and show the same result', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const fields = t.standIn.pay(token, 'approved');
    const commitsBefore = t.standIn.calls.commit;
    const answers = await Promise.all([returnWith(t, fields), returnWith(t, fields), returnWith(t, fields, 'GET')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303, 303]);
    const replay = await returnWith(t, fields);
    expect(replay.headers.location).toBe(`/pago/${id}`);
    expect(t.standIn.calls.commit - commitsBefore).toBe(1);
    expect((await historyOf(t, id)).filter((change) => change.to_status === 'CONFIRMED')).toHaveLength(1);
    expect((await paymentOf(t, patient, id)).json().status).toBe('AUTHORIZED');
  });

  it('a refused card leaves the appointment PENDING_PAYMENT and a new payment may be tried', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    await returnWith(t, t.standIn.pay(token, 'rejected'));
    expect((await appointmentRow(t, id)).status).toBe('PENDING_PAYMENT');
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'FAILED', can_retry: true });
    const retry = await started(id);
    await returnWith(t, t.standIn.pay(retry, 'approved'));
    expect((await appointmentRow(t, id)).status).toBe('CONFIRMED');
  });

  it("'Anular' and the form's timeout end the transaction without confirming", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const aborted = await started(id);
    expect((await returnWith(t, t.standIn.abort(aborted))).headers.location).toBe(`/pago/${id}`);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'ABORTED', can_retry: true });
    const timedOut = await started(id);
    expect((await returnWith(t, t.standIn.timeout(timedOut), 'GET')).statusCode).toBe(303);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'TIMED_OUT', can_retry: true });
    expect((await appointmentRow(t, id)).status).toBe('PENDING_PAYMENT');
    expect(t.standIn.transactions.get(aborted)?.committed).toBe(false);
  });

  it('a forged abort cannot undo a payment Transbank authorized', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const fields = t.standIn.pay(token, 'approved');
    const tx = t.standIn.transactions.get(fields.token_ws ?? '');
    await returnWith(t, { TBK_TOKEN: token, TBK_ORDEN_COMPRA: tx?.buyOrder ?? '', TBK_ID_SESION: tx?.sessionId ?? '' });
    expect((await appointmentRow(t, id)).status).toBe('CONFIRMED');
  });

  it('an unknown, forged or empty return is not found, in Spanish', async () => {
    const unknown = await returnWith(t, { token_ws: 'f'.repeat(64) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toMatch(/No encontramos este pago/);
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const tx = t.standIn.transactions.get(token);
    expect((await returnWith(t, { TBK_TOKEN: 'a'.repeat(64), TBK_ORDEN_COMPRA: tx?.buyOrder ?? '', TBK_ID_SESION: tx?.sessionId ?? '' })).statusCode).toBe(404);
    expect((await returnWith(t, { TBK_ORDEN_COMPRA: tx?.buyOrder ?? '', TBK_ID_SESION: 'emind-tx-0' })).statusCode).toBe(404);
    expect((await returnWith(t, {})).statusCode).toBe(404);
    expect((await returnWith(t, { token_ws: 'x'.repeat(65) })).statusCode).toBe(400);
  });

  it('when Transbank fails or is slow on commit, the browser still lands on /pago and the job settles it later', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const fields = t.standIn.pay(token, 'approved');
    t.standIn.faults.commit = { status: 503, times: 1 };
    const first = await returnWith(t, fields);
    expect(first.statusCode).toBe(303);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'COMMITTING', can_retry: false });
    expect((await startPayment(t, patient, id)).statusCode).toBe(409);
    // A second return while it is claimed changes nothing; a minute later the job asks Transbank's status.
    await returnWith(t, fields);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    try {
      await settleOpenTransactions(t.ctx);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 61_000);
    }
    expect((await appointmentRow(t, id)).status).toBe('CONFIRMED');
  });

  it("when our write fails after Transbank committed (the process stopped there), the browser still lands on /pago and the job confirms it once", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    const fields = t.standIn.pay(token, 'approved');
    // The database refuses the write that records Transbank's answer, as a process killed right after it would leave it.
    await sql`create function payments.fail_recording() returns trigger language plpgsql as $$
      begin raise exception 'write lost after Transbank answered'; end $$`.execute(t.database.db);
    await sql`create trigger fail_recording before update on payments.transactions for each row
      when (new.status = 'AUTHORIZED') execute function payments.fail_recording()`.execute(t.database.db);
    const commitsBefore = t.standIn.calls.commit;
    try {
      const first = await returnWith(t, fields);
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(`/pago/${id}`);
    } finally {
      await sql`drop trigger fail_recording on payments.transactions`.execute(t.database.db);
      await sql`drop function payments.fail_recording()`.execute(t.database.db);
    }
    expect(t.standIn.transactions.get(token)?.committed).toBe(true);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'COMMITTING' });
    expect((await appointmentRow(t, id)).status).toBe('PENDING_PAYMENT');
    // A reload claims nothing; a minute later the job asks Transbank's status (a second commit would be refused there).
    expect((await returnWith(t, fields)).statusCode).toBe(303);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    try {
      await settleOpenTransactions(t.ctx);
      await settleOpenTransactions(t.ctx);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 61_000);
    }
    expect(t.standIn.calls.commit - commitsBefore).toBe(1);
    expect((await appointmentRow(t, id)).status).toBe('CONFIRMED');
    expect((await historyOf(t, id)).filter((change) => change.to_status === 'CONFIRMED')).toHaveLength(1);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'AUTHORIZED', refunds: [] });
  });
});

describe('GET /api/payments/appointments/{id}/', () => {
  it("is the patient's, the psychologist's and admins'; not found for anyone else", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ method: 'credit_card', status: null, amount: 25000, refunds: [] });
    expect((await paymentOf(t, psychologist, id)).statusCode).toBe(200);
    expect((await paymentOf(t, admin, id)).statusCode).toBe(200);
    expect((await paymentOf(t, other, id)).statusCode).toBe(404);
  });
});

describe('late payments and the settle job', () => {
  it('refunds at once a payment that arrives after the hold expired and the slot was cancelled, and tells the patient', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    await sql`update booking.appointments set status = 'CANCELLED' where id = ${id}`.execute(t.database.db);
    await returnWith(t, t.standIn.pay(token, 'approved'));
    expect((await appointmentRow(t, id)).status).toBe('CANCELLED');
    const payment = (await paymentOf(t, patient, id)).json();
    expect(payment).toMatchObject({ status: 'REFUNDED', refunds: [{ amount: 25000, status: 'DONE' }] });
    expect(t.standIn.transactions.get(token)?.status).toBe('REVERSED');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments.mail_outbox where message->>'to' = ${patient.email} and message->>'subject' = 'Devolvimos tu pago con tarjeta'`.execute(t.database.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('an authorization for another amount than the appointment\'s confirms nothing and is given back whole', async () => {
    const id = await cardAppointment(t, patient, psychologist, { amount: 25000 });
    const token = await started(id);
    const fields = t.standIn.pay(token, 'approved');
    const atTransbank = t.standIn.transactions.get(token);
    if (atTransbank) atTransbank.amount = 100;
    await returnWith(t, fields);
    expect((await appointmentRow(t, id)).status).toBe('PENDING_PAYMENT');
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'REFUNDED', refunds: [{ amount: 100, status: 'DONE' }] });
    expect(t.standIn.transactions.get(token)?.status).toBe('REVERSED');
  });

  it('retries a refund Transbank refused, then gives it back', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    await sql`update booking.appointments set status = 'CANCELLED' where id = ${id}`.execute(t.database.db);
    t.standIn.faults.refund = { status: 500, times: 1 };
    await returnWith(t, t.standIn.pay(token, 'approved'));
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'AUTHORIZED', refunds: [{ status: 'PENDING' }] });
    await settleOpenTransactions(t.ctx);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'REFUNDED', refunds: [{ status: 'DONE' }] });
  });

  it('retries a refund Transbank did not answer in time, without refunding twice', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const token = await started(id);
    await sql`update booking.appointments set status = 'CANCELLED' where id = ${id}`.execute(t.database.db);
    // Longer than our 2 s timeout: we stop waiting; the stand-in still gives nothing back for that call.
    t.standIn.faults.refund = { status: 504, delayMs: 2_500, times: 1 };
    await returnWith(t, t.standIn.pay(token, 'approved'));
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'AUTHORIZED', refunds: [{ status: 'PENDING' }] });
    await settleOpenTransactions(t.ctx);
    expect((await paymentOf(t, patient, id)).json()).toMatchObject({ status: 'REFUNDED', refunds: [{ amount: 25000, status: 'DONE' }] });
    expect(t.standIn.transactions.get(token)).toMatchObject({ status: 'REVERSED', refunded: 25000 });
  });

  it('settles a transaction whose tab was closed (paid → confirmed; never paid → timed out) and one never created, once the hold is over', async () => {
    const paid = await cardAppointment(t, patient, psychologist);
    const paidToken = await started(paid);
    t.standIn.pay(paidToken, 'approved');
    const left = await cardAppointment(t, patient, psychologist);
    await started(left);
    // A process stopped while Transbank was creating it: no token was ever handed out.
    const untokened = await cardAppointment(t, patient, psychologist);
    await insertTransaction(t.ctx.db, { appointmentId: untokened, clientId: patient.profileId, amount: 25000, now: t.clock.now });
    await settleOpenTransactions(t.ctx);
    expect((await appointmentRow(t, paid)).status).toBe('PENDING_PAYMENT');
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    try {
      await settleOpenTransactions(t.ctx);
    } finally {
      t.clock.now = new Date(t.clock.now.getTime() - 16 * 60_000);
    }
    expect((await appointmentRow(t, paid)).status).toBe('CONFIRMED');
    expect((await paymentOf(t, patient, left)).json().status).toBe('TIMED_OUT');
    expect((await paymentOf(t, patient, untokened)).json().status).toBe('FAILED');
    expect(t.standIn.transactions.get(paidToken)?.committed).toBe(false);
  });
});
