import { billingMessages } from '@emind/domain';
import { sql } from 'kysely';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBillingRateLimits } from '../../src/config.ts';
import { api, buildTestApp, paidSession, pdfText, people, putBoleta, registerSession, samplePdf, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psychologist: Session;
let patient: Session;
let sessions: number[];

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient } = await people(t));
  sessions = [
    await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-05T13:00:00Z'), isFirst: true, amount: 30000 }),
    await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-12T13:00:00Z'), amount: 25000 }),
    await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-19T14:30:00Z'), amount: 25000 }),
  ];
  // Cancelled after payment: not a session the patient received, so not certified.
  await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-26T13:00:00Z'), status: 'CANCELLED', refunded: true });
  await putBoleta(t, psychologist, sessions[1]!, { folio: '4711', issued_on: '2026-10-12' }, { name: 'b.pdf', type: 'application/pdf', content: await samplePdf('Boleta folio 4711') });
  await putBoleta(t, psychologist, sessions[2]!, { folio: '4712', issued_on: '2026-10-19' });
});
afterAll(async () => t.close());

const certificateUrl = (from: string, to: string, format?: string) => `/api/billing/certificates/?from=${from}&to=${to}${format ? `&format=${format}` : ''}`;

describe('GET /api/billing/certificates/', () => {
  it("renders the 'Certificado de atención para reembolso' as a PDF a reader finds every field in", async () => {
    const response = await api(t, patient, 'GET', certificateUrl('2026-10-01', '2026-10-31'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('certificado-atencion-2026-10-01-a-2026-10-31.pdf');
    const text = await pdfText(response.rawPayload);
    const { rows } = await sql<{ code: string }>`select code from billing.certificates order by id desc limit 1`.execute(t.database.db);
    const code = rows[0]!.code;
    for (const field of [
      'e-mind',
      'Certificado de atención para reembolso',
      'Tomás Muñoz Peña',
      '12.345.678-5',
      'Psicólogo(a)',
      '123456',
      'Sofía Núñez',
      '9.876.543-3',
      '05-10-2026',
      '12-10-2026',
      '19-10-2026',
      '13:00',
      '14:30',
      'En línea',
      '$30.000',
      '$25.000',
      '$80.000',
      '4711',
      '4712',
      'Pendiente',
      code,
      `https://e-mind.test/verificar/${code}`,
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('26-10-2026');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  });

  it('as a ZIP: the certificate and the boletas that have a PDF, and a note of those without', async () => {
    const response = await api(t, patient, 'GET', certificateUrl('2026-10-01', '2026-10-31', 'zip'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(entries).sort();
    const code = `EM-${String(sessions[1]).padStart(6, '0')}`;
    expect(names).toEqual([`boletas/${code}-folio-4711.pdf`, 'boletas/LEEME.txt', 'certificado-atencion-2026-10-01-a-2026-10-31.pdf'].sort());
    expect(new TextDecoder().decode(entries['boletas/LEEME.txt'])).toContain('folio 4712, sin PDF adjunto');
    expect(await pdfText(entries[`boletas/${code}-folio-4711.pdf`]!)).toContain('Boleta folio 4711');
    expect(await pdfText(entries['certificado-atencion-2026-10-01-a-2026-10-31.pdf']!)).toContain('Certificado de atención para reembolso');
  });

  it('refuses an inverted range, a range over 12 months, a bad date and a range with no paid sessions, in Spanish', async () => {
    expect((await api(t, patient, 'GET', certificateUrl('2026-10-31', '2026-10-01'))).json()).toEqual({ code: 'invalid_request', detail: billingMessages.rangeInverted });
    const long = await api(t, patient, 'GET', certificateUrl('2025-10-19', '2026-10-20'));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 'invalid_request', detail: billingMessages.rangeTooLong });
    // Twelve months to the day is allowed.
    expect((await api(t, patient, 'GET', certificateUrl('2025-10-20', '2026-10-20'))).statusCode).toBe(200);
    expect((await api(t, patient, 'GET', certificateUrl('2026-13-01', '2026-10-02'))).statusCode).toBe(400);
    expect((await api(t, patient, 'GET', certificateUrl('2026-10-01', '2026-10-31', 'docx'))).statusCode).toBe(400);
    const empty = await api(t, patient, 'GET', certificateUrl('2026-01-01', '2026-01-31'));
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ code: 'not_found', detail: billingMessages.noPaidSessions });
  });

  it('only the patient asks for it, and only for their own sessions', async () => {
    expect((await api(t, psychologist, 'GET', certificateUrl('2026-10-01', '2026-10-31'))).statusCode).toBe(403);
    expect((await api(t, null, 'GET', certificateUrl('2026-10-01', '2026-10-31'))).statusCode).toBe(401);
    const other = await registerSession(t.app, 'client');
    expect((await api(t, other, 'GET', certificateUrl('2026-10-01', '2026-10-31'))).statusCode).toBe(404);
  });
});

describe('GET /api/billing/verify/{code}/', () => {
  it('answers genuine with the psychologist, dates and total, and nothing about the patient; any other code is not genuine', async () => {
    await api(t, patient, 'GET', certificateUrl('2026-10-01', '2026-10-31'));
    const { rows } = await sql<{ code: string }>`select code from billing.certificates order by id desc limit 1`.execute(t.database.db);
    const code = rows[0]!.code;
    const response = await api(t, null, 'GET', `/api/billing/verify/${code.toLowerCase().replace(/-/g, '')}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      genuine: true,
      reason: null,
      certificate: {
        code,
        psychologist_name: 'Tomás Muñoz Peña',
        psychologist_rut: '12.345.678-5',
        registration_number: '123456',
        from: '2026-10-01',
        to: '2026-10-31',
        session_dates: ['2026-10-05', '2026-10-12', '2026-10-19'],
        session_count: 3,
        total: 80000,
        issued_at: expect.any(String),
      },
    });
    expect(response.body).not.toContain('Sofía');
    expect(response.body).not.toContain('9.876.543-3');
    const notIssued = { genuine: false, certificate: null, reason: billingMessages.codeNotFound };
    expect((await api(t, null, 'GET', '/api/billing/verify/AAAA-BBBB-CCCC-DDDD-EEEE/')).json()).toEqual(notIssued);
    expect((await api(t, null, 'GET', '/api/billing/verify/nonsense/')).json()).toEqual(notIssued);
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < defaultBillingRateLimits.verify.max + 1; i += 1) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/billing/verify/AAAA-BBBB-CCCC-DDDD-EEEE/', remoteAddress: '10.9.8.7' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBe(defaultBillingRateLimits.verify.max);
  });
});
