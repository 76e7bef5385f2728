import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionCloseCodes, sessionCloseReasons, type SessionCloseCause } from '@emind/contracts';
import { bearer, registerSession, type TestSession } from '@emind/identity/testing';
import { insertBookingAppointment } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketPeer } from '../../sessions/test/socket-peer.ts';
import { buildEmbeddedGateway, TEST_ADMIN, type EmbeddedGateway } from './embedded-gateway.ts';

/**
 * A call ends when its appointment does, whichever service changed it: booking cancels, identity deactivates, and the
 * sessions service (mounted beside them, its live-call check every 5 s) closes both sockets with the reason.
 */
let gateway: EmbeddedGateway;
let app: FastifyInstance;
let dir: string;
let admin: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-video-call-ends-'));
  const webRoot = path.join(dir, 'web');
  await mkdir(webRoot, { recursive: true });
  gateway = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot });
  app = gateway.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await app.inject({ method: 'POST', url: '/api/auth/login/', payload: TEST_ADMIN })).json<{ access: string }>().access;
}, 120_000);

afterAll(async () => {
  await gateway.close();
  await rm(dir, { recursive: true, force: true });
});

/** A confirmed appointment starting in five minutes: its room is open, and the patient may still cancel it. */
async function callAboutToStart(): Promise<{ id: number; client: TestSession; psychologist: TestSession; patient: SocketPeer; doctor: SocketPeer }> {
  const [client, psychologist] = await Promise.all([registerSession(app, 'client'), registerSession(app, 'psychologist')]);
  const startsAt = new Date(Date.now() + 5 * 60_000);
  startsAt.setUTCSeconds(0, 0);
  const id = await insertBookingAppointment(gateway.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: client.profileId, startsAt, minutes: 50, status: 'CONFIRMED', paymentAmount: 30000,
    isFirst: true, holdExpiresAt: startsAt,
  });
  const ticket = async (session: TestSession) => {
    const response = await app.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(session.access) });
    expect(response.statusCode).toBe(200);
    return response.json<{ ticket: string }>().ticket;
  };
  const doctor = await SocketPeer.open(app, id, await ticket(psychologist));
  await doctor.next('welcome');
  const patient = await SocketPeer.open(app, id, await ticket(client));
  await patient.next('welcome');
  expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'waiting' });
  doctor.send({ type: 'admit' });
  await patient.next('admitted');
  doctor.send({ type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0' } } });
  await patient.next('signal');
  return { id, client, psychologist, patient, doctor };
}

async function bothClosedWith(peers: SocketPeer[], cause: SessionCloseCause): Promise<void> {
  for (const peer of peers) expect(await peer.closedWith).toEqual({ code: sessionCloseCodes[cause], reason: sessionCloseReasons[cause] });
}

describe('a video call', () => {
  it('ends on both sides, with the reason, when the patient cancels the appointment mid-call through booking', async () => {
    const { id, client, patient, doctor } = await callAboutToStart();
    const cancelled = await app.inject({ method: 'PATCH', url: `/api/appointments/${id}/cancel/`, headers: bearer(client.access) });
    expect(cancelled.statusCode).toBe(200);
    await bothClosedWith([patient, doctor], 'notConfirmed');
    const again = await app.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(client.access) });
    expect(again.json()).toMatchObject({ code: 'not_confirmed' });
  }, 30_000);

  it("ends on both sides when an admin deactivates the patient's account", async () => {
    const { client, patient, doctor } = await callAboutToStart();
    const deactivated = await app.inject({ method: 'PATCH', url: `/api/profiles/admin/patients/${client.profileId}/status/`, headers: bearer(admin) });
    expect(deactivated.statusCode).toBe(200);
    await bothClosedWith([patient, doctor], 'accountInactive');
  }, 30_000);
});
