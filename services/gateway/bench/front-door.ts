// The public port's toll: the platform started as `npm run serve` starts it (embedded PGlite, demo data, the frontends
// built beforehand with `npm run build`), and in one run, each through the public port with autocannon (10 connections,
// BENCH_SECONDS each, 10 by default): the directory page, a public profile and a signed-in patient's appointment list,
// beside bare Fastify's hello world (in this process, just before and just after), each as a share of its req/s, with
// the platform's own CPU per request (from /proc: steady on a shared machine, where req/s moves with the neighbours).
// Each target twice: plain (no Accept-Encoding, as autocannon asks by default) and as a browser asks, compressed.
// Prints figures, asserts nothing. Usage: npx tsx services/gateway/bench/front-door.ts
// BENCH_ONLY=<text>: only the targets whose label contains it. BENCH_CPU_PROFILE=<dir>: the platform writes a V8 CPU
// profile there when it stops, and beside it each target's load window (summarise both with
// libs/server-kit/src/bench/cpu-profile.ts).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { bareFastify, describeLoad, load, type Load } from '@emind/server-kit/bench';

const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const root = path.resolve(import.meta.dirname, '../../..');
/** What Chromium and Firefox send with every fetch. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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

/** Linux's USER_HZ: what /proc counts CPU time in. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system) the process has used, µs. */
async function processCpuMicroseconds(pid: number): Promise<number> {
  // utime and stime: the 14th and 15th fields, the 12th and 13th after the command name.
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** The clock V8's CPU profiles are timed by (both CLOCK_MONOTONIC). */
const monotonicMicroseconds = (): number => Number(process.hrtime.bigint() / 1000n);

if (PROFILE_DIR) await mkdir(PROFILE_DIR, { recursive: true });
const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-front-door-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// Embedded, as a new user runs it: whatever database or counters this shell points at are left out.
const { DATABASE_URL: _database, REDIS_URL: _redis, EMIND_STORAGE_URL: _storage, ...inherited } = process.env;
const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
const platform = spawn(process.execPath, [...profiling, '--import', 'tsx', 'services/gateway/src/main.ts'], {
  cwd: root,
  env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', EMIND_DATA_DIR: dataDir, EMIND_RATE_LIMITS: 'false', EMIND_METRICS_PORT: 'off', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const { pid } = platform;
if (pid === undefined) throw new Error('the platform did not start');
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
  const reads: { label: string; url: string; headers?: Record<string, string> }[] = [
    { label: 'directory page', url: `${origin}/api/profiles/public/psychologists/` },
    { label: 'a public profile', url: `${origin}/api/profiles/public/psychologists/${profileId}/` },
    { label: "signed-in patient's appointments", url: `${origin}/api/appointments/client-appointments/`, headers: { authorization: `Bearer ${access}` } },
  ];
  const targets = reads.flatMap((read) => [
    read,
    { ...read, label: `${read.label}, compressed`, headers: { ...read.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
  ]);
  const machineLoad = (): string => loadavg().map((average) => average.toFixed(2)).join(' ');
  console.log(`through the public port ${origin}: ${CONNECTIONS} connections, ${DURATION} s each; load average ${machineLoad()}`);
  const measured: { label: string; figures: Load }[] = [];
  const before = await load(bare.url, { connections: CONNECTIONS, duration: DURATION });
  console.log(describeLoad('bare Fastify, hello world (before)', before));
  for (const target of targets.filter(({ label }) => label.includes(ONLY))) {
    const probe = await fetch(target.url, { headers: target.headers });
    if (probe.status !== 200) throw new Error(`${target.label}: ${probe.status} ${await probe.text()}`);
    await load(target.url, { connections: CONNECTIONS, duration: 2, headers: target.headers });
    const from = monotonicMicroseconds();
    const cpuBefore = await processCpuMicroseconds(pid);
    const figures = await load(target.url, { connections: CONNECTIONS, duration: DURATION, headers: target.headers });
    const platformCpuUs = (await processCpuMicroseconds(pid)) - cpuBefore;
    if (PROFILE_DIR) await writeFile(path.join(PROFILE_DIR, `${target.label.replace(/\W+/g, '-')}.window.json`), JSON.stringify({ from, to: monotonicMicroseconds() }));
    console.log(`${describeLoad(target.label, figures)}; the platform: ${(platformCpuUs / Math.max(1, figures.rps * DURATION)).toFixed(0)} µs CPU/request`);
    measured.push({ label: target.label, figures });
  }
  const after = await load(bare.url, { connections: CONNECTIONS, duration: DURATION });
  console.log(describeLoad('bare Fastify, hello world (after)', after));
  console.log(`  load average at the end: ${machineLoad()}`);
  const ceiling = (before.rps + after.rps) / 2;
  for (const { label, figures } of measured) console.log(`  ${label}: ${((figures.rps / ceiling) * 100).toFixed(0)}% of bare Fastify's req/s`);
} finally {
  platform.kill('SIGTERM');
  await bare.close();
  await new Promise((resolve) => platform.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
