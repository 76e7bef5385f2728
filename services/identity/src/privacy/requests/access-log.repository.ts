import { privacyServices, type AccessEventsView, type PrivacyService } from '@emind/server-kit';
import { sql, type AliasedExpression, type Kysely, type Selectable } from 'kysely';
import type { IdentityDatabase } from '../../db/schema.ts';

export interface AccessFilter {
  subjectId?: number | undefined;
  actorId?: number | undefined;
  /** First day, 'yyyy-MM-dd' in Chile. */
  from?: string | undefined;
  /** Last day, 'yyyy-MM-dd' in Chile, included. */
  to?: string | undefined;
}

export interface AccessEventRow extends Selectable<AccessEventsView> {
  service: string;
  actor_first_name: string | null;
  actor_last_name: string | null;
  subject_first_name: string | null;
  subject_last_name: string | null;
}

type EventSource = 'access_log' | `${Exclude<PrivacyService, 'identity'>}.access_events`;

/** Every participant's access log (identity's own and the others' published views), each branch filtered on its index. */
function allEvents(db: Kysely<IdentityDatabase>, filter: AccessFilter) {
  const branch = (service: string, table: EventSource) => {
    let query = db
      .selectFrom(table)
      .select([
        sql<string>`${sql.lit(service)}`.as('service'),
        'id',
        'subject_user_id',
        'actor_user_id',
        'actor_role',
        'resource',
        'resource_id',
        'created_at',
      ]);
    if (filter.subjectId !== undefined) query = query.where('subject_user_id', '=', filter.subjectId);
    if (filter.actorId !== undefined) query = query.where('actor_user_id', '=', filter.actorId);
    if (filter.from) query = query.where('created_at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone 'America/Santiago'`);
    if (filter.to) query = query.where('created_at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp at time zone 'America/Santiago'`);
    return query;
  };
  const source = (service: PrivacyService): EventSource => (service === 'identity' ? 'access_log' : `${service}.access_events`);
  const [first = 'identity', ...others] = privacyServices;
  return others.reduce((query, service) => query.unionAll(branch(service, source(service))), branch(first, source(first)));
}

/** How many rows a query gives (the events, or their groups). */
async function rowsIn(db: Kysely<IdentityDatabase>, rows: AliasedExpression<object, 'rows'>): Promise<number> {
  const row = await db.selectFrom(rows).select(sql<number | string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function countAccessEvents(db: Kysely<IdentityDatabase>, filter: AccessFilter): Promise<number> {
  return rowsIn(db, allEvents(db, filter).as('rows'));
}

export function pageOfAccessEvents(db: Kysely<IdentityDatabase>, filter: AccessFilter, limit: number, offset: number): Promise<AccessEventRow[]> {
  return db
    .selectFrom(allEvents(db, filter).as('e'))
    .leftJoin('users as actor', 'actor.id', 'e.actor_user_id')
    .leftJoin('users as subject', 'subject.id', 'e.subject_user_id')
    .selectAll('e')
    .select([
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'subject.first_name as subject_first_name',
      'subject.last_name as subject_last_name',
    ])
    .orderBy('e.created_at', 'desc')
    .orderBy('e.service')
    .orderBy('e.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** A person named by id or by e-mail, as an admin types them in a filter; undefined when there is no such account. */
export async function userIdOf(db: Kysely<IdentityDatabase>, idOrEmail: string): Promise<number | undefined> {
  if (/^\d{1,9}$/.test(idOrEmail)) return Number(idOrEmail);
  const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', idOrEmail.toLowerCase()).executeTakeFirst();
  return row?.id;
}

export interface AccessGroupRow {
  actor_user_id: number;
  actor_role: string;
  resource: string;
  times: number | string;
  first_at: Date;
  last_at: Date;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_gender: string | null;
}

/** The person's entries grouped by who read and what they read, in every service. */
function groupsAbout(db: Kysely<IdentityDatabase>, subjectId: number) {
  return db
    .selectFrom(allEvents(db, { subjectId }).as('e'))
    .select((eb) => [
      'e.actor_user_id',
      'e.actor_role',
      'e.resource',
      eb.fn.countAll<number | string>().as('times'),
      eb.fn.min('e.created_at').as('first_at'),
      eb.fn.max('e.created_at').as('last_at'),
    ])
    .groupBy(['e.actor_user_id', 'e.actor_role', 'e.resource']);
}

export function countAccessGroups(db: Kysely<IdentityDatabase>, subjectId: number): Promise<number> {
  return rowsIn(db, groupsAbout(db, subjectId).as('rows'));
}

/** Most recent reads first. */
export function pageOfAccessGroups(db: Kysely<IdentityDatabase>, subjectId: number, limit: number, offset: number): Promise<AccessGroupRow[]> {
  return db
    .selectFrom(groupsAbout(db, subjectId).as('g'))
    .leftJoin('users as actor', 'actor.id', 'g.actor_user_id')
    .leftJoin('profiles as actor_profile', 'actor_profile.user_id', 'g.actor_user_id')
    .selectAll('g')
    .select(['actor.first_name as actor_first_name', 'actor.last_name as actor_last_name', 'actor_profile.gender as actor_gender'])
    .orderBy('g.last_at', 'desc')
    .orderBy('g.actor_user_id')
    .orderBy('g.resource')
    .limit(limit)
    .offset(offset)
    .execute();
}
