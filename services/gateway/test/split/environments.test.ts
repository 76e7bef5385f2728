import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baseEnvSchema, mailEnvSchema, serviceNames } from '@emind/server-kit';
import { describe, expect, it } from 'vitest';
import { gatewayEnvSchema } from '../../src/config.ts';
import { environmentFor, passedThrough, publicOriginFor } from '../../src/split/environments.ts';

/** What `start:split` sets itself for every service, rather than passing on. */
const setByTheRunner = ['DATABASE_URL', 'EMIND_JWT_PUBLIC_KEY', 'EMIND_TRUST_PROXY'];
/** Read by the shared config, passed only to the processes that use it. */
const onlyToItsUsers = ['REDIS_URL'];

const servicesRoot = path.resolve(import.meta.dirname, '../../..');
/** The services whose code hands the Redis URL to something (rate limits, the bus), beyond reading it in its config. */
function servicesUsingRedis(): string[] {
  const uses = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return uses(file);
      return entry.name.endsWith('.ts') && !['config.ts', 'testing.ts'].includes(entry.name) && /\bredisUrl\b/.test(readFileSync(file, 'utf8'));
    });
  return serviceNames.filter((service) => uses(path.join(servicesRoot, service, 'src')));
}

describe('the environment split mode gives each process', () => {
  it('passes on only the allowed variables, and what the runner sets wins', () => {
    const runner = { DATABASE_URL: 'postgres://postgres:admin@db/emind', EMIND_DB_ROLE_PASSWORD: 'secret', EMIND_JWT_PRIVATE_KEY: 'pem', LOG_LEVEL: 'warn', EMIND_ADMIN_PASSWORD: 'x' };
    expect(environmentFor('booking', runner, { DATABASE_URL: 'postgres://emind_booking:own@db/emind' })).toEqual({
      LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://emind_booking:own@db/emind',
    });
    expect(environmentFor('identity', runner, {})).toEqual({ LOG_LEVEL: 'warn', EMIND_ADMIN_PASSWORD: 'x' });
    expect(environmentFor('gateway', runner, {})).toEqual({ LOG_LEVEL: 'warn' });
  });

  it('lets no process take a database URL, a role password or a key from the runner', () => {
    for (const list of Object.values(passedThrough)) {
      expect(list.filter((name) => ['DATABASE_URL', 'EMIND_DB_ROLE_PASSWORD', 'EMIND_JWT_PRIVATE_KEY', 'EMIND_JWT_PUBLIC_KEY'].includes(name))).toEqual([]);
    }
  });

  it("passes on every variable the shared config and the gateway's read (a new one must be added to the lists)", () => {
    const shared = [...Object.keys(baseEnvSchema.shape), ...Object.keys(mailEnvSchema.shape)].filter((name) => ![...setByTheRunner, ...onlyToItsUsers].includes(name));
    for (const service of serviceNames) expect(shared.filter((name) => !passedThrough[service].includes(name))).toEqual([]);
    const upstreams = ['IDENTITY_URL', 'CATALOGUE_URL', 'BOOKING_URL', 'REVIEWS_URL', 'SESSIONS_URL', 'MEASURES_URL', 'BILLING_URL'];
    const gateway = Object.keys(gatewayEnvSchema.shape).filter((name) => ![...setByTheRunner, ...onlyToItsUsers, ...upstreams].includes(name));
    expect(gateway.filter((name) => !passedThrough.gateway.includes(name))).toEqual([]);
  });

  it('gives REDIS_URL only to the processes that use Redis: identity and billing (rate limits), sessions and messaging (their buses)', () => {
    const runner = { REDIS_URL: 'redis://cache:6379', LOG_LEVEL: 'warn' };
    const given = [...serviceNames, 'gateway' as const].filter((name) => environmentFor(name, runner, {}).REDIS_URL === runner.REDIS_URL);
    expect(given).toEqual(['identity', 'sessions', 'billing', 'messaging']);
    expect(environmentFor('booking', runner, {})).toEqual({ LOG_LEVEL: 'warn' });
    // A service that starts using Redis (a rate limit, say) fails here until it is given the URL.
    expect(servicesUsingRedis()).toEqual(given);
  });

  it("hands the gateway's origin (its PORT when EMIND_PUBLIC_ORIGIN is unset) to every service that writes links", () => {
    const writers = serviceNames.filter((service) => Object.keys(publicOriginFor(service, {})).length > 0);
    expect(writers).toEqual(['identity', 'booking', 'measures', 'billing', 'payments', 'messaging']);
    expect(publicOriginFor('billing', { PORT: '8710' })).toEqual({ EMIND_PUBLIC_ORIGIN: 'http://localhost:8710' });
    expect(publicOriginFor('booking', { PORT: '8710', EMIND_PUBLIC_ORIGIN: 'https://e-mind.cl/' })).toEqual({ EMIND_PUBLIC_ORIGIN: 'https://e-mind.cl' });
  });
});
