import { openDatabase, schemaDb, type MailMessage } from '@emind/server-kit';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expireUnpaidHolds } from '../src/appointments/expiry.ts';
import type { BookingDatabase } from '../src/db/schema.ts';
import { notifyWaitlist } from '../src/waitlist/notify-waitlist.ts';
import { bearer, book, bookablePsychologist, buildAppOnly, clock, drainedMails, registerUser, resetClock, type Session } from './helpers.ts';

const databaseUrl = process.env.DATABASE_URL ?? '';

const suite = appPerFile(buildAppOnly, { afterEach: resetClock });

async function mails(): Promise<MailMessage[]> {
  return (await drainedMails(suite.t)).filter((mail) => mail.subject.startsWith('Se liberó un horario'));
}
const join = (session: Session, psychologist: number, weekdays: number[], part_of_day: string) =>
  suite.t.app.inject({ method: 'POST', url: '/api/waitlist/', headers: bearer(session.access), payload: { psychologist, weekdays, part_of_day } });
const notices = async (session: Session) => (await suite.t.app.inject({ method: 'GET', url: '/api/waitlist/notices/', headers: bearer(session.access) })).json();
const cancel = (session: Session, id: number) => suite.t.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(session.access) });

/** A psychologist whose Tuesday 15:00 is booked, and waiting patients: two for Tuesday afternoons (one with the mail off), one for mornings. */
async function fullTuesday() {
  const psychologist = await bookablePsychologist(suite.t);
  const holder = await registerUser(suite.t.app, 'client');
  const [waiting, quiet, mornings] = await Promise.all([registerUser(suite.t.app, 'client'), registerUser(suite.t.app, 'client'), registerUser(suite.t.app, 'client')]);
  const held = await book(suite.t, holder, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
  expect(held.statusCode).toBe(201);
  expect((await join(waiting, psychologist.profileId, [2, 5], 'afternoon')).statusCode).toBe(201);
  expect((await join(quiet, psychologist.profileId, [2], 'afternoon')).statusCode).toBe(201);
  expect((await join(mornings, psychologist.profileId, [2], 'morning')).statusCode).toBe(201);
  const off = await suite.t.app.inject({ method: 'PATCH', url: '/api/privacy/consents/', headers: bearer(quiet.access), payload: { optional_mail: { waitlist: false } } });
  expect(off.statusCode).toBe(200);
  await notifyWaitlist(suite.t.ctx);
  await mails();
  return { psychologist, holder, waiting, quiet, mornings, appointmentId: held.json<{ id: number }>().id };
}

describe('a freed slot and the waitlist', () => {
  it('mails the patients it suits once, with a link to book it, and shows them a notice until someone books it', async () => {
    const { psychologist, holder, waiting, quiet, mornings, appointmentId } = await fullTuesday();
    expect((await cancel(holder, appointmentId)).statusCode).toBe(200);

    expect(await notifyWaitlist(suite.t.ctx)).toBe(2);
    const sentNow = await mails();
    expect(sentNow.map((mail) => mail.to)).toEqual([waiting.email]);
    expect(sentNow[0]?.text).toContain(`http://localhost:8000/especialistas/${psychologist.profileId}/agendar?fecha=2026-06-02&hora=15:00`);
    expect(sentNow[0]?.text).toContain('2 de junio de 2026 a las 15:00');

    expect(await notifyWaitlist(suite.t.ctx)).toBe(0);
    expect(await mails()).toEqual([]);
    const [notice] = await notices(waiting);
    expect(notice).toMatchObject({ psychologist: psychologist.profileId, date: '2026-06-02', start_time: '15:00', end_time: '16:00', booking_path: `/especialistas/${psychologist.profileId}/agendar?fecha=2026-06-02&hora=15:00` });
    expect(await notices(quiet)).toHaveLength(1);
    expect(await notices(mornings)).toEqual([]);

    // The first to book gets it; the others' notices go.
    expect((await book(suite.t, quiet, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).statusCode).toBe(201);
    expect((await book(suite.t, waiting, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' })).statusCode).toBe(409);
    expect(await notices(waiting)).toEqual([]);
  });

  it('tells no one while the slot is taken again before the job runs, and tells them when it frees up again', async () => {
    const { psychologist, holder, waiting, appointmentId } = await fullTuesday();
    const other = await registerUser(suite.t.app, 'client');
    await cancel(holder, appointmentId);
    const retaken = await book(suite.t, other, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });
    expect(retaken.statusCode).toBe(201);
    expect(await notifyWaitlist(suite.t.ctx)).toBe(0);
    await cancel(other, retaken.json<{ id: number }>().id);
    expect(await notifyWaitlist(suite.t.ctx)).toBe(2);
    expect((await mails()).map((mail) => mail.to)).toEqual([waiting.email]);
  });

  it('records the slot an expired hold frees', async () => {
    const { waiting } = await fullTuesday();
    clock.now = new Date('2026-06-02T18:30:00Z');
    expect(await expireUnpaidHolds(suite.t.ctx)).toBeGreaterThan(0);
    clock.now = new Date('2026-06-02T18:31:00Z');
    // Every test's hold on that Tuesday expires here; each psychologist's two afternoon patients are told.
    expect((await notifyWaitlist(suite.t.ctx)) % 2).toBe(0);
    expect((await mails()).map((mail) => mail.to)).toContain(waiting.email);
    expect(await notices(waiting)).toHaveLength(1);
  });

  it('sends once when three runs of one instance claim at the same moment', async () => {
    const { holder, waiting, appointmentId } = await fullTuesday();
    await cancel(holder, appointmentId);
    const runs = await Promise.all([notifyWaitlist(suite.t.ctx), notifyWaitlist(suite.t.ctx), notifyWaitlist(suite.t.ctx)]);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect((await mails()).map((mail) => mail.to)).toEqual([waiting.email]);
  });

  it.skipIf(!databaseUrl)('sends once when two instances claim at the same moment (needs DATABASE_URL: PGlite is one process)', async () => {
    const { holder, waiting, appointmentId } = await fullTuesday();
    await cancel(holder, appointmentId);
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(suite.t.database.db)).rows[0]?.name ?? '';
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    // A second instance: its own connection pool to the same database, as another process would have.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    const second = { ...suite.t.ctx, db: schemaDb<BookingDatabase>(database, 'booking') };
    try {
      const runs = await Promise.all([notifyWaitlist(suite.t.ctx), notifyWaitlist(second), notifyWaitlist(suite.t.ctx), notifyWaitlist(second)]);
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(2);
      expect((await mails()).map((mail) => mail.to)).toEqual([waiting.email]);
    } finally {
      await database.close();
    }
  });
});
