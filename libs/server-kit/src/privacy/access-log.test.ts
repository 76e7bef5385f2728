import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { openTestDatabase } from '../testing.ts';
import { recordListAccess } from './access-log.ts';
import { createPrivacyTables } from './privacy-tables.ts';

let database: DatabaseHandle;

// The services add `window_start` and its unique index in their own frozen migrations; this test adds the same.
beforeAll(async () => {
  database = await openTestDatabase({
    pgliteDump: null,
    migrations: [{
      schema: 'reviews',
      migrations: {
        privacy: { up: (db) => createPrivacyTables(db, 'reviews') },
        windows: {
          up: async (db) => {
            await sql`alter table reviews.access_log add column window_start timestamptz`.execute(db);
            await sql`create unique index on reviews.access_log (actor_user_id, subject_user_id, resource, window_start) where window_start is not null`.execute(db);
          },
        },
      },
    }],
  });
});
afterAll(() => database.close());

const entries = async () =>
  (await sql<{ subject_user_id: number; resource: string; window_start: Date }>`
    select subject_user_id, resource, window_start from reviews.access_log order by id`.execute(database.db)).rows;

describe('recordListAccess', () => {
  it('writes one entry per reader, person and kind in each hour, from the reader’s clock, never about the reader', async () => {
    const reader = { actorUserId: 9, actorRole: 'psychologist' };
    const at = new Date('2026-11-27T10:59:59Z');
    const shown = [7, 8, 7, 9].map((subjectUserId) => ({ ...reader, subjectUserId, resource: 'review_list' as const }));
    await recordListAccess(database.db, 'reviews', shown, at);
    await recordListAccess(database.db, 'reviews', shown, new Date('2026-11-27T10:00:00Z'));
    await recordListAccess(database.db, 'reviews', { ...reader, subjectUserId: 7, resource: 'agenda' }, at);
    await recordListAccess(database.db, 'reviews', { ...reader, subjectUserId: 7, resource: 'review_list' }, new Date('2026-11-27T11:00:00Z'));
    expect((await entries()).map((row) => [row.subject_user_id, row.resource, new Date(row.window_start).toISOString()])).toEqual([
      [7, 'review_list', '2026-11-27T10:00:00.000Z'],
      [8, 'review_list', '2026-11-27T10:00:00.000Z'],
      [7, 'agenda', '2026-11-27T10:00:00.000Z'],
      [7, 'review_list', '2026-11-27T11:00:00.000Z'],
    ]);
  });
});
