import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { openTestDatabase } from '../testing.ts';
import { recordAccess } from './access-log.ts';
import { createPrivacyTables } from './privacy-tables.ts';

/** The access log refuses changes in every mode (PGlite has one role: the trigger is what stands in the way). */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({
    pgliteDump: null,
    migrations: [{ schema: 'reviews', migrations: { privacy: { up: (db) => createPrivacyTables(db, 'reviews') } } }],
  });
});
afterAll(() => database.close());

describe('the access log', () => {
  it('keeps what is recorded, skips reads of one’s own data, and refuses update, delete and truncate', async () => {
    await recordAccess(database.db, 'reviews', [
      { subjectUserId: 7, actorUserId: 9, actorRole: 'admin', resource: 'bank_data', resourceId: 7 },
      { subjectUserId: 9, actorUserId: 9, actorRole: 'admin', resource: 'bank_data' },
    ]);
    const { rows } = await sql<{ subject_user_id: number; resource_id: string }>`select * from reviews.access_events`.execute(database.db);
    expect(rows).toMatchObject([{ subject_user_id: 7, resource_id: '7' }]);
    await expect(sql`update reviews.access_log set actor_user_id = 1`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from reviews.access_log`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate reviews.access_log`.execute(database.db)).rejects.toThrow(/append-only/);
    const after = await sql<{ n: number }>`select count(*)::int as n from reviews.access_log`.execute(database.db);
    expect(after.rows[0]?.n).toBe(1);
  });
});
