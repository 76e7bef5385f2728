import type { AccessListRead, AccessResource } from '@emind/domain';
import { sql, type QueryExecutorProvider } from 'kysely';
import type { ServiceName } from '../db-roles.ts';

export interface AccessRecord {
  /** The person whose data was read. */
  subjectUserId: number;
  actorUserId: number;
  actorRole: string;
  resource: AccessResource;
  resourceId?: string | number | null;
}

/** Records about someone other than the reader, each once. */
function othersOnly<T extends AccessRecord>(records: T | T[]): T[] {
  const seen = new Set<string>();
  return (Array.isArray(records) ? records : [records]).filter((record) => {
    const key = `${record.subjectUserId}:${record.actorUserId}:${record.resource}:${record.resourceId ?? ''}`;
    if (record.subjectUserId === record.actorUserId || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Records reads of one record of other people's data (a detail, a file, a mutation's answer) in the service's
 * append-only access log: one entry per read. Call it inside the transaction that does the read, so a read is never
 * returned without its record and a failing write fails the read. A read of one's own data is not recorded.
 */
export async function recordAccess(db: QueryExecutorProvider, schema: ServiceName, records: AccessRecord | AccessRecord[]): Promise<void> {
  const rows = othersOnly(records);
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.subjectUserId}, ${row.actorUserId}, ${row.actorRole}, ${row.resource}, ${row.resourceId == null ? null : String(row.resourceId)})`,
  );
  await sql`insert into ${sql.table(`${schema}.access_log`)} (subject_user_id, actor_user_id, actor_role, resource, resource_id)
    values ${sql.join(values)}`.execute(db);
}

/**
 * The window list reads are coalesced in: windows of one hour, aligned to the hour (UTC). A person's page counts
 * "12 veces" as twelve windows in which the reader had them on screen, never twelve page loads.
 */
export const ACCESS_LIST_WINDOW = '1 hour';

export interface ListAccessRecord extends Omit<AccessRecord, 'resource' | 'resourceId'> {
  resource: AccessListRead;
}

/**
 * Records that a list or dashboard showed these people's data, coalesced: one entry per reader, person and kind of
 * list in each window (`ACCESS_LIST_WINDOW`), never dropped. The unique index on the window makes concurrent reads
 * write one entry. `at` is the reader's clock (tests shift it); the database's clock by default.
 */
export async function recordListAccess(
  db: QueryExecutorProvider,
  schema: ServiceName,
  records: ListAccessRecord | ListAccessRecord[],
  at?: Date,
): Promise<void> {
  const rows = othersOnly(records);
  if (rows.length === 0) return;
  const window = sql`date_bin(${sql.lit(ACCESS_LIST_WINDOW)}::interval, coalesce(${at ?? null}::timestamptz, now()), timestamptz '2000-01-01 00:00:00+00')`;
  const values = rows.map((row) => sql`(${row.subjectUserId}, ${row.actorUserId}, ${row.actorRole}, ${row.resource}, ${window})`);
  await sql`insert into ${sql.table(`${schema}.access_log`)} (subject_user_id, actor_user_id, actor_role, resource, window_start)
    values ${sql.join(values)}
    on conflict (actor_user_id, subject_user_id, resource, window_start) where window_start is not null do nothing`.execute(db);
}

export interface AccessAbout {
  actor_user_id: number;
  actor_role: string;
  resource: string;
  resource_id: string | null;
  created_at: Date;
}

/** The service's access-log entries about a person (who else read their data here), oldest first: for their export. */
export async function accessesAbout(db: QueryExecutorProvider, schema: ServiceName, userId: number): Promise<AccessAbout[]> {
  const { rows } = await sql<AccessAbout>`
    select actor_user_id, actor_role, resource, resource_id, created_at from ${sql.table(`${schema}.access_log`)}
    where subject_user_id = ${userId} order by id`.execute(db);
  return rows;
}
