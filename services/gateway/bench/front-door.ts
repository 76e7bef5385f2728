// The public port's toll: the platform started as `npm run serve` starts it (embedded PGlite, demo data, the frontends
// built beforehand with `npm run build`), and in one run, each through the public port with autocannon (10 connections,
// BENCH_SECONDS each, 10 by default): the directory page, a public profile and a signed-in patient's appointment list,
// beside bare Fastify's hello world (in this process, just before and just after), each as a share of its req/s.
// Prints figures, asserts nothing. Usage: npx tsx services/gateway/bench/front-door.ts
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bareFastify, describeLoad, load, type Load } from '@emind/server-kit/bench';

const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function untilServing(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const status = await fetch(`${origin}/api/health`).then((answer) => answer.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer at ${origin} within 2 minutes`);
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init);
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return (await answer.json()) as T;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-front-door-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// Embedded, as a new user runs it: whatever database or counters this shell points at are left out.
const { DATABASE_URL: _database, REDIS_URL: _redis, EMIND_STORAGE_URL: _storage, ...inherited } = process.env;
const platform = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
  cwd: root,
  env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', EMIND_DATA_DIR: dataDir, EMIND_RATE_LIMITS: 'false', EMIND_METRICS_PORT: 'off', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = await bareFastify(CONNECTIONS);
try {
  await untilServing(origin);
  const directory = await json<{ results: { id: number }[] }>(`${origin}/api/profiles/public/psychologists/`);
  const profileId = directory.results[0]?.id;
  if (profileId === undefined) throw new Error('the directory is empty: the demo data was not seeded');
  const { access } = await json<{ access: string }>(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'paciente@e-mind.cl', password: 'Demo1234!' }),
  });
  const targets: { label: string; url: string; headers?: Record<string, string> }[] = [
    { label: 'directory page', url: `${origin}/api/profiles/public/psychologists/` },
    { label: 'a public profile', url: `${origin}/api/profiles/public/psychologists/${profileId}/` },
    { label: "signed-in patient's appointments", url: `${origin}/api/appointments/client-appointments/`, headers: { authorization: `Bearer ${access}` } },
  ];
  console.log(`through the public port ${origin}: ${CONNECTIONS} connections, ${DURATION} s each`);
  const measured: { label: string; figures: Load }[] = [];
  const before = await load(bare.url, { connections: CONNECTIONS, duration: DURATION });
  console.log(describeLoad('bare Fastify, hello world (before)', before));
  for (const target of targets) {
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${target.label}: ${probe.status} ${await probe.text()}`);
    await load(target.url, { connections: CONNECTIONS, duration: 2, headers: target.headers });
    const figures = await load(target.url, { connections: CONNECTIONS, duration: DURATION, headers: target.headers });
    console.log(describeLoad(target.label, figures));
    measured.push({ label: target.label, figures });
  }
  const after = await load(bare.url, { connections: CONNECTIONS, duration: DURATION });
  console.log(describeLoad('bare Fastify, hello world (after)', after));
  const ceiling = (before.rps + after.rps) / 2;
  for (const { label, figures } of measured) console.log(`  ${label}: ${((figures.rps / ceiling) * 100).toFixed(0)}% of bare Fastify's req/s`);
} finally {
  platform.kill('SIGTERM');
  await bare.close();
  await new Promise((resolve) => platform.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
