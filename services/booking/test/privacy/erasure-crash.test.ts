import { runPrivacyParts, type PrivacyParticipant } from '@emind/server-kit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDatabase } from '../../src/db/schema.ts';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { bookablePsychologist, buildTestApp, loginAdmin, registerUser, type Session, type TestApp } from '../helpers.ts';
import { confirmedAppointment, patch, userIdOf } from './support.ts';

/**
 * The erasure job dies in the middle of booking's part (here: after every statement of the part, before the commit).
 * Nothing is half-erased: the part is one transaction with its `privacy_work` claim, so the next run finds the request
 * still open for booking, does the whole part and records it done; a third run has nothing left to do.
 */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

class JobKilled extends Error {}

const killedAfterErasing = (real: PrivacyParticipant<BookingDatabase>): PrivacyParticipant<BookingDatabase> => ({
  ...real,
  erase: async (trx, subject, now) => {
    await real.erase(trx, subject, now);
    throw new JobKilled('the process died before the commit');
  },
});

async function bookingState(requestId: number, appointmentId: number) {
  const db = t.database.db;
  const [appointment, sealed, claimed] = await Promise.all([
    sql<{ client_notes: string; psychologist_notes: string }>`select client_notes, psychologist_notes from booking.appointments where id = ${appointmentId}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from booking.sealed_records where appointment_id = ${appointmentId}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from booking.privacy_work where request_id = ${requestId}`.execute(db),
  ]);
  return { ...appointment.rows[0], sealed: sealed.rows[0]?.n, claimed: claimed.rows[0]?.n };
}

describe('an erasure job killed mid-way', () => {
  it('leaves booking untouched, then the next run does the whole part once', async () => {
    const psychologist = await bookablePsychologist(t);
    const client = await registerUser(t.app, 'client', { first_name: 'Julieta', last_name: 'Interrumpida' });
    const id = await confirmedAppointment(t, { client, psychologist, admin }, { client_notes: 'NOTA-DE-JULIETA' });
    expect((await patch(t, psychologist, `/api/appointments/${id}/add-notes/`, { psychologist_notes: 'NOTA-CLINICA' })).statusCode).toBe(200);
    const userId = await userIdOf(t, client.profileId);
    const { rows: [request] } = await sql<{ id: number }>`
      insert into identity.data_requests (user_id, user_type, kind, due_at, email, first_name, last_name)
      values (${userId}, 'client', 'erasure', now() + interval '30 days', ${client.email}, 'Julieta', 'Interrumpida') returning id`.execute(t.database.db);
    const requestId = request?.id ?? 0;
    const before = await bookingState(requestId, id);
    expect(before).toEqual({ client_notes: 'NOTA-DE-JULIETA', psychologist_notes: 'NOTA-CLINICA', sealed: 0, claimed: 0 });

    await expect(runPrivacyParts(t.ctx.db, killedAfterErasing(bookingParticipant(t.ctx)), new Date())).rejects.toBeInstanceOf(JobKilled);
    expect(await bookingState(requestId, id)).toEqual(before);

    expect(await runPrivacyParts(t.ctx.db, bookingParticipant(t.ctx), new Date())).toBe(1);
    expect(await bookingState(requestId, id)).toEqual({ client_notes: '', psychologist_notes: '', sealed: 2, claimed: 1 });
    expect(await runPrivacyParts(t.ctx.db, bookingParticipant(t.ctx), new Date())).toBe(0);
  });
});
