import { paidStatuses } from '@emind/domain';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BANK, bearer, book, bookablePsychologist, buildAppWithPlatformAccount, PNG, registerUser, type Session, uploadProof } from '../helpers.ts';

/**
 * One meaning of "paid" (libs/domain `paidStatuses`): a session whose proof is uploaded but not yet verified is paid.
 * Cancelled by the psychologist (a closed day), it owes the patient a refund, it shows as paid in the stranded list,
 * and while it is ahead it blocks an erasure (`booking.upcoming_sessions` lists exactly the paid statuses).
 */
const suite = appPerFile(() => buildAppWithPlatformAccount({ platformBank: BANK }));

const request = (method: 'GET' | 'POST' | 'PATCH', url: string, session: Session, payload?: object) =>
  suite.t.app.inject({ method, url, headers: bearer(session.access), ...(payload ? { payload } : {}) });

describe('a session with its proof uploaded, cancelled by the psychologist', () => {
  it('is paid: shown as paid on the closed day, and its cancellation owes a refund the admin can record', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-16', start_time: '15:00', end_time: '16:00' })).json<{ id: number }>();
    expect((await uploadProof(suite.t, client, booked.id, PNG)).statusCode).toBe(200);

    const timeOff = await request('POST', '/api/schedules/time-off/', psychologist, { starts_on: '2026-06-16', ends_on: '2026-06-16', reason: '' });
    expect(timeOff.json<{ stranded: { id: number; status: string; paid: boolean }[] }>().stranded).toEqual([
      expect.objectContaining({ id: booked.id, status: 'PAYMENT_UPLOADED', paid: true }),
    ]);
    expect((await request('PATCH', `/api/schedules/time-off/stranded/${booked.id}/cancel/`, psychologist)).statusCode).toBe(200);

    expect((await request('GET', `/api/appointments/${booked.id}/`, suite.admin)).json()).toMatchObject({ status: 'CANCELLED', refund_pending: true });
    const refunded = await request('PATCH', `/api/appointments/${booked.id}/mark-refunded/`, suite.admin, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ refund_pending: false });
  });
});

describe('booking.upcoming_sessions, the sessions that block an erasure', () => {
  it("freezes the domain's paid statuses in its SQL (a migration that ran never changes): they agree", async () => {
    const { rows: [view] } = await sql<{ definition: string }>`select pg_get_viewdef('booking.upcoming_sessions'::regclass) as definition`.execute(suite.t.database.db);
    const frozen = [...(view?.definition ?? '').matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
    expect(frozen.sort()).toEqual([...paidStatuses].sort());
  });
});
