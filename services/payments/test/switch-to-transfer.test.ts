import { bookingMessages } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow, bearer, buildTestApp, cardAppointment, people, returnWith, startPayment, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let patient: Session;
let psychologist: Session;
let other: Session;
beforeAll(async () => {
  t = await buildTestApp();
  ({ patient, psychologist, other } = await people(t));
});
afterAll(() => t.close());

const switchToTransfer = (id: number, session: Session = patient) =>
  t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/pay-by-transfer/`, headers: bearer(session.access) });

async function methodAndHold(id: number): Promise<{ status: string; payment_method: string; hold_expires_at: Date }> {
  const { rows } = await sql<{ status: string; payment_method: string; hold_expires_at: Date }>`
    select status, payment_method, hold_expires_at from booking.appointments where id = ${id}`.execute(t.database.db);
  if (!rows[0]) throw new Error(`no appointment ${id}`);
  return rows[0];
}

const transactionsOf = async (id: number) =>
  (await sql<{ status: string; confirmed: boolean | null }>`select status, confirmed from payments.transactions where appointment_id = ${id} order by id`.execute(t.database.db)).rows;

describe("switching an unpaid card booking to a transfer ('Pagar por transferencia')", () => {
  it("after 'Anular', switches to a transfer with the transfer's hold from now; the card can no longer be started", async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const { token } = (await startPayment(t, patient, id)).json<{ token: string }>();
    expect((await returnWith(t, t.standIn.abort(token))).statusCode).toBe(303);

    const switched = await switchToTransfer(id);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ id, status: 'PENDING_PAYMENT' });
    const row = await methodAndHold(id);
    expect(row.payment_method).toBe('transfer');
    expect(new Date(row.hold_expires_at).getTime()).toBe(t.clock.now.getTime() + t.bookingConfig.paymentHoldMinutes * 60_000);
    expect((await startPayment(t, patient, id)).statusCode).toBe(409);
    expect((await switchToTransfer(id)).statusCode).toBe(409);
  });

  it('is refused while a Webpay transaction for it is open or authorized, and for anyone but its patient', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const { token } = (await startPayment(t, patient, id)).json<{ token: string }>();
    const onTheForm = await switchToTransfer(id);
    expect(onTheForm.statusCode).toBe(409);
    expect(onTheForm.json()).toEqual({ code: 'conflict', detail: bookingMessages.cardPaymentUnderway });
    expect((await switchToTransfer(id, other)).statusCode).toBe(404);
    expect((await switchToTransfer(id, psychologist)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/pay-by-transfer/` })).statusCode).toBe(401);

    await returnWith(t, t.standIn.pay(token, 'approved'));
    const paid = await switchToTransfer(id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ code: 'conflict', detail: bookingMessages.transferSwitchNotAllowed });
    expect(await methodAndHold(id)).toMatchObject({ status: 'CONFIRMED', payment_method: 'credit_card' });
  });

  it('is refused once the card hold has ended', async () => {
    const id = await cardAppointment(t, patient, psychologist, { holdMinutes: -1 });
    const refused = await switchToTransfer(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', detail: bookingMessages.transferSwitchNotAllowed });
  });

  it('against a return at the same moment: the claimed return wins, never a card-confirmed appointment marked transfer', async () => {
    for (let round = 0; round < 3; round += 1) {
      const id = await cardAppointment(t, patient, psychologist);
      const { token } = (await startPayment(t, patient, id)).json<{ token: string }>();
      const [landed, switched] = await Promise.all([returnWith(t, t.standIn.pay(token, 'approved')), switchToTransfer(id)]);
      expect(landed.statusCode).toBe(303);
      expect(switched.statusCode).toBe(409);
      expect(await methodAndHold(id)).toMatchObject({ status: 'CONFIRMED', payment_method: 'credit_card' });
    }
  });

  it('against a payment started at the same moment: one wins; a card payment that lands after the switch confirms nothing and is refunded', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const id = await cardAppointment(t, patient, psychologist);
      const [started, switched] = await Promise.all([startPayment(t, patient, id), switchToTransfer(id)]);
      if (started.statusCode === 201) await returnWith(t, t.standIn.pay(started.json<{ token: string }>().token, 'approved'));
      const row = await appointmentRow(t, id);
      const { payment_method: method } = await methodAndHold(id);
      const transactions = await transactionsOf(id);
      if (row.status === 'CONFIRMED') {
        expect(method).toBe('credit_card');
        expect(switched.statusCode).toBe(409);
        expect(transactions.filter((tx) => tx.confirmed)).toHaveLength(1);
        outcomes.add('card');
      } else {
        expect(switched.statusCode).toBe(200);
        expect(row).toMatchObject({ status: 'PENDING_PAYMENT', card_transaction_id: null });
        expect(method).toBe('transfer');
        for (const tx of transactions) expect(tx.confirmed).not.toBe(true);
        expect(transactions.filter((tx) => tx.status === 'AUTHORIZED')).toEqual([]);
        outcomes.add('transfer');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('a card payment whose transaction the switch could not see (created in the same instant) confirms nothing and is refunded in full', async () => {
    const id = await cardAppointment(t, patient, psychologist);
    const { token } = (await startPayment(t, patient, id)).json<{ token: string }>();
    // The switch's read of payments' view happened before this transaction was written.
    await sql`update payments.transactions set status = 'ABORTED' where token = ${token}`.execute(t.database.db);
    expect((await switchToTransfer(id)).statusCode).toBe(200);
    await sql`update payments.transactions set status = 'INITIALIZED' where token = ${token}`.execute(t.database.db);

    expect((await returnWith(t, t.standIn.pay(token, 'approved'))).statusCode).toBe(303);
    expect(await appointmentRow(t, id)).toMatchObject({ status: 'PENDING_PAYMENT', card_transaction_id: null });
    expect((await methodAndHold(id)).payment_method).toBe('transfer');
    expect(await transactionsOf(id)).toEqual([{ status: 'REFUNDED', confirmed: false }]);
    expect(t.standIn.transactions.get(token)?.refunded).toBe(25000);
  });
});
