import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, pdfText, people, putBoleta, type Session, type TestApp } from '../helpers.ts';
import { insertBookingAppointment } from '@emind/server-kit/testing';

/**
 * Card payments in billing (issue 39): a session a card payment confirmed (booking.confirm_card_payment, as the
 * payments service calls it) is paid; the platform issues the first session's boleta, the psychologist the later ones',
 * and a card refund booking recorded (booking.record_card_refund) counts as refunded.
 */
let t: TestApp;
let psychologist: Session;
let patient: Session;
let admin: Session;
const ids: Record<'first' | 'later' | 'cancelled', number> = { first: 0, later: 0, cancelled: 0 };

async function paidByCard(startsAt: string, amount: number, isFirst: boolean): Promise<number> {
  const at = new Date(startsAt);
  const id = await insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: patient.profileId, startsAt: at, minutes: 50, status: 'PENDING_PAYMENT',
    paymentAmount: amount, isFirst, holdExpiresAt: at,
  });
  await sql`update booking.appointments set payment_method = 'credit_card' where id = ${id}`.execute(t.database.db);
  const { rows } = await sql<{ ok: boolean }>`select booking.confirm_card_payment(${id}::integer, 1::bigint, ${new Date(at.getTime() - 86_400_000)}::timestamptz) as ok`.execute(t.database.db);
  expect(rows[0]?.ok).toBe(true);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient, admin } = await people(t));
  ids.first = await paidByCard('2026-11-03T13:00:00Z', 30_000, true);
  ids.later = await paidByCard('2026-11-10T13:00:00Z', 40_000, false);
  ids.cancelled = await paidByCard('2026-11-17T13:00:00Z', 40_000, false);
  await sql`update booking.appointments set status = 'COMPLETED' where id in (${ids.first}, ${ids.later})`.execute(t.database.db);
  await sql`update booking.appointments set status = 'CANCELLED' where id = ${ids.cancelled}`.execute(t.database.db);
  await sql`insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_role) values (${ids.cancelled}, 'CONFIRMED', 'CANCELLED', 'client')`.execute(t.database.db);
  await sql`select booking.record_card_refund(${ids.cancelled}::integer, now())`.execute(t.database.db);
});
afterAll(async () => t.close());

describe('a card-paid session in billing', () => {
  it("counts in the psychologist's statement as paid by card (later sessions), kept by the platform (first), and refunded when the card refund is done", async () => {
    const statement = (await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/')).json();
    expect(statement).toMatchObject({
      sessions_held: 2,
      received_directly: { count: 0, amount: 0 },
      paid_by_card: { count: 1, amount: 40_000 },
      kept_by_platform: { count: 1, amount: 30_000 },
      refunded: { count: 1, amount: 40_000 },
      boletas_missing: 1,
    });
    expect(statement.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ appointment: ids.later, receiver: 'psychologist', payment_method: 'credit_card', kind: 'held' }),
        expect.objectContaining({ appointment: ids.first, receiver: 'platform', payment_method: 'credit_card', kind: 'held' }),
        expect.objectContaining({ appointment: ids.cancelled, kind: 'refunded' }),
      ]),
    );
    const csv = (await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/?format=csv')).body;
    expect(csv).toContain('Total pagado con tarjeta (vía e-mind);;;;;;;1;40000');
    const pdf = await pdfText((await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/?format=pdf')).rawPayload);
    expect(pdf).toContain('Tarjeta (vía e-mind)');
  });

  it("takes the later session's boleta from the psychologist and the first session's from the platform", async () => {
    expect((await putBoleta(t, psychologist, ids.later, { folio: '501', issued_on: '2026-11-11' })).statusCode).toBe(200);
    expect((await putBoleta(t, psychologist, ids.first, { folio: '502', issued_on: '2026-11-11' })).statusCode).not.toBe(200);
    expect((await putBoleta(t, admin, ids.first, { folio: '9001', issued_on: '2026-11-11' })).statusCode).toBe(200);
  });

  it("is named by the patient's certificate as held and paid; the refunded one is not", async () => {
    const response = await api(t, patient, 'GET', '/api/billing/certificates/?from=2026-11-01&to=2026-11-30');
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await sql<{ appointment_ids: number[] }>`select appointment_ids from billing.certificates order by id desc limit 1`.execute(t.database.db);
    expect(rows[0]?.appointment_ids).toEqual([ids.first, ids.later]);
  });
});
