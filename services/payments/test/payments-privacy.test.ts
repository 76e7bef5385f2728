import type { PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsPrivacyParticipant } from '../src/privacy/payments-participant.ts';
import { buildTestApp, cardAppointment, people, returnWith, startPayment, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function subjectOf(session: Session): Promise<PrivacySubject> {
  const { rows } = await sql<{ user_id: number; user_type: PrivacySubject['userType']; first_name: string; last_name: string; email: string }>`
    select user_id, user_type, first_name, last_name, email from identity.profile_directory where profile_id = ${session.profileId}`.execute(t.database.db);
  const row = rows[0];
  if (!row) throw new Error('no profile');
  return { requestId: 1, userId: row.user_id, userType: row.user_type, email: row.email, firstName: row.first_name, lastName: row.last_name, rut: '', phone: '' };
}

describe('export and erasure of card payments', () => {
  it("exports the patient's card payments and refunds; erasure keeps them (payment records) and removes the mail about the person", async () => {
    const { patient, psychologist, other } = await people(t);
    const paid = await cardAppointment(t, patient, psychologist, { amount: 30000 });
    const token = (await startPayment(t, patient, paid)).json<{ token: string }>().token;
    await returnWith(t, t.standIn.pay(token, 'approved'));
    const late = await cardAppointment(t, patient, psychologist);
    const lateToken = (await startPayment(t, patient, late)).json<{ token: string }>().token;
    await sql`update booking.appointments set status = 'CANCELLED' where id = ${late}`.execute(t.database.db);
    await returnWith(t, t.standIn.pay(lateToken, 'approved'));

    const subject = await subjectOf(patient);
    const part = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant.exportPart(trx, subject));
    expect(part.files).toEqual([]);
    expect(part.data.card_payments).toEqual([
      expect.objectContaining({ appointment: `EM-${String(paid).padStart(6, '0')}`, amount: 30000, status: 'AUTHORIZED', card_last4: '6623', refunds: [] }),
      expect.objectContaining({
        appointment: `EM-${String(late).padStart(6, '0')}`, status: 'REFUNDED', refunds: [expect.objectContaining({ amount: 25000, status: 'DONE' })],
      }),
    ]);
    expect((await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant.exportPart(trx, { ...subject, userId: -1 }))).data).toEqual({});
    const otherSubject = await subjectOf(other);
    const otherPart = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant.exportPart(trx, otherSubject));
    expect(otherPart.data.card_payments).toEqual([]);

    const mails = () => sql<{ n: number }>`select count(*)::int as n from payments.mail_outbox where message->>'to' = ${patient.email}`.execute(t.database.db).then(({ rows }) => rows[0]?.n);
    expect(await mails()).toBe(1);
    await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant.erase(trx, subject, t.clock.now));
    expect(await mails()).toBe(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments.transactions where client_id = ${patient.profileId}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(2);
  });
});
