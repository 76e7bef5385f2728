import type { AccessEntry, AccessGroup, AccessGroupsPage, AccessLogPage } from '@emind/contracts';
import { accessResourceLabels, accessResourceSeenByOthers, asUserType, professionalTitleFor, roleLabels, type AccessResource } from '@emind/domain';
import { badRequest } from '@emind/server-kit';
import type { IdentityContext } from '../../context.ts';
import {
  countAccessEvents,
  countAccessGroups,
  pageOfAccessEvents,
  pageOfAccessGroups,
  userIdOf,
  type AccessEventRow,
  type AccessFilter,
  type AccessGroupRow,
} from './access-log.repository.ts';

export const ACCESS_LOG_PAGE_SIZE = 50;
export const DATES_REVERSED = 'La fecha final no puede ser anterior a la inicial.';

const fullName = (first: string | null, last: string | null): string => `${first ?? ''} ${last ?? ''}`.trim();

function toEntry(row: AccessEventRow): AccessEntry {
  const role = asUserType(row.actor_role);
  const resource = row.resource as AccessResource;
  return {
    id: `${row.service}-${row.id}`,
    service: row.service,
    actor_id: row.actor_user_id,
    actor_name: fullName(row.actor_first_name, row.actor_last_name),
    actor_role: row.actor_role,
    actor_role_display: role ? roleLabels[role] : row.actor_role,
    subject_id: row.subject_user_id,
    subject_name: fullName(row.subject_first_name, row.subject_last_name),
    resource,
    resource_display: accessResourceLabels[resource] ?? row.resource,
    resource_id: row.resource_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** How a reader is named to the person: a psychologist by their professional title. */
function roleDisplay(role: string, gender: string | null): string {
  const userType = asUserType(role);
  if (userType === 'psychologist') return professionalTitleFor(gender);
  return userType ? roleLabels[userType] : role;
}

function toGroup(row: AccessGroupRow): AccessGroup {
  const resource = row.resource as AccessResource;
  const actorName = fullName(row.actor_first_name, row.actor_last_name) || 'Una cuenta eliminada';
  const actorRoleDisplay = roleDisplay(row.actor_role, row.actor_gender);
  const seen = accessResourceSeenByOthers[resource] ?? row.resource;
  return {
    actor_id: row.actor_user_id,
    actor_name: actorName,
    actor_role: row.actor_role,
    actor_role_display: actorRoleDisplay,
    resource,
    seen_display: seen,
    summary: `${actorName} (${actorRoleDisplay}) vio ${seen}`,
    times: Number(row.times),
    first_at: new Date(row.first_at).toISOString(),
    last_at: new Date(row.last_at).toISOString(),
  };
}

/** 'Quién ha visto mis datos': every read of the person's data by someone else, in every service, grouped by reader and kind. */
export async function ownAccessLog(ctx: IdentityContext, userId: number, page: number): Promise<AccessGroupsPage> {
  const [count, rows] = await Promise.all([
    countAccessGroups(ctx.db, userId),
    pageOfAccessGroups(ctx.db, userId, ACCESS_LOG_PAGE_SIZE, (page - 1) * ACCESS_LOG_PAGE_SIZE),
  ]);
  return { count, page, page_size: ACCESS_LOG_PAGE_SIZE, results: rows.map(toGroup) };
}

export interface AdminAccessQuery {
  page: number;
  subject?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The admin's audit view; a person named by an e-mail nobody has matches nothing. Its own reads are not written into
 * the trail it shows (each look would change what it shows): see docs/privacy/access-log.md.
 */
export async function adminAccessLog(ctx: IdentityContext, query: AdminAccessQuery): Promise<AccessLogPage> {
  if (query.from && query.to && query.from > query.to) throw badRequest({ to: [DATES_REVERSED] });
  const empty: AccessLogPage = { count: 0, page: query.page, page_size: ACCESS_LOG_PAGE_SIZE, results: [] };
  const subjectId = query.subject ? await userIdOf(ctx.db, query.subject) : undefined;
  const actorId = query.actor ? await userIdOf(ctx.db, query.actor) : undefined;
  if ((query.subject && subjectId === undefined) || (query.actor && actorId === undefined)) return empty;
  const filter: AccessFilter = { subjectId, actorId, from: query.from, to: query.to };
  const [count, rows] = await Promise.all([
    countAccessEvents(ctx.db, filter),
    pageOfAccessEvents(ctx.db, filter, ACCESS_LOG_PAGE_SIZE, (query.page - 1) * ACCESS_LOG_PAGE_SIZE),
  ]);
  return { count, page: query.page, page_size: ACCESS_LOG_PAGE_SIZE, results: rows.map(toEntry) };
}
