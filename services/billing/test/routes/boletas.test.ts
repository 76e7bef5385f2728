import { billingMessages } from '@emind/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessEntries, api, buildTestApp, paidSession, people, putBoleta, registerSession, samplePdf, unpaidSession, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psychologist: Session;
let patient: Session;
let admin: Session;
let pdf: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient, admin } = await people(t));
  pdf = await samplePdf();
});
afterAll(async () => t.close());

const storedBoletas = async (appointmentId: number) =>
  (await sql<{ folio: string; file_key: string | null }>`select folio, file_key from billing.boletas where appointment_id = ${appointmentId}`.execute(t.database.db)).rows;

describe('PUT /api/billing/appointments/{id}/boleta/', () => {
  it('the psychologist attaches the boleta of a later session paid to them, with its PDF, and replaces it', async () => {
    const id = await paidSession(t, patient, psychologist);
    const response = await putBoleta(t, psychologist, id, { folio: '1001', issued_on: '2026-11-10' }, { name: 'boleta.pdf', type: 'application/pdf', content: pdf });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ appointment: id, receiver: 'psychologist', folio: '1001', issued_on: '2026-11-10', file_url: `/api/billing/appointments/${id}/boleta/file/` });

    const replaced = await putBoleta(t, psychologist, id, { folio: '1002', issued_on: '2026-11-11' });
    expect(replaced.statusCode).toBe(200);
    // No new file: the one attached is kept.
    expect(replaced.json()).toMatchObject({ folio: '1002', file_url: `/api/billing/appointments/${id}/boleta/file/` });
    expect(await storedBoletas(id)).toHaveLength(1);
  });

  it('the folio alone is enough', async () => {
    const id = await paidSession(t, patient, psychologist);
    const response = await putBoleta(t, psychologist, id, { folio: '2001', issued_on: '2026-11-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ folio: '2001', file_url: null });
  });

  it('a first session is paid to the platform: only an admin attaches its document, the psychologist is told why not', async () => {
    const id = await paidSession(t, patient, psychologist, { isFirst: true });
    const refused = await putBoleta(t, psychologist, id, { folio: '3001', issued_on: '2026-11-10' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', detail: billingMessages.notReceiver });
    const response = await putBoleta(t, admin, id, { folio: '3001', issued_on: '2026-11-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ receiver: 'platform' });
    // The platform is one issuer and the psychologist another: the same folio is theirs to use.
    const later = await paidSession(t, patient, psychologist);
    expect((await putBoleta(t, psychologist, later, { folio: '3001', issued_on: '2026-11-10' })).statusCode).toBe(200);
  });

  it('an admin may not attach a boleta of a session paid to the psychologist; a patient may not attach at all', async () => {
    const id = await paidSession(t, patient, psychologist);
    expect((await putBoleta(t, admin, id, { folio: '4001', issued_on: '2026-11-10' })).statusCode).toBe(403);
    expect((await putBoleta(t, patient, id, { folio: '4001', issued_on: '2026-11-10' })).statusCode).toBe(403);
    expect(await storedBoletas(id)).toHaveLength(0);
  });

  it("another psychologist learns nothing of the session (404), nor does anyone of an unpaid or unknown one", async () => {
    const other = await registerSession(t.app, 'psychologist');
    const id = await paidSession(t, patient, psychologist);
    expect((await putBoleta(t, other, id, { folio: '5001', issued_on: '2026-11-10' })).json()).toEqual({ code: 'not_found', detail: billingMessages.appointmentNotFound });
    const unpaid = await unpaidSession(t, patient, psychologist);
    expect((await putBoleta(t, psychologist, unpaid, { folio: '5002', issued_on: '2026-11-10' })).statusCode).toBe(404);
    expect((await putBoleta(t, psychologist, 2_000_000_000, { folio: '5003', issued_on: '2026-11-10' })).statusCode).toBe(404);
    expect((await api(t, null, 'PUT', `/api/billing/appointments/${id}/boleta/`)).statusCode).toBe(401);
  });

  it('a session cancelled after payment takes no boleta (409)', async () => {
    const id = await paidSession(t, patient, psychologist, { status: 'CANCELLED' });
    const response = await putBoleta(t, psychologist, id, { folio: '6001', issued_on: '2026-11-10' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', detail: billingMessages.notPaid });
  });

  it('refuses a file that is not a PDF (415) or too large (413), a bad folio or date (400), and stores nothing', async () => {
    const id = await paidSession(t, patient, psychologist);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notPdf = await putBoleta(t, psychologist, id, { folio: '7001', issued_on: '2026-11-10' }, { name: 'boleta.pdf', type: 'application/pdf', content: png });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({ code: 'unsupported_media_type', detail: billingMessages.fileNotPdf });
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await putBoleta(t, psychologist, id, { folio: '7001', issued_on: '2026-11-10' }, { name: 'boleta.pdf', type: 'application/pdf', content: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'payload_too_large', detail: billingMessages.fileTooLarge });
    const badFolio = await putBoleta(t, psychologist, id, { folio: 'A-12', issued_on: '2026-11-10' }, { name: 'boleta.pdf', type: 'application/pdf', content: pdf });
    expect(badFolio.statusCode).toBe(400);
    expect(badFolio.json()).toEqual({ code: 'invalid_request', folio: [billingMessages.folioInvalid] });
    const future = await putBoleta(t, psychologist, id, { folio: '7001', issued_on: '2026-12-24' });
    expect(future.json()).toEqual({ code: 'invalid_request', issued_on: [billingMessages.issuedOnFuture] });
    const badDate = await putBoleta(t, psychologist, id, { folio: '7001', issued_on: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const missing = await putBoleta(t, psychologist, id, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'folio', 'issued_on']);
    const notMultipart = await t.app.inject({ method: 'PUT', url: `/api/billing/appointments/${id}/boleta/`, headers: { authorization: `Bearer ${psychologist.access}` }, payload: { folio: '1' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedBoletas(id)).toHaveLength(0);
    const files = (await sql<{ n: number }>`select count(*)::int as n from billing.boletas where file_key is not null and appointment_id = ${id}`.execute(t.database.db)).rows[0]!.n;
    expect(files).toBe(0);
  });

  it('a folio already used by the same psychologist is a 409, also when two requests race; the loser stores nothing', async () => {
    const first = await paidSession(t, patient, psychologist);
    const second = await paidSession(t, patient, psychologist);
    const third = await paidSession(t, patient, psychologist);
    expect((await putBoleta(t, psychologist, first, { folio: '8001', issued_on: '2026-11-10' })).statusCode).toBe(200);
    const taken = await putBoleta(t, psychologist, second, { folio: '8001', issued_on: '2026-11-10' }, { name: 'b.pdf', type: 'application/pdf', content: pdf });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'conflict', detail: billingMessages.folioTaken });

    const raced = await Promise.all([
      putBoleta(t, psychologist, second, { folio: '8002', issued_on: '2026-11-10' }, { name: 'b.pdf', type: 'application/pdf', content: pdf }),
      putBoleta(t, psychologist, third, { folio: '8002', issued_on: '2026-11-10' }, { name: 'b.pdf', type: 'application/pdf', content: pdf }),
    ]);
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const rows = (await sql<{ n: number }>`select count(*)::int as n from billing.boletas where folio = '8002'`.execute(t.database.db)).rows[0]!.n;
    expect(rows).toBe(1);
  });

  it('another psychologist may use the same folio: folios are unique per issuer', async () => {
    const other = await registerSession(t.app, 'psychologist');
    const id = await paidSession(t, patient, other);
    expect((await putBoleta(t, other, id, { folio: '8001', issued_on: '2026-11-10' })).statusCode).toBe(200);
  });
});

describe('GET /api/billing/appointments/{id}/boleta/ and its file', () => {
  it('the patient, the receiving psychologist and admins read it; reads by others are logged', async () => {
    const id = await paidSession(t, patient, psychologist);
    expect((await api(t, patient, 'GET', `/api/billing/appointments/${id}/boleta/`)).json()).toEqual({ code: 'not_found', detail: billingMessages.boletaNotFound });
    await putBoleta(t, psychologist, id, { folio: '9001', issued_on: '2026-11-10' }, { name: 'boleta.pdf', type: 'application/pdf', content: pdf });
    for (const reader of [patient, psychologist, admin]) {
      const response = await api(t, reader, 'GET', `/api/billing/appointments/${id}/boleta/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ folio: '9001', appointment_code: `EM-${String(id).padStart(6, '0')}` });
    }
    const file = await api(t, patient, 'GET', `/api/billing/appointments/${id}/boleta/file/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await accessEntries(t, 'boleta', psychologist)).length).toBeGreaterThan(0);
    expect((await accessEntries(t, 'boleta', admin)).length).toBeGreaterThan(0);
    // The patient reading their own boleta is not someone else's read.
    expect(await accessEntries(t, 'boleta', patient)).toHaveLength(0);
  });

  it('another patient or psychologist gets a 404; the psychologist of a first session (paid to the platform) a 403', async () => {
    const id = await paidSession(t, patient, psychologist);
    await putBoleta(t, psychologist, id, { folio: '9101', issued_on: '2026-11-10' });
    const stranger = await registerSession(t.app, 'client');
    expect((await api(t, stranger, 'GET', `/api/billing/appointments/${id}/boleta/`)).statusCode).toBe(404);
    expect((await api(t, stranger, 'GET', `/api/billing/appointments/${id}/boleta/file/`)).statusCode).toBe(404);
    const first = await paidSession(t, patient, psychologist, { isFirst: true });
    await putBoleta(t, admin, first, { folio: '9102', issued_on: '2026-11-10' });
    expect((await api(t, psychologist, 'GET', `/api/billing/appointments/${first}/boleta/`)).statusCode).toBe(403);
    expect((await api(t, patient, 'GET', `/api/billing/appointments/${first}/boleta/`)).statusCode).toBe(200);
    // A folio-only boleta has no file to download.
    expect((await api(t, patient, 'GET', `/api/billing/appointments/${id}/boleta/file/`)).statusCode).toBe(404);
  });
});

describe('GET /api/billing/boletas/pending/', () => {
  it("lists a psychologist's own held sessions without a boleta, and an admin the platform's", async () => {
    const psy = await registerSession(t.app, 'psychologist');
    const client = await registerSession(t.app, 'client', { first_name: 'Ana', last_name: 'Pérez' });
    const first = await paidSession(t, client, psy, { isFirst: true });
    const later = await paidSession(t, client, psy);
    const done = await paidSession(t, client, psy);
    await paidSession(t, client, psy, { status: 'CANCELLED' });
    await putBoleta(t, psy, done, { folio: '10', issued_on: '2026-11-10' });

    const mine = await api(t, psy, 'GET', '/api/billing/boletas/pending/');
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ results: { appointment: number }[] }>().results.map((row) => row.appointment)).toEqual([later]);
    expect(mine.json().results[0]).toMatchObject({ patient_name: 'Ana Pérez', amount: 25000, receiver: 'psychologist' });

    const platform = await api(t, admin, 'GET', '/api/billing/boletas/pending/');
    const ids = platform.json<{ results: { appointment: number; receiver: string }[] }>().results.map((row) => row.appointment);
    expect(ids).toContain(first);
    expect(ids).not.toContain(later);
    expect((await api(t, client, 'GET', '/api/billing/boletas/pending/')).statusCode).toBe(403);
    expect((await accessEntries(t, 'billing_list', psy)).length).toBeGreaterThan(0);
  });
});
