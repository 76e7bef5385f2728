import { createHash } from 'node:crypto';
import { documentsMessages } from '@emind/domain';
import { TEST_PASSWORD } from '@emind/identity/testing';
import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession, buildTestApp, pair, registerSession, careSession, type Session, type TestApp } from '../helpers.ts';
import { get, pdfPages, samplePdf, share, sign } from './documents-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ documents: { passwordPerAccount: { max: 3, timeWindow: 60_000 }, passwordPerAddress: { max: 1000, timeWindow: 60_000 }, retentionClinicalYears: 15 } });
});
afterAll(() => t.close());

interface DocumentOut { id: number; title: string; with_name: string; requires_signature: boolean; sha256: string; size_bytes: number; signature: { full_name: string; signed_at: string; document_sha256: string } | null }

async function shared(patient: Session, psychologist: Session, requiresSignature = true): Promise<DocumentOut> {
  const response = await share(t, psychologist, { patient: patient.profileId, requiresSignature });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<DocumentOut>();
}

/** The status and the Spanish words; the body's `code` beside them is the error handling's (tested there). */
function expectRefusal(response: { statusCode: number; json: () => unknown }, status: number, body: Record<string, unknown>): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject(body);
}

async function storedFiles(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from messaging.shared_documents`.execute(t.database.db);
  return rows[0]?.n ?? 0;
}

describe('sharing a document', () => {
  it('the psychologist shares a PDF with a patient in care; each lists it and downloads the same bytes, hashed', async () => {
    const { patient, psychologist } = await pair(t);
    const pdf = await samplePdf('Consentimiento informado');
    const response = await share(t, psychologist, { patient: patient.profileId, title: '  Consentimiento informado ', requiresSignature: true, file: pdf });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<DocumentOut>();
    expect(document).toMatchObject({
      title: 'Consentimiento informado', with_name: 'Sofía Núñez', requires_signature: true, size_bytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'), signature: null,
    });
    const patientList = (await get(t, patient, '/api/documents/')).json<DocumentOut[]>();
    expect(patientList).toEqual([expect.objectContaining({ id: document.id, with_name: 'Tomás Muñoz', requires_signature: true })]);
    const file = await get(t, patient, `/api/documents/${document.id}/file/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="consentimiento-informado.pdf"; filename*=UTF-8''consentimiento-informado.pdf`);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await get(t, psychologist, `/api/documents/${document.id}/file/`)).rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses what is not a PDF, too large, without title or file, for someone not in care, and by the wrong role, in Spanish, storing nothing', async () => {
    const { patient, psychologist } = await pair(t);
    const before = await storedFiles();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a50000000049454e44ae426082', 'hex');
    const notPdf = await share(t, psychologist, { patient: patient.profileId, file: png, fileName: 'acuerdo.pdf' });
    expectRefusal(notPdf, 415, { detail: documentsMessages.fileNotPdf });
    const tooLarge = await share(t, psychologist, { patient: patient.profileId, file: Buffer.concat([await samplePdf(), Buffer.alloc(10 * 1024 * 1024)]) });
    expectRefusal(tooLarge, 413, { detail: documentsMessages.fileTooLarge });
    const noTitle = await share(t, psychologist, { patient: patient.profileId, title: '   ' });
    expectRefusal(noTitle, 400, { title: [documentsMessages.titleRequired] });
    const noFile = await share(t, psychologist, { patient: patient.profileId, file: null });
    expectRefusal(noFile, 400, { file: [documentsMessages.fileRequired] });
    const stranger = await registerSession(t.app, 'client');
    const notInCare = await share(t, psychologist, { patient: stranger.profileId });
    expectRefusal(notInCare, 404, { detail: documentsMessages.patientNotInCare });
    const badPatient = await share(t, psychologist, { patient: 'uno' });
    expectRefusal(badPatient, 400, { patient: [documentsMessages.patientRequired] });
    const unknownField = await share(t, psychologist, { patient: patient.profileId, extra: { folder: '../otro' } });
    expectRefusal(unknownField, 400, { folder: ['Este campo no está permitido'] });
    expect((await share(t, patient, { patient: patient.profileId })).statusCode).toBe(403);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/documents/', headers: { authorization: `Bearer ${psychologist.access}` }, payload: { title: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('a PDF that cannot take a signature page is refused when a signature is asked for', async () => {
    const { patient, psychologist } = await pair(t);
    const broken = Buffer.from('%PDF-1.7\n%âãÏÓ\nthis is not really a PDF body\n');
    const response = await share(t, psychologist, { patient: patient.profileId, file: broken, requiresSignature: true });
    expectRefusal(response, 400, { file: [documentsMessages.fileUnreadable] });
  });

  it('only the two people read a document: another patient, another psychologist and admins do not', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    const otherPatient = await registerSession(t.app, 'client');
    const otherPsychologist = await registerSession(t.app, 'psychologist');
    await careSession(t, otherPatient, psychologist);
    for (const session of [otherPatient, otherPsychologist]) {
      expect((await get(t, session, '/api/documents/')).json()).toEqual([]);
      for (const path of ['file', 'signed']) {
        const response = await get(t, session, `/api/documents/${document.id}/${path}/`);
        expectRefusal(response, 404, { detail: documentsMessages.notFound });
      }
    }
    expect((await sign(t, otherPatient, document.id, 'Valentina Rojas', TEST_PASSWORD)).statusCode).toBe(404);
    const admin = await adminSession(t.app);
    for (const url of ['/api/documents/', `/api/documents/${document.id}/file/`, `/api/documents/${document.id}/signed/`]) {
      expect((await get(t, admin, url)).statusCode).toBe(403);
    }
    expect((await sign(t, psychologist, document.id, 'Tomás Muñoz', TEST_PASSWORD)).statusCode).toBe(403);
  });

  it("the psychologist's reads are in the patient's access log; the patient's own are not", async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    await get(t, psychologist, '/api/documents/');
    await get(t, psychologist, `/api/documents/${document.id}/file/`);
    await get(t, patient, `/api/documents/${document.id}/file/`);
    const { rows } = await sql<{ resource: string; resource_id: string | null }>`
      select resource, resource_id from messaging.access_log l join identity.users u on u.id = l.subject_user_id
      join identity.profiles p on p.user_id = u.id where p.id = ${patient.profileId} order by l.id`.execute(t.database.db);
    expect(rows).toEqual([{ resource: 'shared_documents', resource_id: null }, { resource: 'shared_document', resource_id: String(document.id) }]);
  });
});

describe('signing', () => {
  it('signs with the full name and password, once; the signed copy has one more page with the name, date and SHA-256', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    const unsigned = await get(t, patient, `/api/documents/${document.id}/signed/`);
    expectRefusal(unsigned, 409, { detail: documentsMessages.notSignedYet });

    const wrongName = await sign(t, patient, document.id, 'Otra Persona', TEST_PASSWORD);
    expectRefusal(wrongName, 400, { full_name: [documentsMessages.fullNameMismatch] });
    const wrongPassword = await sign(t, patient, document.id, 'Sofía Núñez', 'NoEsMiClave1!');
    expectRefusal(wrongPassword, 400, { password: [documentsMessages.wrongPassword] });
    const empty = await sign(t, patient, document.id, ' ', '');
    expect(empty.json()).toMatchObject({ full_name: [documentsMessages.fullNameRequired], password: [documentsMessages.passwordRequired] });

    const signed = await sign(t, patient, document.id, 'sofia nuñez', TEST_PASSWORD);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<DocumentOut>().signature).toMatchObject({ full_name: 'sofia nuñez', document_sha256: document.sha256 });
    const again = await sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD);
    expectRefusal(again, 409, { detail: documentsMessages.alreadySigned });

    const { rows } = await sql<{ ip_address: string; signer_profile_id: number }>`select ip_address, signer_profile_id from messaging.document_signatures where document_id = ${document.id}`.execute(t.database.db);
    expect(rows).toEqual([{ ip_address: '127.0.0.1', signer_profile_id: patient.profileId }]);

    for (const session of [patient, psychologist]) {
      const copy = await get(t, session, `/api/documents/${document.id}/signed/`);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-disposition']).toBe(`attachment; filename="acuerdo-terapeutico-firmado.pdf"; filename*=UTF-8''acuerdo-terapeutico-firmado.pdf`);
      expect((await PDFDocument.load(copy.rawPayload)).getPageCount()).toBe(2);
      const pages = await pdfPages(copy.rawPayload);
      expect(pages[0]).toContain('Acuerdo terapéutico');
      expect(pages[1]).toContain('sofia nuñez');
      expect(pages[1]).toContain(document.sha256);
    }
    const listed = (await get(t, psychologist, '/api/documents/')).json<DocumentOut[]>();
    expect(listed[0]?.signature?.full_name).toBe('sofia nuñez');
  });

  it('a document that asks for no signature cannot be signed and has no signed copy', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist, false);
    const response = await sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD);
    expectRefusal(response, 409, { detail: documentsMessages.noSignatureRequired });
    expect((await get(t, patient, `/api/documents/${document.id}/signed/`)).statusCode).toBe(409);
  });

  it('wrong passwords count like failed logins: past the limit even the right one is refused with 429', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await sign(t, patient, document.id, 'Sofía Núñez', 'Equivocada1!')).statusCode).toBe(400);
    const limited = await sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    const { rows } = await sql<{ attempts: number }>`select attempts from identity.login_attempts where email = ${patient.email.toLowerCase()}`.execute(t.database.db);
    expect(rows).toEqual([{ attempts: 4 }]);
    await sql`delete from identity.login_attempts where email = ${patient.email.toLowerCase()}`.execute(t.database.db);
    expect((await sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await sql`select 1 from identity.login_attempts where email = ${patient.email.toLowerCase()}`.execute(t.database.db)).rows).toEqual([]);
  });

  it('two signing requests at once give one signature and one 409', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    const answers = await Promise.all([0, 1, 2].map(() => sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from messaging.document_signatures where document_id = ${document.id}`.execute(t.database.db);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('the database keeps a shared document as it was, and a signed one until its sealed period ends', async () => {
    const { patient, psychologist } = await pair(t);
    const document = await shared(patient, psychologist);
    await expect(sql`update messaging.shared_documents set title = 'Otro' where id = ${document.id}`.execute(t.database.db)).rejects.toThrow(/never changes/);
    expect((await sign(t, patient, document.id, 'Sofía Núñez', TEST_PASSWORD)).statusCode).toBe(200);
    await expect(sql`delete from messaging.document_signatures where document_id = ${document.id}`.execute(t.database.db)).rejects.toThrow(/never changed/);
    await expect(sql`update messaging.document_signatures set full_name = 'Otra' where document_id = ${document.id}`.execute(t.database.db)).rejects.toThrow(/never changed/);
    await expect(sql`delete from messaging.shared_documents where id = ${document.id}`.execute(t.database.db)).rejects.toThrow(/kept until/);
  });
});
