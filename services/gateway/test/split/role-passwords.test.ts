import { openDatabase, provisionServiceRoles, rolePasswords, serviceDatabaseUrl, serviceNames, serviceRole, type RolePasswords } from '@emind/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onConnection, serverChecksPasswords, withLogin } from './process-secrets.ts';
import { clusterSuperuser, postgresServerPrograms, startScratchCluster, type ScratchCluster } from './scratch-cluster.ts';

/**
 * Split mode's role passwords, on a cluster of the test's own that checks every password: the shared server (and
 * DATABASE_URL, whichever pass this is) trusts local logins, where no password can be refused.
 */
const programs = await postgresServerPrograms();
const WRONG_PASSWORD = { code: '28P01' };

describe.skipIf(!programs)('each service role logs in with its own password only (needs PostgreSQL’s server programs, initdb and pg_ctl)', () => {
  let cluster: ScratchCluster | undefined;
  let passwords: RolePasswords;
  const adminUrl = (): string => cluster?.adminUrl ?? '';

  beforeAll(async () => {
    cluster = await startScratchCluster(programs!);
    passwords = rolePasswords();
    const admin = await openDatabase({ databaseUrl: adminUrl(), poolSize: 1 });
    try {
      await provisionServiceRoles(admin.db, { password: passwords });
    } finally {
      await admin.close();
    }
  }, 240_000);

  afterAll(() => cluster?.stop(), 120_000);

  it('gives no two roles one password, random or derived from EMIND_DB_ROLE_PASSWORD', () => {
    for (const generated of [passwords, rolePasswords('one operator secret')]) expect(new Set(Object.values(generated)).size).toBe(serviceNames.length);
  });

  it('runs on a server that refuses a wrong password (else the refusals below would prove nothing)', async () => {
    expect(await serverChecksPasswords(adminUrl())).toBe(true);
  });

  it('lets each service in with the URL it is given, as its own role', async () => {
    for (const service of serviceNames) {
      const own = serviceDatabaseUrl(adminUrl(), service, passwords[service]);
      expect(await onConnection(own, 'select current_user as name')).toEqual([{ name: serviceRole(service) }]);
    }
  }, 60_000);

  it('refuses every role’s password as any other login: booking’s as identity or the superuser, identity’s as booking…', async () => {
    for (const service of serviceNames) {
      const otherLogins = [clusterSuperuser, ...serviceNames.filter((other) => other !== service).map((other) => serviceRole(other))];
      for (const login of otherLogins) {
        await expect(onConnection(withLogin(adminUrl(), login, passwords[service]), 'select 1')).rejects.toMatchObject(WRONG_PASSWORD);
      }
    }
  }, 60_000);
});
