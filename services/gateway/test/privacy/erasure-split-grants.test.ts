import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAsServiceRoles, type ServiceRoles } from '../split/service-roles.ts';

/**
 * Split mode: identity accepts an erasure through booking's published `booking.accept_erasure` (EXECUTE granted to
 * identity's role only), never by writing booking's tables; booking's guard reads identity's published requests.
 */
const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the erasure across service roles (needs PostgreSQL: DATABASE_URL is not set)', () => {
  let roles: ServiceRoles;
  beforeAll(async () => {
    roles = await migrateAsServiceRoles(databaseUrl ?? '');
  }, 120_000);
  afterAll(() => roles.close());

  it("lets identity's role call booking.accept_erasure, and no other role", async () => {
    const identity = roles.asService.get('identity');
    const catalogue = roles.asService.get('catalogue');
    if (!identity || !catalogue) throw new Error('roles missing');
    const accepted = await sql<{ accepted: boolean }>`select booking.accept_erasure(424242, now()) as accepted`.execute(identity.db);
    expect(accepted.rows).toEqual([{ accepted: true }]);
    await expect(sql`select booking.accept_erasure(424242, now())`.execute(catalogue.db)).rejects.toMatchObject({ code: '42501' });
    await expect(sql`update booking.appointments set status = 'CANCELLED' where id = -1`.execute(identity.db)).rejects.toMatchObject({ code: '42501' });
  });

  it("lets booking's role read the erasure requests its guard checks", async () => {
    const booking = roles.asService.get('booking');
    if (!booking) throw new Error('booking role missing');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from identity.privacy_requests r join identity.profile_directory d on d.user_id = r.user_id
      where r.kind = 'erasure'`.execute(booking.db);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
