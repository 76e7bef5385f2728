import { appPerFile } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appointment, buildAppWithPair, ticketFor } from './helpers.ts';
import { SocketPeer } from './socket-peer.ts';

/**
 * Two instances of the service on one database, the patient on one and the psychologist on the other: presence,
 * admission, relay and the end cross over the bus (LISTEN/NOTIFY by default; Redis when REDIS_URL is set).
 */
const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.info('sessions across instances: the Redis variant did not run (REDIS_URL is not set)');
if (!process.env.DATABASE_URL) console.info('sessions across instances: LISTEN/NOTIFY ran on PGlite (in-process); set DATABASE_URL for PostgreSQL');

const suite = appPerFile(buildAppWithPair);

async function callAcross(patientSide: FastifyInstance, psychologistSide: FastifyInstance): Promise<void> {
  const id = await appointment(suite.t, suite.client, suite.psychologist);
  const patient = await SocketPeer.open(patientSide, id, await ticketFor(suite.t, suite.client, id, patientSide));
  expect(await patient.next('welcome')).toMatchObject({ admitted: false, peer: 'absent' });
  const doctor = await SocketPeer.open(psychologistSide, id, await ticketFor(suite.t, suite.psychologist, id, psychologistSide));
  expect(await doctor.next('welcome')).toMatchObject({ role: 'psychologist', peer: 'waiting' });
  expect(await patient.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });

  doctor.send({ type: 'admit' });
  expect(await patient.next('admitted')).toEqual({ type: 'admitted' });
  expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });

  // An offer larger than NOTIFY's 8000-byte payload still crosses (deflated on the way).
  const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(300)}`;
  doctor.send({ type: 'signal', payload: { description: { type: 'offer', sdp } } });
  expect(await patient.next('signal')).toEqual({ type: 'signal', payload: { description: { type: 'offer', sdp } } });
  patient.send({ type: 'signal', payload: { candidate: { candidate: 'x', sdpMid: '0' } } });
  expect(await doctor.next('signal')).toEqual({ type: 'signal', payload: { candidate: { candidate: 'x', sdpMid: '0' } } });

  // The patient drops and comes back on the psychologist's instance: admitted at once, presence follows.
  patient.close();
  expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'absent' });
  const back = await SocketPeer.open(psychologistSide, id, await ticketFor(suite.t, suite.client, id, psychologistSide));
  expect(await back.next('welcome')).toMatchObject({ admitted: true, peer: 'in_call' });
  expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'in_call' });

  // A second tab of the psychologist on the patient's first instance replaces the first one across instances.
  const secondTab = await SocketPeer.open(patientSide, id, await ticketFor(suite.t, suite.psychologist, id, patientSide));
  expect(await secondTab.next('welcome')).toMatchObject({ peer: 'in_call' });
  expect(await doctor.closed).toBe(4409);

  secondTab.send({ type: 'end' });
  expect(await back.next('ended')).toEqual({ type: 'ended' });
  expect(await back.closed).toBe(4000);
  expect(await secondTab.closed).toBe(4000);
}

describe('signaling across two instances', () => {
  it('over LISTEN/NOTIFY: waiting, admission, relay, presence, replacement and the end', async () => {
    const other = await suite.t.secondInstance();
    await callAcross(suite.t.app, other);
  });

  it.skipIf(!redisUrl)('over Redis pub/sub (needs REDIS_URL)', async () => {
    const channelOwners = { redisUrl };
    const first = await suite.t.secondInstance(channelOwners);
    const second = await suite.t.secondInstance(channelOwners);
    await callAcross(first, second);
  });
});
