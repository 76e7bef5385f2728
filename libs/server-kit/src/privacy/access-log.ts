import type { AccessResource } from '@emind/domain';
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

/**
 * Records reads of other people's data in the service's append-only access log. Call it inside the transaction that
 * does the read, so a read is never returned without its record. A read of one's own data is not recorded.
 */
export async function recordAccess(db: QueryExecutorProvider, schema: ServiceName, records: AccessRecord | AccessRecord[]): Promise<void> {
  const rows = (Array.isArray(records) ? records : [records]).filter((record) => record.subjectUserId !== record.actorUserId);
  if (rows.length === 0) return;
  const values = rows.map(
    (row) => sql`(${row.subjectUserId}, ${row.actorUserId}, ${row.actorRole}, ${row.resource}, ${row.resourceId == null ? null : String(row.resourceId)})`,
  );
  await sql`insert into ${sql.table(`${schema}.access_log`)} (subject_user_id, actor_user_id, actor_role, resource, resource_id)
    values ${sql.join(values)}`.execute(db);
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
