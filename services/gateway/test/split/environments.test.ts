import { baseEnvSchema, mailEnvSchema, serviceNames } from '@emind/server-kit';
import { describe, expect, it } from 'vitest';
import { gatewayEnvSchema } from '../../src/config.ts';
import { environmentFor, passedThrough } from '../../src/split/environments.ts';

/** What `start:split` sets itself for every service, rather than passing on. */
const setByTheRunner = ['DATABASE_URL', 'EMIND_JWT_PUBLIC_KEY', 'EMIND_TRUST_PROXY'];

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
    const shared = [...Object.keys(baseEnvSchema.shape), ...Object.keys(mailEnvSchema.shape)].filter((name) => !setByTheRunner.includes(name));
    for (const service of serviceNames) expect(shared.filter((name) => !passedThrough[service].includes(name))).toEqual([]);
    const upstreams = ['IDENTITY_URL', 'CATALOGUE_URL', 'BOOKING_URL', 'REVIEWS_URL', 'SESSIONS_URL', 'MEASURES_URL', 'BILLING_URL'];
    const gateway = Object.keys(gatewayEnvSchema.shape).filter((name) => ![...setByTheRunner, ...upstreams].includes(name));
    expect(gateway.filter((name) => !passedThrough.gateway.includes(name))).toEqual([]);
  });
});
