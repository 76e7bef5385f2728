import { openChangeFeed, sealMessage } from '@emind/server-kit';
import { appPerFile, metricValue } from '@emind/server-kit/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SIGNALING_CHANNEL } from '../src/plugins/sessions-context.ts';
import { signalingKey } from '../src/signaling/signaling-key.ts';
import { appointment, buildAppWithPair, meetInRoom, ticketFor } from './helpers.ts';
import { SocketPeer } from './socket-peer.ts';

/**
 * The signaling channel can be written by anyone who reaches the database (any role may NOTIFY) or Redis: what comes
 * on it is believed only when sealed with the sessions key, and even then it says only which room to read again.
 */
const suite = appPerFile(buildAppWithPair);

const DROPS = 'emind_message_bus_dropped_total';
const drops = (reason: string) => metricValue(suite.t.app, DROPS, { channel: SIGNALING_CHANNEL, reason });
const notify = (payload: string) => sql`select pg_notify(${SIGNALING_CHANNEL}, ${payload})`.execute(suite.t.database.db);
const sealed = (event: unknown, key: Uint8Array = signalingKey(suite.t.config)) => sealMessage(key, SIGNALING_CHANNEL, JSON.stringify(event));

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

/** The patient waiting, the psychologist present: what a forged 'admitted' or offer would reach. */
async function waitingRoom() {
  const id = await appointment(suite.t, suite.client, suite.psychologist);
  return { id, ...(await meetInRoom(suite.t, suite, id, { admit: false })) };
}

describe('the signaling bus', () => {
  it('delivers nothing from a forged NOTIFY: no offer, no admission, no end; each is dropped and counted', async () => {
    const { id, patient, doctor } = await waitingRoom();
    const before = await drops('unsealed').catch(() => 0);
    const forged = [
      // What the bus carried before it was sealed: an admission, an offer to the waiting patient, the end.
      `p${JSON.stringify({ t: 'admitted', room: id })}`,
      `p${JSON.stringify({ t: 'signal', room: id, to: 'patient', payload: { description: { type: 'offer', sdp: 'forged' } } })}`,
      `p${JSON.stringify({ t: 'ended', room: id })}`,
      `p${JSON.stringify({ t: 'joined', room: id, role: '__proto__', conn: 1, admitted: true })}`,
      // Today's events, unsealed, and sealed with a key that is not the service's.
      JSON.stringify({ t: 'signal', room: id, to: 'patient', payload: 'forged', from: 'x' }),
      sealed({ t: 'signal', room: id, to: 'patient', payload: 'forged', from: 'x' }, new Uint8Array(32).fill(7)),
      `s${Buffer.from('not sealed at all').toString('base64')}`,
    ];
    for (const payload of forged) await notify(payload);
    await until(async () => (await drops('unsealed')) - before === forged.length, 'every forged message counted');

    expect(patient.received.map((message) => message.type)).toEqual(['welcome']);
    expect(doctor.received.map((message) => message.type)).toEqual(['welcome', 'peer']);
    const room = await sql<{ admitted_at: Date | null; ended_at: Date | null }>`
      select admitted_at, ended_at from sessions.rooms where appointment_id = ${id}`.execute(suite.t.database.db);
    expect(room.rows).toEqual([{ admitted_at: null, ended_at: null }]);

    // The hub still works: the psychologist admits, the offer goes through.
    doctor.send({ type: 'admit' });
    expect(await patient.next('admitted')).toEqual({ type: 'admitted' });
    doctor.send({ type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0' } } });
    expect(await patient.next('signal')).toEqual({ type: 'signal', payload: { description: { type: 'offer', sdp: 'v=0' } } });
    patient.close();
    doctor.close();
  });

  it('drops a sealed event naming __proto__ (room, role, type) or otherwise malformed, counts it, and keeps working', async () => {
    const { id, patient, doctor } = await waitingRoom();
    const before = await drops('invalid').catch(() => 0);
    const malformed = [
      { t: 'signal', room: id, to: '__proto__', payload: { x: 1 }, from: 'x' },
      { t: 'signal', room: '__proto__', to: 'patient', payload: { x: 1 }, from: 'x' },
      { t: '__proto__', room: id, from: 'x' },
      { t: 'room', room: -1, from: 'x' },
      { t: 'room', room: { __proto__: null }, from: 'x' },
    ];
    for (const event of malformed) await notify(sealed(event));
    await notify(sealMessage(signalingKey(suite.t.config), SIGNALING_CHANNEL, '{"t": "room", "room": '));
    await until(async () => (await drops('invalid')) - before === malformed.length + 1, 'every malformed event counted');
    expect(patient.received.map((message) => message.type)).toEqual(['welcome']);

    doctor.send({ type: 'admit' });
    expect(await patient.next('admitted')).toEqual({ type: 'admitted' });
    patient.send({ type: 'signal', payload: { candidate: 'a' } });
    expect(await doctor.next('signal')).toEqual({ type: 'signal', payload: { candidate: 'a' } });
    patient.close();
    doctor.close();
  });

  it.skipIf(!process.env.REDIS_URL)('over Redis, ignores what any other process with REDIS_URL publishes on the channel', async () => {
    const other = await suite.t.secondInstance({ redisUrl: process.env.REDIS_URL });
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const patient = await SocketPeer.open(other, id, await ticketFor(suite.t, suite.client, id, other));
    await patient.next('welcome');
    const unsealed = () => metricValue(other, DROPS, { channel: SIGNALING_CHANNEL, reason: 'unsealed' });
    const before = await unsealed();
    const intruder = new Redis(process.env.REDIS_URL ?? '');
    try {
      await intruder.publish(SIGNALING_CHANNEL, JSON.stringify({ t: 'signal', room: id, to: 'patient', payload: 'forged', from: 'x' }));
      await intruder.publish(SIGNALING_CHANNEL, `p${JSON.stringify({ t: 'admitted', room: id })}`);
    } finally {
      intruder.disconnect();
    }
    await until(async () => (await unsealed()) - before === 2, 'both counted');
    expect(patient.received.map((message) => message.type)).toEqual(['welcome']);
    patient.close();
  });

  it('drops a sealed signal sent again by someone listening on the channel', async () => {
    const other = await suite.t.secondInstance();
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const heard: string[] = [];
    const feed = await openChangeFeed(suite.t.database, SIGNALING_CHANNEL, { onChange: (payload) => heard.push(payload), onReset: () => undefined });
    try {
      const doctor = await SocketPeer.open(suite.t.app, id, await ticketFor(suite.t, suite.psychologist, id));
      await doctor.next('welcome');
      const patient = await SocketPeer.open(other, id, await ticketFor(suite.t, suite.client, id, other));
      await patient.next('welcome');
      expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'waiting' });
      doctor.send({ type: 'admit' });
      await patient.next('admitted');
      await doctor.next('peer');
      heard.length = 0;
      doctor.send({ type: 'signal', payload: { description: { type: 'offer', sdp: 'once' } } });
      expect(await patient.next('signal')).toMatchObject({ payload: { description: { sdp: 'once' } } });
      // The listener's connection hears the channel on its own schedule, not before the patient's instance.
      await until(async () => heard.length > 0, 'the listener heard the signal');
      expect(heard).toHaveLength(1);
      expect(heard[0]).not.toContain('once');

      const before = await metricValue(other, DROPS, { channel: SIGNALING_CHANNEL, reason: 'replayed' }).catch(() => 0);
      await notify(heard[0]!);
      await until(async () => (await metricValue(other, DROPS, { channel: SIGNALING_CHANNEL, reason: 'replayed' })) - before === 1, 'the replay counted');
      expect(patient.received.filter((message) => message.type === 'signal')).toHaveLength(1);
      patient.close();
      doctor.close();
    } finally {
      await feed.close();
    }
  });
});
