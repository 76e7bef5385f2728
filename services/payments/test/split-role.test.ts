import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAsServiceRoles, type ServiceRoles } from '../../gateway/test/split/service-roles.ts';

/** Split mode on Postgres: payments confirms a booking only through booking's published function, as its own role. */
const databaseUrl = process.env.DATABASE_URL;
let roles: ServiceRoles;

const as = (service: 'payments' | 'reviews' | 'booking') => {
  const handle = roles.asService.get(service);
  if (!handle) throw new Error(`${service} is not connected`);
  return handle.db;
};

describe.skipIf(!databaseUrl)('payments as its own Postgres role (needs DATABASE_URL)', () => {
  beforeAll(async () => {
    roles = await migrateAsServiceRoles(databaseUrl!);
  }, 120_000);
  afterAll(async () => roles.close());

  it("reads booking's payable appointments and calls confirm_card_payment, and nothing else of booking; no other service may call it", async () => {
    await expect(sql`select * from booking.payable_appointments limit 1`.execute(as('payments'))).resolves.toBeDefined();
    await expect(sql`select booking.confirm_card_payment(0, 0, now())`.execute(as('payments'))).resolves.toMatchObject({ rows: [{ confirm_card_payment: false }] });
    await expect(sql`select * from booking.appointments limit 1`.execute(as('payments'))).rejects.toMatchObject({ code: '42501' });
    await expect(sql`update booking.appointments set status = 'CONFIRMED'`.execute(as('payments'))).rejects.toMatchObject({ code: '42501' });
    await expect(sql`select booking.confirm_card_payment(0, 0, now())`.execute(as('reviews'))).rejects.toMatchObject({ code: '42501' });
    await expect(sql`select * from payments.transactions limit 1`.execute(as('booking'))).rejects.toMatchObject({ code: '42501' });
  });
});
