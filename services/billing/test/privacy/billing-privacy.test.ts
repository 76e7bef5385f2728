import { billingMessages } from '@emind/domain';
import { type ExportPart, type PrivacySubject } from '@emind/server-kit';
import { privacySubjectOf } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPrivacyParticipant, purgeSealedBoletas } from '../../src/privacy/billing-participant.ts';
import { api, buildTestApp, paidSession, people, putBoleta, samplePdf, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let requestId = 4000;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const subjectOf = (session: Session): Promise<PrivacySubject> => privacySubjectOf(t.database.db, session.profileId, ++requestId);

const participant = () => billingPrivacyParticipant(t.ctx);
const exportOf = (subject: PrivacySubject): Promise<ExportPart> => t.ctx.db.transaction().execute((trx) => participant().exportPart(trx, subject));
const erase = (subject: PrivacySubject): Promise<void> => t.ctx.db.transaction().execute((trx) => participant().erase(trx, subject, t.clock.now));

describe('export and erasure of boletas and certificates', () => {
  it('exports them under the documented keys with the boleta PDFs; erasure seals the boletas for the tax period and deletes the certificates', async () => {
    const { psychologist, patient, admin } = await people(t);
    const id = await paidSession(t, patient, psychologist, { startsAt: new Date('2026-11-02T13:00:00Z') });
    await putBoleta(t, psychologist, id, { folio: '77', issued_on: '2026-11-03' }, { name: 'b.pdf', type: 'application/pdf', content: await samplePdf() });
    await api(t, admin, 'GET', `/api/billing/appointments/${id}/boleta/`);
    const certificate = await api(t, patient, 'GET', '/api/billing/certificates/?from=2026-11-01&to=2026-11-30');
    expect(certificate.statusCode).toBe(200);
    const { rows: [issued] } = await sql<{ code: string }>`select code from billing.certificates where client_id = ${patient.profileId}`.execute(t.database.db);

    const part = await exportOf(await subjectOf(patient));
    const code = `EM-${String(id).padStart(6, '0')}`;
    expect(part.data.boletas).toEqual([expect.objectContaining({ appointment: code, folio: '77', issued_on: '2026-11-03', file: `billing/boletas/${code}-folio-77.pdf` })]);
    expect(part.data.certificates).toEqual([expect.objectContaining({ code: issued!.code, appointments: [code], total: 25000 })]);
    expect(part.data.accesses_by_others).toEqual([expect.objectContaining({ resource: 'boleta' })]);
    expect(part.files).toEqual([{ name: `billing/boletas/${code}-folio-77.pdf`, key: expect.stringMatching(/^private\/boletas\/[a-f0-9]+\.pdf$/) }]);
    // The psychologist's export holds the boletas they issued.
    expect((await exportOf(await subjectOf(psychologist))).data.boletas).toEqual([expect.objectContaining({ folio: '77' })]);

    await erase(await subjectOf(patient));
    const { rows: [sealed] } = await sql<{ sealed_at: Date | null; purge_after: Date | null; file_key: string | null }>`
      select sealed_at, purge_after, file_key from billing.boletas where appointment_id = ${id}`.execute(t.database.db);
    expect(sealed!.sealed_at).not.toBeNull();
    expect(new Date(sealed!.purge_after!).getUTCFullYear()).toBe(t.clock.now.getUTCFullYear() + 6);
    expect(await t.ctx.storage.read(sealed!.file_key!)).toBeInstanceOf(Buffer);
    // Sealed: no route, list or export reads it, and the certificate no longer verifies.
    expect((await api(t, admin, 'GET', `/api/billing/appointments/${id}/boleta/`)).statusCode).toBe(404);
    expect((await exportOf(await subjectOf(psychologist))).data.boletas).toEqual([]);
    expect((await api(t, null, 'GET', `/api/billing/verify/${issued!.code}/`)).json()).toEqual({ genuine: false, certificate: null, reason: billingMessages.codeNotFound });
    // Nor can it be replaced, and the session is not 'pending' again.
    expect((await putBoleta(t, psychologist, id, { folio: '78', issued_on: '2026-11-03' })).statusCode).toBe(409);
    expect((await api(t, psychologist, 'GET', '/api/billing/boletas/pending/')).json<{ results: unknown[] }>().results).toEqual([]);

    // The retention job purges it, file and row, only once the period has ended.
    expect(await purgeSealedBoletas(t.ctx)).toBe(0);
    const before = t.clock.now;
    t.clock.now = new Date(before.getTime() + 6 * 366 * 86_400_000);
    expect(await purgeSealedBoletas(t.ctx)).toBe(1);
    t.clock.now = before;
    await expect(t.ctx.storage.read(sealed!.file_key!)).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await sql`select 1 from billing.boletas where appointment_id = ${id}`.execute(t.database.db)).rows).toHaveLength(0);
  });
});
