import type { PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsPrivacyParticipant } from '../src/privacy/payments-participant.ts';
import { purgeErasedPayoutLines } from '../src/privacy/payouts-privacy.ts';
import { bearer, buildTestApp, cardAppointment, people, returnWith, startPayment, type Session, type TestApp } from './helpers.ts';

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
    const part = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).exportPart(trx, subject));
    expect(part.files).toEqual([]);
    expect(part.data.card_payments).toEqual([
      expect.objectContaining({ appointment: `EM-${String(paid).padStart(6, '0')}`, amount: 30000, status: 'AUTHORIZED', card_last4: '6623', refunds: [] }),
      expect.objectContaining({
        appointment: `EM-${String(late).padStart(6, '0')}`, status: 'REFUNDED', refunds: [expect.objectContaining({ amount: 25000, status: 'DONE' })],
      }),
    ]);
    expect((await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).exportPart(trx, { ...subject, userId: -1 }))).data).toEqual({});
    const otherSubject = await subjectOf(other);
    const otherPart = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).exportPart(trx, otherSubject));
    expect(otherPart.data.card_payments).toEqual([]);

    const mails = () => sql<{ n: number }>`select count(*)::int as n from payments.mail_outbox where message->>'to' = ${patient.email}`.execute(t.database.db).then(({ rows }) => rows[0]?.n);
    // The late payment's 'Devolvimos tu pago' and, once Transbank gave it back, 'Tu reembolso de $25.000 fue realizado'.
    expect(await mails()).toBe(2);
    await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).erase(trx, subject, t.clock.now));
    expect(await mails()).toBe(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments.transactions where client_id = ${patient.profileId}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(2);
  });

  it("exports a psychologist's payouts with their bank data and an admin's batches; erasure keeps the line without its e-mail, the payee's data until the retention ends", async () => {
    const { patient, psychologist, admin } = await people(t);
    await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_type = 'VISTA', bank_account_number = '000111222',
      bank_account_owner = 'Tomás Muñoz', bank_account_owner_rut = '12.345.678-5', bank_account_owner_email = 'pagos.tomas@example.cl'
      where id = ${psychologist.profileId}`.execute(t.database.db);
    const held = await cardAppointment(t, patient, psychologist, { amount: 30000 });
    const token = (await startPayment(t, patient, held)).json<{ token: string }>().token;
    await returnWith(t, t.standIn.pay(token, 'approved'));
    await sql`update booking.appointments set is_first_appointment = false, status = 'COMPLETED' where id = ${held}`.execute(t.database.db);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    const to = new Date(t.clock.now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const batch = await t.app.inject({ method: 'POST', url: '/api/admin/payouts/', headers: bearer(admin.access), payload: { to } });
    expect(batch.statusCode, batch.body).toBe(201);
    const batchId = batch.json<{ id: number }>().id;

    const mine = await subjectOf(psychologist);
    const part = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).exportPart(trx, mine));
    expect(part.data.payouts).toEqual([expect.objectContaining({
      batch: batchId, amount: 30000, sessions: [{ appointment: `EM-${String(held).padStart(6, '0')}`, amount: 30000 }],
      rut: '12.345.678-5', name: 'Tomás Muñoz', bank: 'Banco Estado', account_number: '000111222', email: 'pagos.tomas@example.cl', paid_on: null,
    })]);
    expect(part.data.payout_batches_handled).toEqual([]);
    const adminSubject = await subjectOf(admin);
    const adminPart = await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).exportPart(trx, adminSubject));
    expect(adminPart.data.payout_batches_handled).toEqual([expect.objectContaining({ batch: batchId, up_to: to, made: true, marked_paid: false })]);
    expect(adminPart.data.payouts).toEqual([]);

    await t.ctx.db.transaction().execute((trx) => paymentsPrivacyParticipant(t.ctx.config).erase(trx, mine, t.clock.now));
    const line = async () => (await sql<{ rut: string; name: string; account_number: string; email: string; amount: number; purge_after: Date | null }>`
      select rut, name, account_number, email, amount, purge_after from payments.payout_lines where batch_id = ${batchId}`.execute(t.database.db)).rows;
    expect(await line()).toEqual([{ rut: '12.345.678-5', name: 'Tomás Muñoz', account_number: '000111222', email: '', amount: 30000, purge_after: expect.any(Date) }]);
    const purgeAfter = (await line())[0]?.purge_after as Date;
    expect(purgeAfter.getTime() - t.clock.now.getTime()).toBeGreaterThan(6 * 365 * 86_400_000);

    const justBefore = new Date(purgeAfter.getTime() - 1000);
    expect(await purgeErasedPayoutLines({ db: t.ctx.db, now: () => justBefore })).toBe(0);
    expect(await purgeErasedPayoutLines({ db: t.ctx.db, now: () => purgeAfter })).toBe(1);
    expect(await line()).toEqual([{ rut: '', name: '', account_number: '', email: '', amount: 30000, purge_after: null }]);
    expect(await purgeErasedPayoutLines({ db: t.ctx.db, now: () => purgeAfter })).toBe(0);
  });
});
