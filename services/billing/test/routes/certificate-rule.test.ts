import { billingMessages, isHeldAndPaid } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSessions } from '../../src/billing/sessions.repository.ts';
import { api, buildTestApp, paidSession, pdfText, people, type Session, type TestApp } from '../helpers.ts';

/**
 * A certificate states only what happened (issue 38): the sessions held (COMPLETED, started) and paid (never refunded).
 * The test clock is 2026-11-20 15:00 UTC.
 */
let t: TestApp;
let psychologist: Session;
let patient: Session;
const ids: Record<'held' | 'ahead' | 'noShow' | 'unmarked' | 'refunded' | 'heldNov', number> = { held: 0, ahead: 0, noShow: 0, unmarked: 0, refunded: 0, heldNov: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient } = await people(t));
  ids.held = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-05T13:00:00Z'), amount: 30000 });
  ids.noShow = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-12T13:00:00Z'), status: 'NO_SHOW' });
  ids.unmarked = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-19T13:00:00Z'), status: 'CONFIRMED' });
  ids.refunded = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-26T13:00:00Z'), status: 'CANCELLED', cancelledFrom: 'CONFIRMED', refunded: true });
  ids.heldNov = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-16T13:00:00Z'), amount: 27000 });
  ids.ahead = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-25T13:00:00Z'), status: 'CONFIRMED' });
});
afterAll(async () => t.close());

const certificateUrl = (from: string, to: string) => `/api/billing/certificates/?from=${from}&to=${to}`;
const lastCertificate = async () =>
  (await sql<{ code: string; appointment_ids: number[] }>`select code, appointment_ids from billing.certificates order by id desc limit 1`.execute(t.database.db)).rows[0]!;
const verify = async (code: string) => (await api(t, null, 'GET', `/api/billing/verify/${code}/`)).json();

describe('what a certificate names', () => {
  it('only sessions held and paid: never one still ahead, a no-show, one never marked held, or a refund', async () => {
    const response = await api(t, patient, 'GET', certificateUrl('2026-10-01', '2026-11-30'));
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('05-10-2026');
    expect(text).toContain('16-11-2026');
    expect(text).toContain('$57.000');
    for (const absent of ['12-10-2026', '19-10-2026', '26-10-2026', '25-11-2026']) expect(text, absent).not.toContain(absent);
    expect((await lastCertificate()).appointment_ids).toEqual([ids.held, ids.heldNov]);
  });

  it('refuses a day whose only session is ahead, or was missed, with the spec’s message', async () => {
    for (const day of ['2026-11-25', '2026-10-12', '2026-10-19']) {
      const response = await api(t, patient, 'GET', certificateUrl(day, day));
      expect(response.statusCode, day).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', detail: billingMessages.noPaidSessions });
    }
  });

  it('reads the rule in SQL exactly as libs/domain states it, for every session in the view', async () => {
    const now = t.clock.now;
    const all = await listSessions(t.ctx.db, { clientId: patient.profileId });
    const inSql = await listSessions(t.ctx.db, { clientId: patient.profileId, heldAndPaidBy: now });
    expect(all.length).toBe(6);
    expect(inSql.map((session) => session.appointmentId)).toEqual(all.filter((session) => isHeldAndPaid(session, now)).map((session) => session.appointmentId));
  });
});

describe('a certificate whose sessions are later cancelled or refunded', () => {
  it('verifies as revoked, with the reason, and the patient’s list says so', async () => {
    await api(t, patient, 'GET', certificateUrl('2026-10-05', '2026-10-05'));
    const standing = (await lastCertificate()).code;
    await api(t, patient, 'GET', certificateUrl('2026-11-16', '2026-11-16'));
    const { code } = await lastCertificate();
    expect(await verify(code)).toMatchObject({ genuine: true, reason: null });

    await sql`update booking.appointments set status = 'CANCELLED', refunded_at = ${t.clock.now} where id = ${ids.heldNov}`.execute(t.database.db);
    expect(await verify(code)).toEqual({ genuine: false, certificate: null, reason: billingMessages.certificateRevokedCancelled });

    const issued = await api(t, patient, 'GET', '/api/billing/certificates/issued/');
    expect(issued.statusCode).toBe(200);
    const mine = issued.json<{ results: { code: string; revoked_reason: string | null }[] }>().results;
    expect(mine.find((certificate) => certificate.code === code)?.revoked_reason).toBe(billingMessages.certificateRevokedCancelled);
    expect(mine.find((certificate) => certificate.code === standing)?.revoked_reason).toBeNull();
  });

  it('one issued before this rule, naming a session then still ahead, is revoked; and once that session is cancelled, says so', async () => {
    const code = 'K7QX-4MZ9-PT2D-HV8C-N3WR';
    await sql`insert into billing.certificates (code, client_id, psychologist_id, psychologist_name, from_date, to_date, appointment_ids, session_dates, total, created_at)
              values (${code}, ${patient.profileId}, ${psychologist.profileId}, 'Tomás Muñoz Peña', '2026-11-25', '2026-11-25', ${[ids.ahead]}, ${['2026-11-25']}, 25000, '2026-11-18T12:00:00Z')`.execute(t.database.db);
    expect(await verify(code)).toEqual({ genuine: false, certificate: null, reason: billingMessages.certificateRevokedNotHeld });

    await sql`update booking.appointments set status = 'CANCELLED' where id = ${ids.ahead}`.execute(t.database.db);
    await sql`insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_role, created_at)
              values (${ids.ahead}, 'CONFIRMED', 'CANCELLED', 'client', ${t.clock.now})`.execute(t.database.db);
    expect(await verify(code)).toEqual({ genuine: false, certificate: null, reason: billingMessages.certificateRevokedCancelled });
  });

  it('the list is the patient’s own, and only a patient’s', async () => {
    const other = await people(t);
    expect((await api(t, other.patient, 'GET', '/api/billing/certificates/issued/')).json()).toEqual({ results: [] });
    expect((await api(t, psychologist, 'GET', '/api/billing/certificates/issued/')).statusCode).toBe(403);
    expect((await api(t, null, 'GET', '/api/billing/certificates/issued/')).statusCode).toBe(401);
  });
});

describe("the statement's 'atendidas'", () => {
  it('counts by the same rule: the held session of November, not the one ahead', async () => {
    const fresh = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-09T13:00:00Z') });
    await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-10T13:00:00Z'), status: 'NO_SHOW' });
    const statement = (await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/')).json<{ sessions_held: number; lines: { appointment: number }[] }>();
    // 16th cancelled above, 25th ahead (then cancelled), the 10th missed: only the 9th was held.
    expect(statement.sessions_held).toBe(1);
    expect(statement.lines.map((line) => line.appointment)).toContain(fresh);
  });
});
