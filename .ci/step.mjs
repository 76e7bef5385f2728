// Runs one step of `npm test` (or of .ci/run) and, when EMIND_CI_REPORT_DIR is set, appends its wall time, exit code
// and the machine's load to steps.jsonl there, for .ci/report.mjs to print at the end. Without it, the command runs
// as if called directly. Usage: node .ci/step.mjs "<step name>" <command> [args…]
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';

const [name, command, ...args] = process.argv.slice(2);
if (!name || !command) {
  console.error('usage: node .ci/step.mjs "<step name>" <command> [args…]');
  process.exit(2);
}

const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

function record(exitCode) {
  const dir = process.env.EMIND_CI_REPORT_DIR;
  if (!dir) return;
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  // The 1-minute load average at the end: on a shared machine it says how inflated the time is.
  const load = Math.round(os.loadavg()[0] * 10) / 10;
  appendFileSync(join(dir, 'steps.jsonl'), `${JSON.stringify({ step: name, seconds, exitCode, load })}\n`);
}

child.on('error', (error) => {
  console.error(`${name}: ${error.message}`);
  record(127);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const exitCode = code ?? 128 + (os.constants.signals[signal] ?? 0);
  record(exitCode);
  process.exit(exitCode);
});
