import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBoletaReminders } from '../src/billing/boleta-reminders.ts';
import { buildTestApp, outbox, paidSession, people, PLATFORM_EMAIL, putBoleta, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let psychologist: Session;
let patient: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient } = await people(t));
});
afterAll(async () => t.close());

describe('the boleta reminder', () => {
  it('mails the receiving party once, EMIND_BOLETA_REMINDER_DAYS after payment and session, even with two runs at once', async () => {
    t.clock.now = new Date('2026-11-01T12:00:00Z');
    const later = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-02T13:00:00Z') });
    const first = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-02T16:00:00Z'), isFirst: true });
    const attached = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-02T19:00:00Z') });
    await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-02T21:00:00Z'), status: 'CANCELLED' });
    t.clock.now = new Date('2026-11-05T12:00:00Z');
    await putBoleta(t, psychologist, attached, { folio: '55', issued_on: '2026-11-03' });

    // Three days after the session: not yet.
    expect(await sendBoletaReminders(t.ctx)).toBe(0);

    t.clock.now = new Date('2026-11-08T12:00:00Z');
    const runs = await Promise.all([sendBoletaReminders(t.ctx), sendBoletaReminders(t.ctx)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await sendBoletaReminders(t.ctx)).toBe(0);

    const mails = await outbox(t);
    const code = (id: number) => `EM-${String(id).padStart(6, '0')}`;
    expect(mails.filter((mail) => mail.subject.includes(code(later)))).toEqual([expect.objectContaining({ to: psychologist.email })]);
    expect(mails.filter((mail) => mail.subject.includes(code(first)))).toEqual([expect.objectContaining({ to: PLATFORM_EMAIL })]);
    expect(mails.some((mail) => mail.subject.includes(code(attached)))).toBe(false);
    expect(mails.find((mail) => mail.to === psychologist.email)!.text).toContain('https://e-mind.test/psicologo/dashboard/boletas');
    const claims = (await sql<{ n: number }>`select count(*)::int as n from billing.boleta_reminders`.execute(t.database.db)).rows[0]!.n;
    expect(claims).toBe(2);
  });
});
