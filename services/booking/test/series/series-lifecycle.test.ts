import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { expireUnpaidHolds } from '../../src/appointments/expiry.ts';
import { bearer, book, bookablePsychologist, buildAppOnly, clock, registerUser, resetClock } from '../helpers.ts';
import { bookSeries, cancelFollowing } from './support.ts';

const suite = appPerFile(buildAppOnly, { afterEach: resetClock });

const statusesOf = async (ids: number[]) =>
  (await suite.t.ctx.db.selectFrom('appointments').select(['id', 'status', 'is_first_appointment']).where('id', 'in', ids).orderBy('starts_at').execute())
    .map((row) => `${row.status}${row.is_first_appointment ? ' (first)' : ''}`);

describe('a series over time', () => {
  it('expires the first unpaid session as a single booking and each later one 3 days before it', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const booked = await bookSeries(suite.t, client, psychologist.profileId, { date: '2026-06-08', weeks: 3 });
    const ids: number[] = booked.json().appointments.map((entry: { id: number }) => entry.id);

    clock.now = new Date('2026-06-02T12:00:00Z'); // the first one's 24-hour hold is over
    await expireUnpaidHolds(suite.t.ctx);
    expect(await statusesOf(ids)).toEqual(['CANCELLED (first)', 'PENDING_PAYMENT (first)', 'PENDING_PAYMENT']);

    clock.now = new Date('2026-06-12T13:00:00Z'); // 3 days before the second (2026-06-15 09:00)
    await expireUnpaidHolds(suite.t.ctx);
    expect(await statusesOf(ids)).toEqual(['CANCELLED (first)', 'CANCELLED (first)', 'PENDING_PAYMENT (first)']);
  });
});

describe('PATCH /api/appointments/{id}/cancel-following/', () => {
  it('cancels this session and the later ones in one go, leaving the earlier ones', async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const client = await registerUser(suite.t.app, 'client');
    const ids: number[] = (await bookSeries(suite.t, client, psychologist.profileId)).json().appointments.map((entry: { id: number }) => entry.id);

    const answer = await cancelFollowing(suite.t, client, ids[1] ?? 0);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().cancelled.map((entry: { id: number; status: string }) => [entry.id, entry.status])).toEqual(ids.slice(1).map((id) => [id, 'CANCELLED']));
    expect(await statusesOf(ids)).toEqual(['PENDING_PAYMENT (first)', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    const history = await suite.t.ctx.db.selectFrom('appointment_status_changes').select('note').where('appointment_id', '=', ids[3] ?? 0).where('to_status', '=', 'CANCELLED').execute();
    expect(history.map((row) => row.note)).toEqual(['Cancelada por el paciente']);

    expect((await cancelFollowing(suite.t, client, ids[2] ?? 0)).json()).toEqual({ code: 'invalid_request', detail: 'Esta cita ya no se puede cancelar.' });
  });

  it("from the first session hands the first-session role to the client's remaining session, and checks owner and role", async () => {
    const psychologist = await bookablePsychologist(suite.t);
    const [client, stranger] = await Promise.all([registerUser(suite.t.app, 'client'), registerUser(suite.t.app, 'client')]);
    const ids: number[] = (await bookSeries(suite.t, client, psychologist.profileId, { weeks: 2 })).json().appointments.map((entry: { id: number }) => entry.id);
    const single = await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00' });

    expect((await cancelFollowing(suite.t, stranger, ids[0] ?? 0)).statusCode).toBe(404);
    expect((await cancelFollowing(suite.t, psychologist, ids[0] ?? 0)).statusCode).toBe(403);
    expect((await cancelFollowing(suite.t, client, single.json().id)).json()).toEqual({ code: 'invalid_request', detail: 'Esta cita no es parte de una serie semanal.' });

    expect((await cancelFollowing(suite.t, client, ids[0] ?? 0)).statusCode).toBe(200);
    expect(await statusesOf([...ids, single.json().id])).toEqual(['CANCELLED (first)', 'PENDING_PAYMENT (first)', 'CANCELLED']);
    const list = await suite.t.app.inject({ method: 'GET', url: '/api/appointments/client-appointments/', headers: bearer(client.access) });
    expect(list.statusCode).toBe(200);
  });
});
