import type { PrivacyRequestKind, PrivacyRequestStatus } from '@emind/domain';
import { sql, type Kysely } from 'kysely';
import type { DataRequestRow, IdentityDatabase } from '../../db/schema.ts';

export interface RequestFilter {
  kind?: PrivacyRequestKind | undefined;
  status?: PrivacyRequestStatus | undefined;
}

function filtered(db: Kysely<IdentityDatabase>, filter: RequestFilter) {
  let query = db.selectFrom('data_requests');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query;
}

export async function countRequests(db: Kysely<IdentityDatabase>, filter: RequestFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function pageOfRequests(db: Kysely<IdentityDatabase>, filter: RequestFilter, limit: number, offset: number): Promise<DataRequestRow[]> {
  return filtered(db, filter).selectAll().orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export const partSources = [
  ['identity', 'privacy_work'],
  ['catalogue', 'catalogue.privacy_parts'],
  ['booking', 'booking.privacy_parts'],
  ['reviews', 'reviews.privacy_parts'],
  ['sessions', 'sessions.privacy_parts'],
  ['measures', 'measures.privacy_parts'],
  ['billing', 'billing.privacy_parts'],
] as const;

/** Which services have written their part of each of these requests. */
export async function partsDone(db: Kysely<IdentityDatabase>, requestIds: number[]): Promise<Map<number, string[]>> {
  const done = new Map<number, string[]>();
  if (requestIds.length === 0) return done;
  const branch = ([service, table]: (typeof partSources)[number]) =>
    db.selectFrom(table).select([sql<string>`${sql.lit(service)}`.as('service'), 'request_id']).where('request_id', 'in', requestIds);
  const [identity, ...others] = partSources;
  const rows = await others.reduce((query, source) => query.unionAll(branch(source)), branch(identity)).execute();
  for (const row of rows) done.set(row.request_id, [...(done.get(row.request_id) ?? []), row.service]);
  return done;
}
