import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGE_FEED_APPLICATION, openChangeFeed, type ChangeFeed } from './change-feed.ts';
import { createChangeNotifyTriggers, watchColumns } from './change-notify.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { openTestDatabase } from './testing.ts';

const CHANNEL = 'emind_test_changes';
const databaseUrl = process.env.DATABASE_URL;
const soon = { timeout: 3_000, interval: 10 };

interface Heard {
  changes: string[];
  resets: number;
}

const opened: { feeds: ChangeFeed[]; handles: DatabaseHandle[] } = { feeds: [], handles: [] };

afterEach(async () => {
  for (const feed of opened.feeds.splice(0)) await feed.close();
  for (const handle of opened.handles.splice(0)) await handle.close();
});

async function withWatchedTable(handle: DatabaseHandle): Promise<Heard> {
  opened.handles.push(handle);
  await sql`create schema if not exists watched`.execute(handle.db);
  await sql`create table watched.people (id integer primary key, name text not null, last_seen timestamptz)`.execute(handle.db);
  await createChangeNotifyTriggers(handle.db, 'watched', CHANNEL, [{ table: 'people', watched: watchColumns(['name']) }]);
  const heard: Heard = { changes: [], resets: 0 };
  opened.feeds.push(await openChangeFeed(handle, CHANNEL, { onChange: (payload) => heard.changes.push(payload), onReset: () => (heard.resets += 1) }, { retryMs: 50 }));
  return heard;
}

async function expectTriggersNotifyOnlyWhatMatters(handle: DatabaseHandle, heard: Heard): Promise<void> {
  const db = handle.db;
  await sql`insert into watched.people (id, name) select g, 'p' || g from generate_series(1, 50) g`.execute(db);
  await expect.poll(() => heard.changes, soon).toEqual(['watched.people']);
  // A column nobody watches, and an update matching no row, stay silent.
  await sql`update watched.people set last_seen = now()`.execute(db);
  await sql`update watched.people set name = 'x' where id = -1`.execute(db);
  await sql`update watched.people set name = 'q' where id = 1`.execute(db);
  await expect.poll(() => heard.changes.length, soon).toBe(2);
  // A rolled-back change is heard by no one.
  await db.transaction().execute(async (trx) => {
    await sql`delete from watched.people`.execute(trx);
    throw new Error('roll back');
  }).catch(() => undefined);
  await sql`delete from watched.people where id = 2`.execute(db);
  await expect.poll(() => heard.changes.length, soon).toBe(3);
}

describe('change feed (LISTEN/NOTIFY)', () => {
  it('hears the triggers on PGlite, once per transaction, only for watched values', async () => {
    const handle = await openDatabase({ pgliteDataDir: 'memory://' });
    const heard = await withWatchedTable(handle);
    await expectTriggersNotifyOnlyWhatMatters(handle, heard);
  });

  it.skipIf(!databaseUrl)('hears the triggers on Postgres, and after its connection is killed it resets, reconnects and hears again (needs DATABASE_URL)', async () => {
    const handle = await openTestDatabase({ migrations: [], pgliteDump: null, databaseUrl });
    const heard = await withWatchedTable(handle);
    const feed = opened.feeds[0];
    expect(feed?.connected).toBe(true);
    expect(heard.resets).toBe(1);
    await expectTriggersNotifyOnlyWhatMatters(handle, heard);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`.execute(handle.db);
    await expect.poll(() => heard.resets, soon).toBeGreaterThanOrEqual(3);
    await expect.poll(() => feed?.connected, soon).toBe(true);
    await sql`update watched.people set name = 'back' where id = 3`.execute(handle.db);
    await expect.poll(() => heard.changes.length, soon).toBe(4);
  });

  it('says it is not connected while Postgres is unreachable', async () => {
    const handle = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    opened.handles.push(handle);
    const feed = await openChangeFeed(handle, CHANNEL, { onChange: () => undefined, onReset: () => undefined }, { retryMs: 10_000 });
    opened.feeds.push(feed);
    expect(feed.connected).toBe(false);
  });
});
