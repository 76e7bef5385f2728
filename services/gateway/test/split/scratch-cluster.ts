import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.ts';

const run = promisify(execFile);

/** The cluster's superuser; its password is a fresh random one, checked like any other. */
export const clusterSuperuser = 'emind_admin';

/** PostgreSQL's server programs (initdb, pg_ctl), or null where only the client is installed. */
export async function postgresServerPrograms(): Promise<string | null> {
  const hasServer = (dir: string): boolean => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));
  const fromPgConfig = await run('pg_config', ['--bindir']).then(({ stdout }) => stdout.trim(), () => '');
  if (fromPgConfig && hasServer(fromPgConfig)) return fromPgConfig;
  const debianRoot = '/usr/lib/postgresql';
  const versions = existsSync(debianRoot) ? readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => path.join(debianRoot, version, 'bin')).find(hasServer) ?? null;
}

interface ClusterOwner {
  uid: number;
  gid: number;
}

/** initdb and postgres refuse to run as root: there the cluster belongs to the `postgres` (else `nobody`) user. */
async function clusterOwner(): Promise<ClusterOwner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    const ids = await Promise.all([run('id', ['-u', user]), run('id', ['-g', user])]).catch(() => null);
    if (ids) return { uid: Number(ids[0].stdout.trim()), gid: Number(ids[1].stdout.trim()) };
  }
  throw new Error('running as root and no user to own a PostgreSQL cluster (postgres or nobody)');
}

export interface ScratchCluster {
  /** The superuser's URL over TCP on 127.0.0.1, where every login needs its SCRAM password. */
  adminUrl: string;
  stop(): Promise<void>;
}

const ATTEMPTS = 3;

/**
 * A throw-away PostgreSQL cluster in a temporary directory: `scram-sha-256` for every login (no `trust`), on a free
 * port, its socket in that directory. `stop` shuts it down and removes the directory; a failed start does both itself.
 */
export async function startScratchCluster(programs: string): Promise<ScratchCluster> {
  const owner = await clusterOwner();
  const asOwner = { ...owner, timeout: 120_000 };
  const dir = await mkdtemp(path.join(tmpdir(), 'emind-pgcluster-'));
  const dataDir = path.join(dir, 'data');
  const pgCtl = path.join(programs, 'pg_ctl');
  const stop = async (): Promise<void> => {
    try {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', '-t', '60', 'stop'], asOwner).catch(() => killPostmaster(dataDir));
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  try {
    const password = randomBytes(18).toString('hex');
    const pwfile = path.join(dir, 'superuser-password');
    const socketDir = path.join(dir, 'socket');
    await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
    await mkdir(socketDir, { mode: 0o700 });
    if (owner) for (const owned of [dir, pwfile, socketDir]) await chown(owned, owner.uid, owner.gid);
    await run(path.join(programs, 'initdb'), [
      '-D', dataDir, '-U', clusterSuperuser, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions',
    ], asOwner);
    // A free port can be taken between the probe and the start (other test runs share the machine): try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='${socketDir}' -c fsync=off -c max_connections=30`;
      const started = await run(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', settings, '-w', '-t', '90', 'start'], asOwner).then(() => true, (error: unknown) => {
        if (attempt >= ATTEMPTS) throw error;
        return false;
      });
      if (started) return { adminUrl: `postgres://${clusterSuperuser}:${password}@127.0.0.1:${port}/postgres`, stop };
    }
  } catch (error) {
    const log = await readFile(path.join(dir, 'server.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`the scratch PostgreSQL cluster did not start: ${String(error)}\n${log}`, { cause: error });
  }
}

/** pg_ctl could not stop it in time: the postmaster's children end when it does. */
async function killPostmaster(dataDir: string): Promise<void> {
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  if (pid > 0) process.kill(pid, 'SIGKILL');
}
