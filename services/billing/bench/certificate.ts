/**
 * Renders a 12-session 'Certificado de atención para reembolso' N times (BENCH_RUNS, default 50) and prints the
 * milliseconds per render (issue 29's target: under 300 ms). Figures only, no assertion:
 * `npx tsx services/billing/bench/certificate.ts`.
 */
import { performance } from 'node:perf_hooks';
import { renderCertificates, type CertificateFacts } from '../src/pdf/certificate-pdf.ts';
import { sampleCertificate } from './sample-certificate.ts';

const runs = Number(process.env.BENCH_RUNS ?? 50);
const facts: CertificateFacts = {
  ...sampleCertificate,
  from: '2026-01-01',
  to: '2026-12-31',
  sessions: Array.from({ length: 12 }, (_, index) => ({
    code: `EM-${String(1000 + index).padStart(6, '0')}`,
    date: `2026-${String(index + 1).padStart(2, '0')}-15`,
    startTime: '18:30',
    amount: 25000,
    folio: index % 3 === 0 ? null : String(4700 + index),
  })),
  total: 300000,
};

const first = performance.now();
const bytes = await renderCertificates([facts]);
const cold = performance.now() - first;
const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const start = performance.now();
  await renderCertificates([facts]);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
console.log(`certificate, 12 sessions: ${bytes.length} bytes`);
console.log(`first render (cold): ${cold.toFixed(1)} ms`);
const at = (fraction: number): string => (times[Math.min(times.length - 1, Math.floor(times.length * fraction))] ?? 0).toFixed(1);
console.log(`${runs} renders: mean ${mean.toFixed(1)} ms, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target < 300 ms)`);
