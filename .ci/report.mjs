// Prints where CI's time went, from what the run left in EMIND_CI_REPORT_DIR (or the folder given): each step's wall
// time (steps.jsonl, written by .ci/step.mjs), each Playwright spec file's time per pass and how busy each worker was
// (e2e-<pass>.json, Playwright's JSON reporter), and the slowest Vitest files per pass (vitest-<pass>.json).
// .ci/run calls it on exit, failed or not; whatever a run did not reach is left out.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? process.env.EMIND_CI_REPORT_DIR;
if (!dir || !existsSync(dir)) {
  console.error('usage: node .ci/report.mjs <report dir> (or EMIND_CI_REPORT_DIR)');
  process.exit(2);
}
const passes = ['pglite', 'postgres'];
const slowestVitestFiles = 15;

const readJson = (file) => (existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), 'utf8')) : null);
const seconds = (ms) => (ms / 1000).toFixed(1);

function table(title, header, rows) {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function printSteps() {
  if (!existsSync(join(dir, 'steps.jsonl'))) return;
  const steps = readFileSync(join(dir, 'steps.jsonl'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  table(
    'CI steps (wall seconds; load = 1-minute load average of the machine when the step ended, 2 cores)',
    ['step', 'seconds', 'load', 'result'],
    [...steps.map((s) => [s.step, s.seconds.toFixed(1), s.load, s.exitCode === 0 ? 'ok' : `exit ${s.exitCode}`]), ['total', total.toFixed(1), '', '']],
  );
}

/** Every test result of a Playwright JSON report, with the spec file it belongs to. */
function playwrightResults(report) {
  const results = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) results.push({ file: spec.file ?? file, ...result });
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return results;
}

function printEndToEnd() {
  const reports = Object.fromEntries(passes.map((pass) => [pass, readJson(`e2e-${pass}.json`)]).filter(([, r]) => r));
  if (Object.keys(reports).length === 0) return;
  const perFile = new Map();
  const workers = [];
  for (const [pass, report] of Object.entries(reports)) {
    const results = playwrightResults(report);
    for (const r of results) {
      const row = perFile.get(r.file) ?? {};
      row[pass] = (row[pass] ?? 0) + r.duration;
      perFile.set(r.file, row);
    }
    const runStart = Date.parse(report.stats.startTime);
    const wall = report.stats.duration;
    const byWorker = new Map();
    for (const r of results) {
      const w = byWorker.get(r.parallelIndex) ?? { busy: 0, lastEnd: 0 };
      w.busy += r.duration;
      w.lastEnd = Math.max(w.lastEnd, Date.parse(r.startTime) + r.duration - runStart);
      byWorker.set(r.parallelIndex, w);
    }
    for (const [index, w] of [...byWorker].sort(([a], [b]) => a - b)) {
      workers.push([pass, `worker ${index}`, seconds(w.busy), seconds(w.lastEnd), seconds(wall - w.lastEnd), seconds(wall)]);
    }
  }
  const rows = [...perFile]
    .sort(([, a], [, b]) => Math.max(...Object.values(b)) - Math.max(...Object.values(a)))
    .map(([file, row]) => [file, ...passes.map((pass) => (row[pass] === undefined ? '-' : seconds(row[pass])))]);
  table('End-to-end: test seconds per spec file (summed over its tests)', ['spec', ...passes], rows);
  table(
    'End-to-end workers: busy seconds, when each finished its last test, idle until the run ended (server start and stop included in wall)',
    ['pass', 'worker', 'busy', 'last end', 'idle at end', 'wall'],
    workers,
  );
}

function printVitest() {
  for (const pass of passes) {
    const report = readJson(`vitest-${pass}.json`);
    if (!report) continue;
    const files = report.testResults
      .map((f) => ({ file: f.name.replace(`${process.cwd()}/`, ''), ms: f.endTime - f.startTime, tests: f.assertionResults.length }))
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    table(
      `Vitest ${pass}: the ${slowestVitestFiles} slowest of ${files.length} files (seconds from the file's start to its end; all files: ${seconds(total)} s)`,
      ['file', 'tests', 'seconds'],
      files.slice(0, slowestVitestFiles).map((f) => [f.file, f.tests, seconds(f.ms)]),
    );
  }
}

printSteps();
printEndToEnd();
printVitest();
