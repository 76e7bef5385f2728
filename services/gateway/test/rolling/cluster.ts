import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { grantPublishedViews, openDatabase, rolePasswords, serviceDatabaseUrl, serviceNames, serviceRole, type DatabaseHandle } from '@emind/server-kit';
import { sql } from 'kysely';
import { freePort, ServiceProcess, waitFor } from '../split/processes.ts';
import { prepareDatabase } from '../../src/split/prepare-database.ts';
import { Haproxy } from './haproxy.ts';

/** Longer than HAProxy's inter × fall (500 ms × 2 in ops/haproxy/e-mind.cfg). */
const DRAIN_DELAY_MS = 2000;

export interface BookingInstance {
  /** Its name in HAProxy's config. */
  name: 'booking1' | 'booking2';
  process: ServiceProcess;
  dataDir: string;
}

/**
 * Several machines on one: a fresh database with this run's own service roles, identity (registration, demo data),
 * catalogue and measures for what they publish to booking, two booking instances sharing the database and the JWT
 * public key but each with its own data directory, and HAProxy in front of them.
 */
export class Cluster {
  readonly database = `emind_rolling_${randomBytes(5).toString('hex')}`;
  // Roles belong to the whole Postgres cluster: this run's own, so parallel runs keep theirs.
  private readonly rolePrefix = `emind_r${randomBytes(4).toString('hex')}`;
  private readonly passwords = rolePasswords();
  private readonly dirs: string[] = [];
  private readonly processes: ServiceProcess[] = [];
  readonly booking: BookingInstance[] = [];
  identityUrl = '';
  haproxy: Haproxy | null = null;
  /** The test's own look at the database, as its superuser. */
  admin: DatabaseHandle | null = null;

  constructor(private readonly adminUrl: string) {}

  async start(): Promise<void> {
    await this.onServer((db) => sql`create database ${sql.id(this.database)}`.execute(db));
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.database}`;
    const databaseUrl = url.toString();
    this.admin = await openDatabase({ databaseUrl, poolSize: 2 });
    // As start:split does: every service migrated as its own role first (each refuses to start without the views it reads).
    await prepareDatabase({ adminUrl: databaseUrl, passwords: this.passwords, prefix: this.rolePrefix });
    const keys = generateKeyPairSync('ed25519');
    const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const shared = {
      EMIND_SEED_DEMO: 'true', EMIND_RATE_LIMITS: 'false', HOST: '127.0.0.1', LOG_LEVEL: 'warn', EMIND_JOB_INTERVAL_MS: '500',
      EMIND_JWT_PUBLIC_KEY: publicKey,
    };
    const run = async (service: (typeof serviceNames)[number], script: string, env: NodeJS.ProcessEnv) => {
      const port = await freePort();
      const dataDir = await mkdtemp(path.join(tmpdir(), `emind-rolling-${service}-`));
      this.dirs.push(dataDir);
      const ownRole = serviceDatabaseUrl(databaseUrl, service, this.passwords[service], this.rolePrefix);
      const process = new ServiceProcess(script, { ...shared, ...env, DATABASE_URL: ownRole, EMIND_DATA_DIR: dataDir, [`${service.toUpperCase()}_PORT`]: String(port) }, { nodeRunsService: true });
      process.start();
      this.processes.push(process);
      await waitFor(`http://127.0.0.1:${port}/api/${service}/health/ready`);
      await grantPublishedViews(this.admin!.db, this.rolePrefix);
      return { process, port, dataDir };
    };
    const identity = await run('identity', 'services/identity/src/server.ts', { EMIND_JWT_PRIVATE_KEY: privateKey });
    this.identityUrl = `http://127.0.0.1:${identity.port}`;
    // Catalogue seeds the demo psychologists' listings; booking reads them from its published view, in Postgres,
    // so its process can go once it has: one process fewer on a small machine.
    const catalogue = await run('catalogue', 'services/catalogue/src/server.ts', {});
    const ports: number[] = [];
    for (const name of ['booking1', 'booking2'] as const) {
      // Each run of the mail job sends at most 20 mails: a short interval lets the load's mails go within seconds.
      const instance = await run('booking', 'services/booking/src/server.ts', { EMIND_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS), EMIND_JOB_INTERVAL_MS: '150' });
      this.booking.push({ name, process: instance.process, dataDir: instance.dataDir });
      ports.push(instance.port);
    }
    // Measures publishes who was refused as a minor (measures.declared_minors), which booking reads on every booking;
    // once it has migrated and the view is granted, its process can go too.
    const measures = await run('measures', 'services/measures/src/server.ts', {});
    await Promise.all([catalogue.process.stop(), measures.process.stop()]);
    this.haproxy = await Haproxy.start({ booking: await freePort(), stats: await freePort() }, [ports[0]!, ports[1]!]);
    for (const { name } of this.booking) await this.haproxy.until(name, 'UP');
  }

  async stop(): Promise<void> {
    await this.haproxy?.stop();
    await Promise.all(this.processes.map((process) => process.stop()));
    await this.admin?.close();
    await Promise.all(this.dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await this.onServer(async (db) => {
      await sql`drop database if exists ${sql.id(this.database)} with (force)`.execute(db);
      for (const service of serviceNames) await sql`drop role if exists ${sql.id(serviceRole(service, this.rolePrefix))}`.execute(db);
    });
  }

  private async onServer(query: (db: DatabaseHandle['db']) => Promise<unknown>): Promise<void> {
    const server = await openDatabase({ databaseUrl: this.adminUrl, poolSize: 1 });
    try {
      await query(server.db);
    } finally {
      await server.close();
    }
  }
}
