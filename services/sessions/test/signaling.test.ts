import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appointment, bearer, buildAppWithPair, ticketFor, type Session } from './helpers.ts';
import { SocketPeer } from './socket-peer.ts';

const suite = appPerFile(buildAppWithPair);

const join = async (session: Session, id: number) => SocketPeer.open(suite.t.app, id, await ticketFor(suite.t, session, id));
const waiting = async () =>
  (await suite.t.app.inject({ method: 'GET', url: '/api/sessions/waiting/', headers: bearer(suite.psychologist.access) })).json<{ appointment_id: number }[]>();

describe('the waiting room and the call', () => {
  it('keeps the patient waiting until admitted, then relays signals both ways, and the end closes both sockets', async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const patient = await join(suite.client, id);
    expect(await patient.next('welcome')).toEqual({ type: 'welcome', role: 'patient', admitted: false, peer: 'absent' });
    expect((await waiting()).map((entry) => entry.appointment_id)).toContain(id);

    const doctor = await join(suite.psychologist, id);
    expect(await doctor.next('welcome')).toEqual({ type: 'welcome', role: 'psychologist', admitted: true, peer: 'waiting' });
    expect(await patient.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });

    // Not in the call yet: a signal is dropped, and only the psychologist admits.
    patient.send({ type: 'signal', payload: { candidate: 'dropped' } });
    patient.send({ type: 'admit' });
    expect(await patient.next('error')).toEqual({ type: 'error', message: 'Solo el psicólogo puede admitir o finalizar la sesión.' });

    doctor.send({ type: 'admit' });
    expect(await patient.next('admitted')).toEqual({ type: 'admitted' });
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });
    expect((await waiting()).map((entry) => entry.appointment_id)).not.toContain(id);

    doctor.send({ type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0' } } });
    expect(await patient.next('signal')).toEqual({ type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0' } } });
    patient.send({ type: 'signal', payload: { candidate: 'a' } });
    expect(await doctor.next('signal')).toEqual({ type: 'signal', payload: { candidate: 'a' } });
    expect(doctor.received.filter((message) => message.type === 'signal')).toHaveLength(1);

    doctor.send({ type: 'end' });
    expect(await patient.next('ended')).toEqual({ type: 'ended' });
    expect(await doctor.next('ended')).toEqual({ type: 'ended' });
    expect(await patient.closed).toBe(4000);
    expect(await doctor.closed).toBe(4000);
    const again = await suite.t.app.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(suite.client.access) });
    expect(again.json()).toMatchObject({ code: 'session_ended' });
  });

  it('lets an admitted patient back in at once after a drop, and tells the psychologist', async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const doctor = await join(suite.psychologist, id);
    await doctor.next('welcome');
    const patient = await join(suite.client, id);
    await patient.next('welcome');
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'waiting' });
    doctor.send({ type: 'admit' });
    await patient.next('admitted');
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });

    patient.close();
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'absent' });
    const back = await join(suite.client, id);
    expect(await back.next('welcome')).toEqual({ type: 'welcome', role: 'patient', admitted: true, peer: 'in_call' });
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });
    back.send({ type: 'signal', payload: { description: 'answer' } });
    expect(await doctor.next('signal')).toEqual({ type: 'signal', payload: { description: 'answer' } });
    doctor.close();
    back.close();
  });

  it("closes a person's older connection (another tab) with 4409", async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const first = await join(suite.psychologist, id);
    await first.next('welcome');
    const second = await join(suite.psychologist, id);
    await second.next('welcome');
    expect(await first.closed).toBe(4409);
    const open = await sql<{ n: number }>`select count(*)::int as n from sessions.attendance where appointment_id = ${id} and left_at is null`.execute(suite.t.database.db);
    expect(open.rows[0]?.n).toBe(1);
    second.close();
  });

  it('tells the psychologist who has nobody waiting that there is nobody to admit', async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const doctor = await join(suite.psychologist, id);
    await doctor.next('welcome');
    doctor.send({ type: 'admit' });
    expect(await doctor.next('error')).toEqual({ type: 'error', message: 'No hay ningún paciente en la sala de espera.' });
    doctor.send({ type: 'dance' });
    expect(await doctor.next('error')).toEqual({ type: 'error', message: 'Mensaje no válido.' });
    doctor.close();
  });
});

describe('a ticket', () => {
  it('opens one socket only: used twice, late, or for another room it is refused with 4401', async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const ticket = await ticketFor(suite.t, suite.client, id);
    const first = await SocketPeer.open(suite.t.app, id, ticket);
    await first.next('welcome');
    expect(await (await SocketPeer.open(suite.t.app, id, ticket)).closed).toBe(4401);
    first.close();

    const late = await ticketFor(suite.t, suite.client, id);
    await sql`update sessions.tickets set expires_at = now() - interval '1 second'`.execute(suite.t.database.db);
    expect(await (await SocketPeer.open(suite.t.app, id, late)).closed).toBe(4401);

    const other = await appointment(suite.t, suite.client, suite.psychologist);
    const elsewhere = await ticketFor(suite.t, suite.client, other);
    expect(await (await SocketPeer.open(suite.t.app, id, elsewhere)).closed).toBe(4401);
    expect(await (await SocketPeer.open(suite.t.app, id, 'not-a-ticket')).closed).toBe(4401);
  });

  it('used twice at the same moment opens exactly one socket', async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const ticket = await ticketFor(suite.t, suite.psychologist, id);
    const peers = await Promise.all(Array.from({ length: 4 }, () => SocketPeer.open(suite.t.app, id, ticket)));
    const outcomes = await Promise.all(peers.map((peer) => Promise.race([peer.next('welcome').then(() => 'welcome'), peer.closed.then(String)])));
    expect(outcomes.sort()).toEqual(['4401', '4401', '4401', 'welcome']);
    for (const peer of peers) peer.close();
  });
});
