/**
 * Renders a sample certificate and statement (the benchmark's facts) to PDF and PNG under docs/screenshots/, through
 * pdf.js and its optional canvas: `npx tsx services/billing/bench/render-samples.ts`. For the docs, not a test.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MonthlyStatement } from '@emind/contracts';
import { RETENTION_SOURCE } from '@emind/domain';
import { renderCertificates, type CertificateFacts } from '../src/pdf/certificate-pdf.ts';
import { renderStatement } from '../src/pdf/statement-pdf.ts';
import { sampleCertificate } from './sample-certificate.ts';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/screenshots');

const certificate: CertificateFacts = {
  ...sampleCertificate,
  from: '2026-09-01',
  to: '2026-11-30',
  sessions: ['2026-09-07', '2026-09-14', '2026-09-21', '2026-10-05', '2026-10-19', '2026-11-02'].map((date, index) => ({
    code: `EM-${String(1200 + index).padStart(6, '0')}`,
    date,
    startTime: '18:30',
    amount: index === 0 ? 30000 : 25000,
    folio: index === 5 ? null : String(4700 + index),
  })),
  total: 155000,
};

const line = (day: string, patient: string, receiver: 'platform' | 'psychologist', kind: 'held' | 'cancelled_refund_pending' | 'refunded', folio: string | null, amount = 25000) => ({
  appointment: 1300, appointment_code: 'EM-001300', date: `2026-11-${day}`, start_time: '18:30', patient_name: patient, psychologist_name: 'Tomás Muñoz Peña',
  amount, receiver, payment_method: 'transfer' as const, kind, boleta_folio: folio,
});
const statement: MonthlyStatement = {
  month: '2026-11',
  psychologist_name: 'Tomás Muñoz Peña',
  sessions_held: 4,
  received_directly: { count: 3, amount: 75000 },
  paid_by_card: { count: 0, amount: 0 },
  kept_by_platform: { count: 1, amount: 30000 },
  cancelled_paid: { count: 1, amount: 25000 },
  refunded: { count: 1, amount: 25000 },
  boletas_issued: 2,
  boletas_missing: 1,
  retention: { year: 2026, rate: 15.25, amount: 11438, source: RETENTION_SOURCE },
  lines: [
    line('02', 'Sofía Núñez Ávila', 'psychologist', 'held', '4705'),
    line('04', 'Benjamín Ávila', 'platform', 'held', null, 30000),
    line('09', 'Sofía Núñez Ávila', 'psychologist', 'held', '4706'),
    line('11', 'Benjamín Ávila', 'psychologist', 'refunded', null),
    line('16', 'Sofía Núñez Ávila', 'psychologist', 'held', null),
  ],
};

async function toPng(pdf: Uint8Array, name: string): Promise<void> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl }).promise;
  const page = await document.getPage(1);
  const viewport = page.getViewport({ scale: 1.5 });
  const canvasFactory = document.canvasFactory as { create(width: number, height: number): { canvas: { toBuffer(mime: string): Buffer }; context: unknown } };
  const { canvas, context } = canvasFactory.create(viewport.width, viewport.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as CanvasRenderingContext2D, viewport }).promise;
  await writeFile(path.join(out, `${name}.png`), canvas.toBuffer('image/png'));
  await writeFile(path.join(out, `${name}.pdf`), pdf);
  await document.destroy();
}

await toPng(await renderCertificates([certificate]), 'billing-certificado');
await toPng(await renderStatement(statement, 'https://e-mind.cl'), 'billing-mis-ingresos');
console.log(`written to ${out}`);
