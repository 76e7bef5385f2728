import type { PrivacySubject } from '@emind/server-kit';
import { sql } from 'kysely';
import { privacySubjectOf } from '@emind/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingPrivacyParticipant } from '../src/privacy/messaging-participant.ts';
import { bearer, buildTestApp, conversationId, page, pair, send, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subjectOf = (session: Session): Promise<PrivacySubject> => privacySubjectOf(t.database.db, session.profileId);

describe('export and erasure of messages', () => {
  it("exports the person's conversations with both sides and who read them; erasure deletes their messages and scrubs them from the other's", async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    await send(t, patient, id, 'Me cuesta dormir');
    await send(t, psychologist, id, 'Gracias por contarlo, Sofía Núñez. Lo vemos el jueves.');
    await t.app.inject({ method: 'PATCH', url: '/api/messages/settings/', headers: bearer(psychologist.access), payload: { answering_hours: 'Martes 10 a 12' } });
    await page(t, psychologist, id);

    const patientSubject = await subjectOf(patient);
    const part = await t.ctx.db.transaction().execute((trx) => messagingPrivacyParticipant(t.ctx.storage).exportPart(trx, patientSubject));
    expect(part.files).toEqual([]);
    expect(part.data.conversations).toEqual([
      expect.objectContaining({
        with: 'Tomás Muñoz',
        messages: [
          expect.objectContaining({ from_me: true, text: 'Me cuesta dormir' }),
          expect.objectContaining({ from_me: false, text: 'Gracias por contarlo, Sofía Núñez. Lo vemos el jueves.' }),
        ],
      }),
    ]);
    expect(part.data.accesses_by_others).toEqual([expect.objectContaining({ actor_role: 'psychologist', resource: 'messages' })]);
    expect(part.data).not.toHaveProperty('answering_hours');
    const psychologistSubject = await subjectOf(psychologist);
    const psychologistPart = await t.ctx.db.transaction().execute((trx) => messagingPrivacyParticipant(t.ctx.storage).exportPart(trx, psychologistSubject));
    expect(psychologistPart.data.answering_hours).toBe('Martes 10 a 12');
    expect((await t.ctx.db.transaction().execute((trx) => messagingPrivacyParticipant(t.ctx.storage).exportPart(trx, { ...patientSubject, userId: -1 }))).data).toEqual({});

    await t.ctx.db.transaction().execute((trx) => messagingPrivacyParticipant(t.ctx.storage).erase(trx, patientSubject, new Date()));
    const { rows } = await sql<{ sender_profile_id: number; body: string }>`select sender_profile_id, body from messaging.messages where conversation_id = ${id}`.execute(t.database.db);
    expect(rows).toEqual([{ sender_profile_id: psychologist.profileId, body: 'Gracias por contarlo, [dato eliminado]. Lo vemos el jueves.' }]);
    const after = (await page(t, psychologist, id)).json<{ conversation: { closed: boolean } }>();
    expect(after.conversation.closed).toBe(true);
    expect((await send(t, psychologist, id, 'hola')).statusCode).toBe(409);
  });
});
