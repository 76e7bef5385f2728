import type { PrivacyRequestKind, PrivacyRequestStatus } from '@emind/domain';
import { privacyServices, type PrivacyService } from '@emind/server-kit';
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

type OtherPrivacyService = Exclude<PrivacyService, 'identity'>;
export type PartSource = readonly [PrivacyService, 'privacy_work' | `${OtherPrivacyService}.privacy_parts`];

/** Where each participant of the manifest writes its part: identity its own table, the others their published view. */
export const partSources: readonly PartSource[] = privacyServices.map((service): PartSource =>
  service === 'identity' ? [service, 'privacy_work'] : [service, `${service}.privacy_parts`]);

/** Which services have written their part of each of these requests. */
export async function partsDone(db: Kysely<IdentityDatabase>, requestIds: number[]): Promise<Map<number, string[]>> {
  const done = new Map<number, string[]>();
  if (requestIds.length === 0) return done;
  const branch = ([service, table]: PartSource) =>
    db.selectFrom(table).select([sql<string>`${sql.lit(service)}`.as('service'), 'request_id']).where('request_id', 'in', requestIds);
  const [first, ...others] = partSources;
  if (!first) return done;
  const rows = await others.reduce((query, source) => query.unionAll(branch(source)), branch(first)).execute();
  for (const row of rows) done.set(row.request_id, [...(done.get(row.request_id) ?? []), row.service]);
  return done;
}
