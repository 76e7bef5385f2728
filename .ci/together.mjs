// Runs npm scripts at the same time, each as a step of its own (.ci/step.mjs records its time), and fails when any
// fails. Typecheck and lint each keep one core busy and the build waits on its disk and workers, so on two cores the
// three together take about as long as the slowest alone. Each script's output is held and printed whole when it
// ends, so logs do not interleave. Usage: node .ci/together.mjs <npm script>…
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node .ci/together.mjs <npm script>…');
  process.exit(2);
}

const stepRunner = join(import.meta.dirname, 'step.mjs');

function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [stepRunner, script, 'npm', 'run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`=== ${script} (exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
