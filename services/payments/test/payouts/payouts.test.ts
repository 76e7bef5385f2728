import type { PayoutBatch } from '@emind/contracts';
import { parseCsv } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundCancellations } from '../../src/cancellation-refunds/cancellation-refunds.service.ts';
import { bearer, buildTestApp, cardAppointment, people, registerSession, returnWith, startPayment, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let patient: Session;
let psychologist: Session;
let other: Session;
let admin: Session;
let colleague: Session;
const DAY = 86_400_000;

/** A card payment confirmed on the stand-in; `later` leaves it the psychologist's (not the first session). */
async function paid(by: Session, amount: number, { later = true } = {}): Promise<number> {
  const id = await cardAppointment(t, patient, by, { amount });
  const { token } = (await startPayment(t, patient, id)).json<{ token: string }>();
  expect((await returnWith(t, t.standIn.pay(token, 'approved'))).statusCode).toBe(303);
  await sql`update booking.appointments set is_first_appointment = ${!later} where id = ${id}`.execute(t.database.db);
  return id;
}

const setStatus = (id: number, status: string) => sql`update booking.appointments set status = ${status} where id = ${id}`.execute(t.database.db);
const later = (days: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + days * DAY);
};
const today = () => new Date(t.clock.now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url, ...(session ? { headers: bearer(session.access) } : {}), ...(payload ? { payload } : {}) });
const create = (to: string, session: Session = admin) => call('POST', '/api/admin/payouts/', session, { to });

/** The patient cancels `hoursBefore` the session, which was booked under this policy, through booking's route. */
async function cancelLate(id: number, policy: { hours: number; percent: number }, hoursBefore: number): Promise<void> {
  await sql`update booking.appointments set free_cancellation_hours = ${policy.hours}, late_cancellation_refund_percent = ${policy.percent} where id = ${id}`.execute(t.database.db);
  const { rows } = await sql<{ starts_at: Date }>`select starts_at from booking.appointments where id = ${id}`.execute(t.database.db);
  t.clock.now = new Date(new Date(rows[0]!.starts_at).getTime() - hoursBefore * 3_600_000);
  const cancel = await t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(patient.access), payload: {} });
  expect(cancel.statusCode, cancel.body).toBe(200);
}

async function bankData(session: Session, owner: string, account: string): Promise<void> {
  await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_type = 'VISTA', bank_account_number = ${account},
    bank_account_owner = ${owner}, bank_account_owner_rut = '12.345.678-5', bank_account_owner_email = 'pagos@example.cl'
    where id = ${session.profileId}`.execute(t.database.db);
}

beforeAll(async () => {
  t = await buildTestApp();
  ({ patient, psychologist, other, admin } = await people(t));
  colleague = await registerSession(t.app, 'psychologist', { first_name: 'Ana', last_name: 'Rojas' });
  await bankData(psychologist, 'Tomás Muñoz', '000111222');
  await bankData(colleague, '=HYPERLINK("http://evil.example","Ana")', '999888777');
});
afterAll(() => t.close());

describe('payout batches', () => {
  it("holds each later card-paid session once held or missed, per psychologist with their bank data; first sessions and sessions not yet held stay out", async () => {
    const held = await paid(psychologist, 30_000);
    const missed = await paid(psychologist, 20_000);
    const first = await paid(psychologist, 40_000, { later: false });
    const notHeld = await paid(psychologist, 15_000);
    const colleagues = await paid(colleague, 25_000);
    later(10);
    await setStatus(held, 'COMPLETED');
    await setStatus(missed, 'NO_SHOW');
    await setStatus(first, 'COMPLETED');
    await setStatus(colleagues, 'COMPLETED');

    const response = await create(today());
    expect(response.statusCode, response.body).toBe(201);
    const batch = response.json<PayoutBatch>();
    expect(batch).toMatchObject({ up_to: today(), paid_on: null, total: 75_000, psychologists: 2, sessions: 3 });
    expect(batch.lines).toEqual(
      expect.arrayContaining([
        {
          psychologist: psychologist.profileId, name: 'Tomás Muñoz', rut: '12.345.678-5', bank: 'Banco Estado', account_type: 'Cuenta Vista',
          account_number: '000111222', email: 'pagos@example.cl', amount: 50_000, sessions: 2, reference: `EMIND-P${batch.id}-${psychologist.profileId}`,
        },
        expect.objectContaining({ psychologist: colleague.profileId, amount: 25_000, sessions: 1 }),
      ]),
    );
    const { rows } = await sql<{ appointment_id: number }>`select appointment_id from payments.payout_sessions where batch_id = ${batch.id} order by appointment_id`.execute(t.database.db);
    expect(rows.map((row) => row.appointment_id)).toEqual([held, missed, colleagues].sort((a, b) => a - b));
    expect(rows.map((row) => row.appointment_id)).not.toContain(first);
    expect(rows.map((row) => row.appointment_id)).not.toContain(notHeld);

    expect((await call('GET', '/api/admin/payouts/', admin)).json()).toMatchObject({ results: [{ id: batch.id, total: 75_000, sessions: 3 }] });
    expect((await call('GET', `/api/admin/payouts/${batch.id}/`, admin)).json()).toEqual(batch);
    // Each psychologist's bank data shown to the admin is written in the access log ('Datos bancarios'), once per answer.
    const { rows: reads } = await sql<{ email: string; resource: string; resource_id: string; n: number }>`
      select u.email, l.resource, l.resource_id, count(*)::int as n from payments.access_log l join identity.users u on u.id = l.subject_user_id
      where l.resource_id = ${`payout-batch-${batch.id}`} group by u.email, l.resource, l.resource_id order by u.email`.execute(t.database.db);
    expect(reads).toEqual([colleague, psychologist].map((session) => ({ email: session.email, resource: 'bank_data', resource_id: `payout-batch-${batch.id}`, n: 2 })).sort((a, b) => a.email.localeCompare(b.email)));
    const again = await create(today());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'conflict', detail: 'No hay montos por pagar a psicólogos hasta esa fecha.' });
  });

  it('subtracts what was refunded, and pays a cancellation only the share its policy kept once refunded', async () => {
    const partly = await paid(psychologist, 30_000);
    const cancelled = await paid(psychologist, 20_000);
    later(5);
    await setStatus(partly, 'COMPLETED');
    await sql`insert into payments.refunds (transaction_id, amount, status, reason, created_at)
      select id, 4000, 'DONE', 'ajuste', now() from payments.transactions where appointment_id = ${partly} and confirmed`.execute(t.database.db);
    await setStatus(cancelled, 'CANCELLED');
    await sql`insert into booking.cancellation_refunds (appointment_id, payment_method, amount_paid, refund_amount, refund_percent, reason, cancelled_by, cancelled_at)
      values (${cancelled}, 'credit_card', 20000, 10000, 50, 'late', 'patient', now())`.execute(t.database.db);
    const notYet = await create(today());
    expect(notYet.json<PayoutBatch>().lines).toEqual([expect.objectContaining({ amount: 26_000, sessions: 1 })]);
    await sql`update booking.appointments set refunded_at = now() where id = ${cancelled}`.execute(t.database.db);
    const kept = await create(today());
    expect(kept.json<PayoutBatch>().lines).toEqual([expect.objectContaining({ amount: 10_000, sessions: 1 })]);
  });

  it("owes a late cancellation's kept share from the day its refund is done, the session still ahead", async () => {
    const id = await paid(colleague, 24_000);
    await cancelLate(id, { hours: 48, percent: 50 }, 10);
    expect((await create(today())).statusCode).toBe(409);
    await refundCancellations(t.ctx);
    const batch = (await create(today())).json<PayoutBatch>();
    expect(batch.lines).toEqual([expect.objectContaining({ psychologist: colleague.profileId, amount: 12_000, sessions: 1 })]);
  });

  it('owes a late cancellation under a 0 % policy its whole payment from the cancellation, with no refund asked of Transbank', async () => {
    const id = await paid(colleague, 18_000);
    await cancelLate(id, { hours: 24, percent: 0 }, 5);
    await refundCancellations(t.ctx);
    const { rows: asked } = await sql<{ n: number }>`select count(*)::int as n from payments.refunds where cancelled_appointment_id = ${id}`.execute(t.database.db);
    expect(asked[0]?.n).toBe(0);
    const batch = (await create(today())).json<PayoutBatch>();
    expect(batch.lines).toEqual([expect.objectContaining({ psychologist: colleague.profileId, amount: 18_000, sessions: 1 })]);
    const { rows: inBatch } = await sql<{ amount: number }>`select amount from payments.payout_sessions where appointment_id = ${id}`.execute(t.database.db);
    expect(inBatch).toEqual([{ amount: 18_000 }]);
  });

  it('puts a session in one batch only when two are created at the same moment', async () => {
    const id = await paid(colleague, 12_000);
    // A day after this session's own start (not a fixed number of days from the clock, which earlier tests moved):
    // it is held and owed whatever slot it got.
    const { rows: starts } = await sql<{ starts_at: Date }>`select starts_at from booking.appointments where id = ${id}`.execute(t.database.db);
    t.clock.now = new Date(new Date(starts[0]!.starts_at).getTime() + DAY);
    await setStatus(id, 'COMPLETED');
    const answers = await Promise.all([create(today()), create(today())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from payments.payout_sessions where appointment_id = ${id}`.execute(t.database.db);
    expect(rows[0]?.n).toBe(1);
    await expect(sql`insert into payments.payout_sessions (appointment_id, batch_id, psychologist_id, transaction_id, amount)
      select appointment_id, batch_id, psychologist_id, transaction_id, amount from payments.payout_sessions where appointment_id = ${id}`.execute(t.database.db)).rejects.toThrow();
  });

  it("downloads the bank's nómina with its columns, a formula-like name neutralised", async () => {
    const { results } = (await call('GET', '/api/admin/payouts/', admin)).json<{ results: { id: number }[] }>();
    const first = results.at(-1)!.id;
    const response = await call('GET', `/api/admin/payouts/${first}/?format=csv`, admin);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nomina-pagos-${first}.csv"; filename*=UTF-8''nomina-pagos-${first}.csv`);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['RUT', 'Nombre', 'Banco', 'Tipo de cuenta', 'Número de cuenta', 'Monto', 'Correo', 'Referencia']);
    expect(rows).toContainEqual(['12.345.678-5', 'Tomás Muñoz', 'Banco Estado', 'Cuenta Vista', '000111222', '50000', 'pagos@example.cl', `EMIND-P${first}-${psychologist.profileId}`]);
    expect(rows.find((row) => row[4] === '999888777')?.[1]).toBe(`'=HYPERLINK("http://evil.example","Ana")`);
  });

  it('is marked paid on a day from its cut-off to today; other days and bad dates are refused in Spanish', async () => {
    const { results } = (await call('GET', '/api/admin/payouts/', admin)).json<{ results: { id: number; up_to: string }[] }>();
    const batch = results.at(-1)!;
    const ok = await call('PATCH', `/api/admin/payouts/${batch.id}/`, admin, { paid_on: today() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: batch.id, paid_on: today() });
    expect((await call('PATCH', `/api/admin/payouts/${batch.id}/`, admin, { paid_on: '2026-01-01' })).json()).toEqual({ code: 'invalid_request', paid_on: ['La fecha de pago no puede ser anterior a la fecha de corte.'] });
    expect((await call('PATCH', `/api/admin/payouts/${batch.id}/`, admin, { paid_on: '2099-01-01' })).json()).toEqual({ code: 'invalid_request', paid_on: ['La fecha de pago no puede ser posterior a hoy.'] });
    const invalid = await call('PATCH', `/api/admin/payouts/${batch.id}/`, admin, { paid_on: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ code: 'invalid_request', paid_on: ['Fecha no válida (aaaa-mm-dd)'] });
    expect((await call('PATCH', '/api/admin/payouts/999999/', admin, { paid_on: today() })).statusCode).toBe(404);
  });

  it('refuses a future or invalid cut-off, and unknown fields, with a Spanish 400', async () => {
    const future = await create('2099-12-31');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ code: 'invalid_request', to: ['La fecha de corte no puede ser posterior a hoy.'] });
    expect((await create('31-12-2026')).json<{ to: string[] }>().to).toContain('Fecha no válida (aaaa-mm-dd)');
    expect((await call('POST', '/api/admin/payouts/', admin, {})).json()).toEqual({ code: 'invalid_request', to: ['Este campo es obligatorio'] });
    expect((await call('POST', '/api/admin/payouts/', admin, { to: today(), psychologist: 1 })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    for (const session of [patient, psychologist, other]) {
      expect((await call('GET', '/api/admin/payouts/', session)).statusCode).toBe(403);
      expect((await create(today(), session)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/payouts/1/?format=csv', session)).statusCode).toBe(403);
      expect((await call('PATCH', '/api/admin/payouts/1/', session, { paid_on: today() })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/payouts/')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/payouts/999999/', admin)).json()).toEqual({ code: 'not_found', detail: 'Lote de pagos no encontrado' });
  });
});

describe("the psychologist's card earnings ('Mis ingresos')", () => {
  it('gives the month’s card payments, what is owed and not batched, and the payouts', async () => {
    const month = today().slice(0, 7);
    const owedNow = await paid(psychologist, 9_000);
    later(3);
    await setStatus(owedNow, 'COMPLETED');
    const response = await call('GET', `/api/payments/earnings/${month}/`, psychologist);
    expect(response.statusCode, response.body).toBe(200);
    const earnings = response.json<{ card_payments: { count: number; amount: number }; owed: { amount: number }; in_payouts: { amount: number }; payouts: { amount: number; paid_on: string | null }[] }>();
    expect(earnings.owed).toEqual({ count: 1, amount: 9_000 });
    expect(earnings.card_payments.amount).toBeGreaterThanOrEqual(9_000);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking.appointments where psychologist_id = ${psychologist.profileId} and payment_method = 'credit_card'
      and to_char(starts_at at time zone 'America/Santiago', 'YYYY-MM') = ${month} and card_transaction_id is not null`.execute(t.database.db);
    expect(earnings.card_payments.count).toBe(rows[0]?.n);
    expect((await call('GET', `/api/payments/earnings/${month}/`, admin)).statusCode).toBe(403);
    expect((await call('GET', '/api/payments/earnings/2026-13/', psychologist)).statusCode).toBe(400);
  });
});
