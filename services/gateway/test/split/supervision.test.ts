import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, openDatabase, serviceNames, serviceRole, type ServiceName } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServiceProcess } from './processes.ts';

/** `npm run start:split`'s runner itself (without the front-end build), on a fresh database and roles of its own. */
const adminUrl = process.env.DATABASE_URL;

async function onAdmin(query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  const handle = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
  try {
    await query(handle.db);
  } finally {
    await handle.close();
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!adminUrl)('the split runner supervises its processes (needs DATABASE_URL: split mode runs on Postgres)', () => {
  const database = `emind_sup_${randomBytes(5).toString('hex')}`;
  const rolePrefix = `emind_r${randomBytes(4).toString('hex')}`;
  let runner: ServiceProcess;
  let runnerEnded = false;
  let gatewayUrl = '';
  let dataDir = '';

  const log = (): string => runner.output.join('');
  /** Every pid `name` has had, as the runner logs them for an operator. */
  const pidsOf = (name: string): number[] => [...log().matchAll(new RegExp(`\\[split\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));
  /** The pid of its latest start. */
  const pidOf = (name: string): number => pidsOf(name).at(-1) ?? 0;
  const everyPid = (): number[] => [...serviceNames, 'gateway'].flatMap(pidsOf);

  async function until(logged: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!logged()) {
      if (runnerEnded || Date.now() > deadline) throw new Error(`the runner did not log ${what}${runnerEnded ? ' (it exited)' : ''}:\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const untilLogged = (line: string, timeoutMs = 60_000): Promise<void> => until(() => log().includes(line), `"${line}"`, timeoutMs);

  beforeAll(async () => {
    await onAdmin((db) => sql`create database ${sql.id(database)}`.execute(db));
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'emind-supervision-'));
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: url.toString(), EMIND_DB_ROLE_PREFIX: rolePrefix, EMIND_DATA_DIR: dataDir, EMIND_SEED_DEMO: 'false',
      EMIND_RATE_LIMITS: 'false', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1',
    };
    for (const service of serviceNames) env[`${service.toUpperCase()}_PORT`] = String(await freePort());
    runner = new ServiceProcess('services/gateway/src/split.ts', env);
    runner.start();
    void runner.exited().then(() => (runnerEnded = true));
    await untilLogged('[split] all running', 120_000);
  }, 150_000);

  afterAll(async () => {
    await runner?.stop();
    // A runner that failed mid-way must not leave its processes holding ports.
    for (const pid of everyPid()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await onAdmin(async (db) => {
      await sql`drop database if exists ${sql.id(database)} with (force)`.execute(db);
      for (const service of serviceNames) await sql`drop role if exists ${sql.id(serviceRole(service, rolePrefix))}`.execute(db);
    });
  }, 60_000);

  /** Through the gateway, as a client sees it; an answer that takes over 5 s fails the test as a hang. */
  const health = (service: ServiceName): Promise<Response> => fetch(`${gatewayUrl}/api/${service}/health`, { signal: AbortSignal.timeout(5000) });

  async function expectUnavailable(service: ServiceName): Promise<void> {
    const asked = Date.now();
    const answer = await health(service);
    expect(Date.now() - asked).toBeLessThan(2000);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ detail: messages.serviceUnavailable, request_id: answer.headers.get('x-request-id') });
  }

  it('restarts a service killed with SIGKILL; meanwhile its routes answer 503 at once and the others keep serving', async () => {
    for (const service of serviceNames) {
      const pid = pidOf(service);
      process.kill(pid, 'SIGKILL');
      await untilLogged(`[split] ${service} (pid ${pid}) exited (signal SIGKILL)`);
      await expectUnavailable(service);
      for (const other of serviceNames.filter((name) => name !== service)) expect((await health(other)).status).toBe(200);

      // Restarted (a new pid) but not yet listening: still a quick 503, never a hang.
      await until(() => pidOf(service) !== pid, `a new start of ${service}`, 10_000);
      const restarted = pidOf(service);
      await expectUnavailable(service);

      await untilLogged(`[split] ${service} is back (pid ${restarted})`);
      expect((await health(service)).status).toBe(200);
    }
    expect((await fetch(`${gatewayUrl}/api/health`)).status).toBe(200);
  }, 180_000);

  it('restarts the gateway too', async () => {
    const pid = pidOf('gateway');
    process.kill(pid, 'SIGKILL');
    await untilLogged(`[split] gateway (pid ${pid}) exited (signal SIGKILL)`);
    await untilLogged(`[split] gateway is back`);
    expect(pidOf('gateway')).not.toBe(pid);
    expect((await fetch(`${gatewayUrl}/api/health`)).status).toBe(200);
  }, 60_000);

  it('on SIGTERM stops restarting, stops every process and exits 0', async () => {
    const exited = runner.exited();
    runner.signal('SIGTERM');
    expect(await exited).toBe(0);
    for (const name of [...serviceNames, 'gateway']) expect(log()).toContain(`[split] ${name} stopped (code 0)`);
    expect(everyPid().filter(isAlive)).toEqual([]);
  }, 60_000);
});
