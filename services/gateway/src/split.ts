import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { grantPublishedViews, openDatabase, provisionServiceRoles, serviceDatabaseUrl, type ServiceName } from '@emind/server-kit';

/** Production shape on one machine: identity, catalogue, booking and reviews each in its own process, the gateway proxying to them. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('start:split needs DATABASE_URL (PGlite cannot be shared between processes)');
  process.exit(1);
}
/** Each service logs in as its own role (emind_<service>): it writes only its schema and reads only the views granted to it. */
const rolePassword = process.env.EMIND_DB_ROLE_PASSWORD ?? randomBytes(18).toString('hex');
const admin = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
await provisionServiceRoles(admin.db, { password: rolePassword });
const asRole = (service: ServiceName): NodeJS.ProcessEnv => ({ DATABASE_URL: serviceDatabaseUrl(adminUrl, service, rolePassword) });
/** A service's published views exist once it has migrated (it answers health): grant them to their readers then. */
async function migrated(healthUrl: string): Promise<void> {
  await waitFor(healthUrl, 60_000);
  await grantPublishedViews(admin.db);
}
const identityPort = process.env.IDENTITY_PORT ?? '8101';
const identityUrl = `http://127.0.0.1:${identityPort}`;
const cataloguePort = process.env.CATALOGUE_PORT ?? '8102';
const catalogueUrl = `http://127.0.0.1:${cataloguePort}`;
const bookingPort = process.env.BOOKING_PORT ?? '8103';
const bookingUrl = `http://127.0.0.1:${bookingPort}`;
const reviewsPort = process.env.REVIEWS_PORT ?? '8104';
const reviewsUrl = `http://127.0.0.1:${reviewsPort}`;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const children: ChildProcess[] = [];

/** EMIND_TRUST_PROXY names the load balancer for the gateway; the services' only proxy is the gateway, here on loopback. */
const serviceTrust = { EMIND_TRUST_PROXY: 'loopback' };

function start(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(tsx, [path.join(root, script)], { env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code) => {
    console.error(`${name} exited (${code ?? 'signal'}); stopping`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

start('identity', 'services/identity/src/server.ts', { IDENTITY_PORT: identityPort, HOST: '127.0.0.1', ...serviceTrust, ...asRole('identity') });
await migrated(`${identityUrl}/api/identity/health`);
start('catalogue', 'services/catalogue/src/server.ts', { CATALOGUE_PORT: cataloguePort, HOST: '127.0.0.1', ...serviceTrust, ...asRole('catalogue') });
await migrated(`${catalogueUrl}/api/catalogue/health`);
start('booking', 'services/booking/src/server.ts', { BOOKING_PORT: bookingPort, HOST: '127.0.0.1', ...serviceTrust, ...asRole('booking') });
await migrated(`${bookingUrl}/api/booking/health`);
start('reviews', 'services/reviews/src/server.ts', { REVIEWS_PORT: reviewsPort, HOST: '127.0.0.1', ...serviceTrust, ...asRole('reviews') });
await migrated(`${reviewsUrl}/api/reviews/health`);
start('gateway', 'services/gateway/src/main.ts', { IDENTITY_URL: identityUrl, CATALOGUE_URL: catalogueUrl, BOOKING_URL: bookingUrl, REVIEWS_URL: reviewsUrl });
await admin.close();
