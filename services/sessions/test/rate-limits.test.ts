import { sessionCloseCodes, sessionCloseReasons } from '@emind/contracts';
import { appPerFile } from '@emind/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { MESSAGE_BURST, MessageBudget } from '../src/signaling/message-budget.ts';
import { appointment, bearer, buildAppWithPair, meetInRoom, ticketFor } from './helpers.ts';
import { SocketPeer } from './socket-peer.ts';

const suite = appPerFile(buildAppWithPair);

const limitedTo = (max: number) => ({ max, timeWindow: 60_000 });
const rateLimited = { code: sessionCloseCodes.rateLimited, reason: sessionCloseReasons.rateLimited };

describe('MessageBudget', () => {
  it('lets a burst through, then a steady rate', () => {
    let now = 0;
    const budget = new MessageBudget(3, 2, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now += 500;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now += 60_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});

describe('rate limits', () => {
  it('answer a 429 in Spanish to a person asking for too many tickets', async () => {
    const limited = await suite.t.secondInstance({ rateLimits: { tickets: limitedTo(3), upgrades: limitedTo(100) } });
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const ask = () => limited.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(suite.client.access) });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'too_many_requests', detail: 'Demasiadas solicitudes. Por favor, intenta nuevamente en unos minutos.' });
    // Per person: the psychologist of the same room still gets one.
    expect((await limited.inject({ method: 'POST', url: `/api/sessions/${id}/ticket/`, headers: bearer(suite.psychologist.access) })).statusCode).toBe(200);
  });

  it('close socket upgrades past the limit of an address (bad tickets included) with 4429 and the reason, before the ticket is used', async () => {
    const limited = await suite.t.secondInstance({ rateLimits: { tickets: limitedTo(100), upgrades: limitedTo(3) } });
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    for (let i = 0; i < 3; i += 1) expect(await (await SocketPeer.open(limited, id, `guess-${i}`)).closed).toBe(sessionCloseCodes.badTicket);
    const ticket = await ticketFor(suite.t, suite.client, id);
    expect(await (await SocketPeer.open(limited, id, ticket)).closedWith).toEqual(rateLimited);
    // The ticket was not spent on the refused upgrade: another instance still takes it.
    const patient = await SocketPeer.open(suite.t.app, id, ticket);
    expect(await patient.next('welcome')).toMatchObject({ role: 'patient' });
    patient.close();
  });

  it("close a socket that floods the server with messages, and keep the other person's", async () => {
    const id = await appointment(suite.t, suite.client, suite.psychologist);
    const { doctor, patient } = await meetInRoom(suite.t, suite, id);
    for (let i = 0; i < MESSAGE_BURST * 3; i += 1) patient.send({ type: 'signal', payload: { candidate: i } });
    expect(await patient.closedWith).toEqual(rateLimited);
    const relayed = doctor.received.filter((message) => message.type === 'signal').length;
    expect(relayed).toBeLessThanOrEqual(MESSAGE_BURST + 5);
    expect(await doctor.next('peer')).toEqual({ type: 'peer', peer: 'absent' });
    doctor.close();
  });
});
