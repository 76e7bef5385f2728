import { messages } from '@emind/server-kit';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBillingRateLimits } from '../../src/config.ts';
import { api, buildTestApp, paidSession, pdfText, people, putBoleta, registerSession, samplePdf, type Session, type TestApp } from '../helpers.ts';

const CERTIFICATE_LIMIT = 4;
const logLines: string[] = [];
let t: TestApp;
let psychologist: Session;
let patient: Session;
const sessions: number[] = [];

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...defaultBillingRateLimits, certificates: { max: CERTIFICATE_LIMIT, timeWindow: 60_000 } } }, { write: (line) => logLines.push(line) });
  ({ psychologist, patient } = await people(t));
  for (let day = 1; day <= 8; day += 1) {
    sessions.push(await paidSession(t, patient, psychologist, { startsAt: new Date(`2026-09-${String(day).padStart(2, '0')}T13:00:00Z`) }));
  }
  for (const [index, id] of sessions.entries()) {
    const folio = String(5000 + index);
    // The 7th has only its folio; the 8th's file is gone from storage (removed meanwhile): both go to LEEME.txt.
    if (index === 6) await putBoleta(t, psychologist, id, { folio, issued_on: '2026-09-10' });
    else await putBoleta(t, psychologist, id, { folio, issued_on: '2026-09-10' }, { name: 'b.pdf', type: 'application/pdf', content: await samplePdf(`Boleta folio ${folio}`) });
  }
  const { rows } = await sql<{ file_key: string }>`select file_key from billing.boletas where appointment_id = ${sessions[7]!}`.execute(t.database.db);
  await t.ctx.storage.remove(rows[0]!.file_key);
});
afterAll(async () => t.close());

const code = (id: number) => `EM-${String(id).padStart(6, '0')}`;

describe('the certificate ZIP', () => {
  it('streams every boleta beside the certificate, and names the ones without a file', async () => {
    const response = await api(t, patient, 'GET', '/api/billing/certificates/?from=2026-09-01&to=2026-09-30&format=zip');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // Sent as it is produced (chunked), not assembled whole first.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const boletas = sessions.slice(0, 6).map((id, index) => `boletas/${code(id)}-folio-${5000 + index}.pdf`);
    expect(Object.keys(entries).sort()).toEqual([...boletas, 'boletas/LEEME.txt', 'certificado-atencion-2026-09-01-a-2026-09-30.pdf'].sort());
    for (const [index, name] of boletas.entries()) expect(await pdfText(entries[name]!), name).toContain(`Boleta folio ${5000 + index}`);
    const readme = new TextDecoder().decode(entries['boletas/LEEME.txt']);
    expect(readme).toContain(`${code(sessions[6]!)} (2026-09-07): folio 5006, sin PDF adjunto`);
    expect(readme).toContain(`${code(sessions[7]!)} (2026-09-08): folio 5007, sin PDF adjunto`);
  });
});

describe('certificate codes in the request log', () => {
  it('a verification request is logged with its code redacted, and no log line holds the code', async () => {
    const issued = await api(t, patient, 'GET', '/api/billing/certificates/?from=2026-09-01&to=2026-09-01');
    expect(issued.statusCode).toBe(200);
    const { rows } = await sql<{ code: string }>`select code from billing.certificates order by id desc limit 1`.execute(t.database.db);
    const certificateCode = rows[0]!.code;
    const compact = certificateCode.replace(/-/g, '');
    for (const form of [certificateCode, compact.toLowerCase()]) {
      const verified = await t.app.inject({ method: 'GET', url: `/api/billing/verify/${form}/`, headers: { 'x-request-id': `verify-${form.length}` } });
      expect(verified.json()).toMatchObject({ genuine: true });
    }
    const verifyLines = logLines.filter((line) => line.includes('"verify-'));
    expect(verifyLines.some((line) => line.includes('/api/billing/verify/[redacted]/'))).toBe(true);
    expect(logLines.filter((line) => line.includes(certificateCode) || line.toUpperCase().includes(compact))).toEqual([]);
  });
});

describe('generating certificates is rate-limited per patient', () => {
  it(`answers 429 in Spanish after ${CERTIFICATE_LIMIT} in the window, and another patient is not held back`, async () => {
    const { patient: busy, psychologist: theirs } = await people(t);
    await paidSession(t, busy, theirs, { startsAt: new Date('2026-09-15T13:00:00Z') });
    const statuses: number[] = [];
    for (let i = 0; i <= CERTIFICATE_LIMIT; i += 1) statuses.push((await api(t, busy, 'GET', '/api/billing/certificates/?from=2026-09-15&to=2026-09-15')).statusCode);
    expect(statuses).toEqual([...Array<number>(CERTIFICATE_LIMIT).fill(200), 429]);
    const refused = await api(t, busy, 'GET', '/api/billing/certificates/?from=2026-09-15&to=2026-09-15');
    expect(refused.json()).toEqual({ code: 'too_many_requests', detail: messages.tooManyRequests });
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from billing.certificates where client_id = ${busy.profileId}`.execute(t.database.db);
    expect(rows[0]!.count).toBe(CERTIFICATE_LIMIT);
    const calm = await registerSession(t.app, 'client');
    expect((await api(t, calm, 'GET', '/api/billing/certificates/?from=2026-09-15&to=2026-09-15')).statusCode).toBe(404);
  });
});
