import { runPrivacyParts } from '@emind/server-kit';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { bookablePsychologist, buildAppWithAdmin, registerUser } from '../helpers.ts';
import { ErasureJobProcess } from './erasure-crash-process.ts';
import { interruptedAfterErasing } from './interrupted-erasure.ts';
import { confirmedAppointment, patch, userIdOf } from './support.ts';

/**
 * The erasure job dies in the middle of booking's part (after every statement of the part, before the commit): first
 * by an error inside the transaction, then (PostgreSQL) by a SIGKILL of the process running it. Nothing is
 * half-erased: the part is one transaction with its `privacy_work` claim, so the next run finds the request still open
 * for booking, does the whole part and records it done; a third run has nothing left to do.
 */
const suite = appPerFile(buildAppWithAdmin);

class JobKilled extends Error {}

async function bookingState(requestId: number, appointmentId: number) {
  const db = suite.t.database.db;
  const [appointment, sealed, claimed] = await Promise.all([
    sql<{ client_notes: string; psychologist_notes: string }>`select client_notes, psychologist_notes from booking.appointments where id = ${appointmentId}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from booking.sealed_records where appointment_id = ${appointmentId}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from booking.privacy_work where request_id = ${requestId}`.execute(db),
  ]);
  return { ...appointment.rows[0], sealed: sealed.rows[0]?.n, claimed: claimed.rows[0]?.n };
}

const UNTOUCHED = { client_notes: 'NOTA-DE-PACIENTE', psychologist_notes: 'NOTA-CLINICA', sealed: 0, claimed: 0 };
const ERASED = { client_notes: '', psychologist_notes: '', sealed: 2, claimed: 1 };

/** A patient with a confirmed session holding both notes, and their accepted erasure, which no service has done yet. */
async function pendingErasure(lastName: string): Promise<{ requestId: number; appointmentId: number }> {
  const psychologist = await bookablePsychologist(suite.t);
  const client = await registerUser(suite.t.app, 'client', { first_name: 'Julieta', last_name: lastName });
  const appointmentId = await confirmedAppointment(suite.t, { client, psychologist, admin: suite.admin }, { client_notes: UNTOUCHED.client_notes });
  const notes = await patch(suite.t, psychologist, `/api/appointments/${appointmentId}/add-notes/`, { psychologist_notes: UNTOUCHED.psychologist_notes });
  expect(notes.statusCode).toBe(200);
  const userId = await userIdOf(suite.t, client.profileId);
  const { rows: [request] } = await sql<{ id: number }>`
    insert into identity.data_requests (user_id, user_type, kind, due_at, email, first_name, last_name)
    values (${userId}, 'client', 'erasure', now() + interval '30 days', ${client.email}, 'Julieta', ${lastName}) returning id`.execute(suite.t.database.db);
  const requestId = request?.id ?? 0;
  expect(await bookingState(requestId, appointmentId)).toEqual(UNTOUCHED);
  return { requestId, appointmentId };
}

/** The next run does booking's whole part once; the one after finds nothing left to do. */
async function expectResumedOnce(requestId: number, appointmentId: number): Promise<void> {
  expect(await runPrivacyParts(suite.t.ctx.db, bookingParticipant(suite.t.ctx), new Date())).toBe(1);
  expect(await bookingState(requestId, appointmentId)).toEqual(ERASED);
  expect(await runPrivacyParts(suite.t.ctx.db, bookingParticipant(suite.t.ctx), new Date())).toBe(0);
}

describe('an erasure job that fails mid-way', () => {
  it('leaves booking untouched, then the next run does the whole part once', async () => {
    const { requestId, appointmentId } = await pendingErasure('Interrumpida');
    const failing = interruptedAfterErasing(bookingParticipant(suite.t.ctx), () => Promise.reject(new JobKilled('the job failed before the commit')));

    await expect(runPrivacyParts(suite.t.ctx.db, failing, new Date())).rejects.toBeInstanceOf(JobKilled);
    expect(await bookingState(requestId, appointmentId)).toEqual(UNTOUCHED);

    await expectResumedOnce(requestId, appointmentId);
  });
});

/** Backend `pid` as the server lists it; undefined once it has ended (and its open transaction is rolled back). */
async function backend(pid: number) {
  const { rows } = await sql<{ state: string }>`select state from pg_stat_activity where pid = ${pid}`.execute(suite.t.database.db);
  return rows[0];
}

/** The booking tables `pid`'s open transaction has written to. */
async function tablesWrittenBy(pid: number): Promise<string[]> {
  const { rows } = await sql<{ relation: string }>`
    select relation::regclass::text as relation from pg_locks where pid = ${pid} and mode = 'RowExclusiveLock' and relation is not null`.execute(suite.t.database.db);
  return rows.map((row) => row.relation);
}

/** Postgres rolls back a dead client's transaction when it notices the connection closed, shortly after the kill. */
async function rolledBack(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (await backend(pid)) {
    if (Date.now() > deadline) throw new Error(`backend ${pid} still open 30 s after its process was killed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!process.env.DATABASE_URL)('an erasure job whose process is killed mid-way (PostgreSQL: an embedded PGlite cannot be shared with another process)', () => {
  let job: ErasureJobProcess | undefined;
  afterAll(() => job?.kill());

  it('leaves booking untouched, then the next run does the whole part once', { timeout: 60_000 }, async () => {
    const { requestId, appointmentId } = await pendingErasure('Matada');
    const { connectionString } = suite.t.database;
    if (!connectionString) throw new Error('the test database has no URL');
    job = new ErasureJobProcess(connectionString, suite.t.ctx.config.dataDir);

    const stopped = await job.stoppedMidErasure();
    expect(stopped.requestId).toBe(requestId);
    // The job is inside its transaction, which has written the notes, the seals and the claim.
    expect(await backend(stopped.backendPid)).toEqual({ state: 'idle in transaction' });
    expect(await tablesWrittenBy(stopped.backendPid)).toEqual(expect.arrayContaining(['booking.appointments', 'booking.sealed_records', 'booking.privacy_work']));

    await job.kill();
    await rolledBack(stopped.backendPid);
    expect(await bookingState(requestId, appointmentId)).toEqual(UNTOUCHED);

    await expectResumedOnce(requestId, appointmentId);
  });
});
