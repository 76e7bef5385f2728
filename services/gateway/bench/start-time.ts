// Time from launching the gateway to a healthy answer, on an empty data dir and then on the same (warm) one.
// Usage: npx tsx services/gateway/bench/start-time.ts   (frontends must be built: npm run build)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 8099;
const dataDir = mkdtempSync(join(tmpdir(), 'emind-start-'));

async function timeStart(label: string): Promise<void> {
  const started = performance.now();
  const { DATABASE_URL: _embeddedOnly, ...env } = process.env;
  const child = spawn('npx', ['tsx', 'services/gateway/src/main.ts'], {
    env: { ...env, PORT: String(port), EMIND_DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the gateway exited before serving');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`${label}: ${Math.round(performance.now() - started)} ms to serve`);
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await stopped;
}

await timeStart('empty data dir');
await timeStart('warm data dir ');
rmSync(dataDir, { recursive: true, force: true });
