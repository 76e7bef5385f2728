import type { PrivacySubject } from '@emind/server-kit';
import { TEST_PASSWORD } from '@emind/identity/testing';
import { privacySubjectOf } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsRetentionJob } from '../../src/documents/documents-retention-job.ts';
import { messagingPrivacyParticipant } from '../../src/privacy/messaging-participant.ts';
import { buildTestApp, pair, type Session, type TestApp } from '../helpers.ts';
import { get, share, sign } from './documents-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subjectOf = (session: Session): Promise<PrivacySubject> => privacySubjectOf(t.database.db, session.profileId);
const participant = () => messagingPrivacyParticipant(t.ctx.storage);
/** The subject is read before the transaction: PGlite's one connection would wait on itself inside it. */
async function exportOf(session: Session) {
  const subject = await subjectOf(session);
  return t.ctx.db.transaction().execute((trx) => participant().exportPart(trx, subject));
}
async function erase(session: Session, now = new Date()): Promise<void> {
  const subject = await subjectOf(session);
  await t.ctx.db.transaction().execute((trx) => participant().erase(trx, subject, now));
}

async function shareOne(patient: Session, psychologist: Session, title: string, requiresSignature: boolean): Promise<number> {
  const response = await share(t, psychologist, { patient: patient.profileId, title, requiresSignature });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

interface KeysRow { file_key: string; signed_file_key: string | null; sealed_at: Date | null; purge_after: Date | null }
const keysOf = async (id: number): Promise<KeysRow | undefined> =>
  (await sql<KeysRow>`select d.file_key, s.signed_file_key, d.sealed_at, d.purge_after from messaging.shared_documents d
    left join messaging.document_signatures s on s.document_id = d.id where d.id = ${id}`.execute(t.database.db)).rows[0];
const stored = (key: string): Promise<boolean> => t.ctx.storage.read(key).then(() => true, () => false);

describe('export and erasure of shared documents', () => {
  it('the export carries each document with its signature facts and both files; erasure seals the signed ones and deletes the rest', async () => {
    const { patient, psychologist } = await pair(t);
    const signedId = await shareOne(patient, psychologist, 'Consentimiento informado', true);
    const pendingId = await shareOne(patient, psychologist, 'Acuerdo de horarios', true);
    const worksheetId = await shareOne(patient, psychologist, 'Registro de pensamientos', false);
    expect((await sign(t, patient, signedId, 'Sofía Núñez', TEST_PASSWORD)).statusCode).toBe(200);

    const part = await exportOf(patient);
    expect(part.data.documents).toEqual([
      expect.objectContaining({
        title: 'Consentimiento informado', shared_with_me: true, psychologist: 'Tomás Muñoz', requires_signature: true, file: `messaging/documentos/${signedId}-original.pdf`,
        signature: expect.objectContaining({ full_name: 'Sofía Núñez', ip_address: '127.0.0.1', file: `messaging/documentos/${signedId}-firmado.pdf` }),
      }),
      expect.objectContaining({ title: 'Acuerdo de horarios', signature: null }),
      expect.objectContaining({ title: 'Registro de pensamientos', requires_signature: false, signature: null }),
    ]);
    const signed = await keysOf(signedId);
    expect(part.files).toEqual(expect.arrayContaining([
      { name: `messaging/documentos/${signedId}-original.pdf`, key: signed?.file_key },
      { name: `messaging/documentos/${signedId}-firmado.pdf`, key: signed?.signed_file_key },
    ]));
    expect(part.files).toHaveLength(4);
    const psychologistPart = await exportOf(psychologist);
    expect(psychologistPart.data.documents).toEqual(expect.arrayContaining([expect.objectContaining({ shared_with_me: false, patient: 'Sofía Núñez' })]));

    const pending = await keysOf(pendingId);
    const worksheet = await keysOf(worksheetId);
    const now = new Date();
    await erase(patient, now);
    expect(await keysOf(pendingId)).toBeUndefined();
    expect(await keysOf(worksheetId)).toBeUndefined();
    expect(await stored(pending?.file_key ?? '')).toBe(false);
    expect(await stored(worksheet?.file_key ?? '')).toBe(false);
    const sealed = await keysOf(signedId);
    expect(sealed?.sealed_at).not.toBeNull();
    expect(new Date(sealed?.purge_after ?? 0).getUTCFullYear()).toBe(now.getUTCFullYear() + 15);
    expect(await stored(sealed?.file_key ?? '')).toBe(true);
    expect(await stored(sealed?.signed_file_key ?? '')).toBe(true);
    expect((await get(t, psychologist, '/api/documents/')).json()).toEqual([]);
    expect((await get(t, psychologist, `/api/documents/${signedId}/signed/`)).statusCode).toBe(404);
    const afterExport = await exportOf(psychologist);
    expect(afterExport.data.documents).toEqual([]);

    await sql`update messaging.shared_documents set purge_after = now() - interval '1 day' where id = ${signedId}`.execute(t.database.db);
    await documentsRetentionJob(t.ctx).run();
    expect(await keysOf(signedId)).toBeUndefined();
    expect(await stored(sealed?.file_key ?? '')).toBe(false);
    expect(await stored(sealed?.signed_file_key ?? '')).toBe(false);
  });

  it("a psychologist's erasure leaves the documents they shared with their patients", async () => {
    const { patient, psychologist } = await pair(t);
    const id = await shareOne(patient, psychologist, 'Tarea de la semana', false);
    await erase(psychologist);
    expect((await get(t, patient, '/api/documents/')).json()).toEqual([expect.objectContaining({ id, title: 'Tarea de la semana' })]);
  });
});
