import { billingMessages, RETENTION_SOURCE } from '@emind/domain';
import { parseCsv } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, paidSession, pdfText, people, putBoleta, registerSession, type Session, type TestApp } from '../helpers.ts';

let t: TestApp;
let psychologist: Session;
let patient: Session;
let admin: Session;
let other: Session;

const at = (day: number, hour = 13) => new Date(`2026-11-${String(day).padStart(2, '0')}T${hour}:00:00Z`);

beforeAll(async () => {
  t = await buildTestApp();
  ({ psychologist, patient, admin } = await people(t));
  other = await registerSession(t.app, 'client', { first_name: 'Benjamín', last_name: 'Ávila' });
  await paidSession(t, patient, psychologist, { startsAt: at(3), isFirst: true, amount: 30000 });
  const withBoleta = await paidSession(t, patient, psychologist, { startsAt: at(10), amount: 25000 });
  await paidSession(t, patient, psychologist, { startsAt: at(17), amount: 25000, status: 'CONFIRMED' });
  await paidSession(t, other, psychologist, { startsAt: at(4), isFirst: true, amount: 20000, status: 'CANCELLED', refunded: true });
  await paidSession(t, other, psychologist, { startsAt: at(11), amount: 20000, status: 'CANCELLED' });
  // Another month, and another psychologist's month: neither counts.
  await paidSession(t, patient, psychologist, { startsAt: new Date('2026-10-20T13:00:00Z'), amount: 99000 });
  const colleague = await registerSession(t.app, 'psychologist');
  await paidSession(t, other, colleague, { startsAt: at(5), amount: 77000 });
  await putBoleta(t, psychologist, withBoleta, { folio: '321', issued_on: '2026-11-10' });
});
afterAll(async () => t.close());

describe('GET /api/billing/statements/{YYYY-MM}/', () => {
  it("adds up the psychologist's month: held, received directly, kept by the platform, cancellations, refunds, boletas, retention", async () => {
    const response = await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/');
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    expect(statement).toMatchObject({
      month: '2026-11',
      psychologist_name: 'Tomás Muñoz Peña',
      // 'Atendidas': the two COMPLETED; the 17th is paid and received but was never marked held.
      sessions_held: 2,
      received_directly: { count: 2, amount: 50000 },
      kept_by_platform: { count: 1, amount: 30000 },
      cancelled_paid: { count: 2, amount: 40000 },
      refunded: { count: 1, amount: 20000 },
      boletas_issued: 1,
      boletas_missing: 1,
      retention: { year: 2026, rate: 15.25, amount: 7625, source: RETENTION_SOURCE },
    });
    expect(statement.lines).toHaveLength(5);
    expect(statement.lines.map((line: { kind: string }) => line.kind).sort()).toEqual(['cancelled_refund_pending', 'held', 'held', 'held', 'refunded']);
  });

  it('as a CSV whose total rows carry the same figures, and as a PDF with them', async () => {
    const csv = await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // What Excel set to Chilean Spanish opens: UTF-8 it detects by the BOM, ';' between cells, Spanish headers and values.
    expect(csv.body.startsWith('\uFEFFFecha;Hora;Cita;')).toBe(true);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['Fecha', 'Hora', 'Cita', 'Paciente', 'Psicólogo(a)', 'Recibe', 'Estado', 'Folio boleta', 'Monto']);
    const total = (name: string) => rows.find((row) => row[0] === name)!.slice(-2);
    expect(total('Total recibido directamente')).toEqual(['2', '50000']);
    expect(total('Total retenido por e-mind (1.ª sesión)')).toEqual(['1', '30000']);
    expect(total('Total reembolsado')).toEqual(['1', '20000']);
    expect(total('Retención informativa (tasa %, monto)')).toEqual(['15,25', '7625']);
    const sessionRows = rows.filter((row) => /^\d{2}-\d{2}-\d{4}$/.test(row[0] ?? ''));
    expect(sessionRows).toHaveLength(5);
    expect(sessionRows.filter((row) => row[6] === 'Realizada o agendada' && row[5] === 'Directo').reduce((sum, row) => sum + Number(row[8]), 0)).toBe(50000);
    expect(rows.flat().filter((cell) => /^(held|refunded|cancelled_refund_pending|platform|psychologist)$/.test(cell))).toEqual([]);

    const pdf = await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/?format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const field of ['Mis ingresos: noviembre de 2026', 'Tomás Muñoz Peña', '$50.000', '$30.000', '$20.000', '15,25 %', '$7.625', 'Ley 21.133', 'Benjamín Ávila', '10-11-2026', '321', 'Pendiente']) {
      expect(text, field).toContain(field);
    }
  });

  it('refuses a bad month or format, and anyone but a psychologist', async () => {
    for (const month of ['2026-13', '2026-1', 'noviembre', '2026-00']) {
      const response = await api(t, psychologist, 'GET', `/api/billing/statements/${month}/`);
      expect(response.statusCode, month).toBe(400);
      expect(JSON.stringify(response.json())).toContain(billingMessages.badMonth);
    }
    expect((await api(t, psychologist, 'GET', '/api/billing/statements/2026-11/?format=xls')).statusCode).toBe(400);
    expect((await api(t, patient, 'GET', '/api/billing/statements/2026-11/')).statusCode).toBe(403);
    expect((await api(t, admin, 'GET', '/api/billing/statements/2026-11/')).statusCode).toBe(403);
    expect((await api(t, null, 'GET', '/api/billing/statements/2026-11/')).statusCode).toBe(401);
  });

  it('a month outside the dated table says it has no rate rather than inventing one', async () => {
    const response = await api(t, psychologist, 'GET', '/api/billing/statements/2019-05/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sessions_held: 0, retention: { year: 2019, rate: null, amount: null } });
  });
});

describe('GET /api/admin/billing/{YYYY-MM}/', () => {
  it("sums the platform's month (first sessions) and its CSV", async () => {
    const response = await api(t, admin, 'GET', '/api/admin/billing/2026-11/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      month: '2026-11',
      platform_received: { count: 1, amount: 30000 },
      refunded: { count: 1, amount: 20000 },
      refunds_pending: { count: 0, amount: 0 },
      boletas_attached: 0,
      boletas_missing: 1,
    });
    const csv = await api(t, admin, 'GET', '/api/admin/billing/2026-11/?format=csv');
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows.find((row) => row[0] === 'Total recibido por e-mind')!.slice(-2)).toEqual(['1', '30000']);
    expect((await api(t, admin, 'GET', '/api/admin/billing/2026-11/?format=pdf')).statusCode).toBe(400);
  });

  it('only admins', async () => {
    expect((await api(t, psychologist, 'GET', '/api/admin/billing/2026-11/')).statusCode).toBe(403);
    expect((await api(t, patient, 'GET', '/api/admin/billing/2026-11/')).statusCode).toBe(403);
    expect((await api(t, admin, 'GET', '/api/admin/billing/2026-13/')).statusCode).toBe(400);
  });
});
