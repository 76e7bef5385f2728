import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, serviceNames, serviceRole, type ServiceName } from '@emind/server-kit';
import { adminQuery } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServiceProcess } from './processes.ts';
import { environmentOf, onConnection, privateKeyFilesUnder, serverChecksPasswords, withLogin } from './process-secrets.ts';

/** `npm run start:split`'s runner itself (without the front-end build), on a fresh database and roles of its own. */
const adminUrl = process.env.DATABASE_URL;
/** Here 127.0.0.1 trusts every login: a password cannot be refused, only a role switch. */
const passwordsChecked = adminUrl ? await serverChecksPasswords(adminUrl) : false;

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
  let keyDir = '';

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
    await adminQuery(adminUrl, (db) => sql`create database ${sql.id(database)}`.execute(db));
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'emind-supervision-'));
    keyDir = path.join(await mkdtemp(path.join(tmpdir(), 'emind-supervision-keys-')), 'keys');
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: url.toString(), EMIND_DB_ROLE_PREFIX: rolePrefix, EMIND_DATA_DIR: dataDir, EMIND_JWT_KEY_DIR: keyDir, EMIND_SEED_DEMO: 'false',
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
    if (keyDir) await rm(path.dirname(keyDir), { recursive: true, force: true });
    await adminQuery(adminUrl, async (db) => {
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

  it('hands each process only its own secrets: booking its role and the public key, identity alone the private key, the gateway no database', async () => {
    const identity = await environmentOf(pidOf('identity'));
    const booking = await environmentOf(pidOf('booking'));
    const gateway = await environmentOf(pidOf('gateway'));
    const bookingUrl = new URL(booking.DATABASE_URL ?? '');
    const identityUrl = new URL(identity.DATABASE_URL ?? '');
    expect(decodeURIComponent(bookingUrl.username)).toBe(serviceRole('booking', rolePrefix));
    expect(bookingUrl.password).not.toBe(identityUrl.password);
    const bookingValues = Object.values(booking).join('\n');
    for (const secret of [adminUrl!, identityUrl.password, 'PRIVATE KEY']) expect(bookingValues).not.toContain(secret);
    expect(booking.EMIND_JWT_PUBLIC_KEY).toContain('BEGIN PUBLIC KEY');
    expect(identity.EMIND_JWT_PRIVATE_KEY).toContain('BEGIN PRIVATE KEY');
    // The gateway serves public media, from the bucket when there is one: the storage's credentials are the only ones it holds.
    const storageCredentials = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'];
    expect(Object.keys(gateway).filter((name) => /DATABASE|PASSWORD|KEY/.test(name) && !storageCredentials.includes(name))).toEqual([]);
    expect(Object.values(gateway).join('\n')).not.toMatch(/postgres(ql)?:\/\/|PRIVATE KEY/);
    // The data directory booking is given holds no key; the pair lives where only the runner and identity are told.
    expect(await privateKeyFilesUnder(dataDir)).toEqual([]);
    expect(await privateKeyFilesUnder(keyDir)).toHaveLength(1);

    // With booking's login: booking, and no way to become identity's role or the admin.
    const asBooking = booking.DATABASE_URL ?? '';
    expect(await onConnection(asBooking, 'select current_user as name')).toEqual([{ name: serviceRole('booking', rolePrefix) }]);
    const adminRole = decodeURIComponent(new URL(adminUrl!).username);
    for (const other of [serviceRole('identity', rolePrefix), adminRole]) {
      await expect(onConnection(asBooking, `set role ${other}`)).rejects.toMatchObject({ code: '42501' });
      await expect(onConnection(asBooking, `set session authorization ${other}`)).rejects.toMatchObject({ code: '42501' });
    }
  }, 60_000);

  it.skipIf(!passwordsChecked)('refuses booking’s password for identity’s role and the admin (needs a server that checks passwords; a trust login lets anyone in)', async () => {
    const booking = await environmentOf(pidOf('booking'));
    const password = new URL(booking.DATABASE_URL ?? '').password;
    for (const other of [serviceRole('identity', rolePrefix), decodeURIComponent(new URL(adminUrl!).username)]) {
      await expect(onConnection(withLogin(adminUrl!, other, password), 'select 1')).rejects.toMatchObject({ code: '28P01' });
    }
  });

  it('on SIGTERM stops restarting, stops every process and exits 0', async () => {
    const exited = runner.exited();
    runner.signal('SIGTERM');
    expect(await exited).toBe(0);
    for (const name of [...serviceNames, 'gateway']) expect(log()).toContain(`[split] ${name} stopped (code 0)`);
    expect(everyPid().filter(isAlive)).toEqual([]);
  }, 60_000);
});
