import type { DataRequest, DataRequestsPage } from '@emind/contracts';
import { privacyRequestStatusLabels, type PrivacyRequestKind } from '@emind/domain';
import { privacyPartLabel, privacyServices, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { IdentityContext } from '../../context.ts';
import type { DataRequestRow } from '../../db/schema.ts';
import { countRequests, partsDone, pageOfRequests, type RequestFilter } from './admin-requests.repository.ts';

export const DATA_REQUESTS_PAGE_SIZE = 50;

export const requestKindLabels: Record<PrivacyRequestKind, string> = {
  export: 'Exportación de datos',
  erasure: 'Eliminación de cuenta',
};

function toDataRequest(row: DataRequestRow, done: readonly string[]): DataRequest {
  const completed = row.completed_at ? new Date(row.completed_at) : null;
  return {
    id: row.id,
    kind: row.kind,
    kind_display: requestKindLabels[row.kind],
    status: row.status,
    status_display: privacyRequestStatusLabels[row.status],
    user_id: row.user_id,
    user_email: row.email,
    user_type: row.user_type,
    requested_at: new Date(row.requested_at).toISOString(),
    due_at: new Date(row.due_at).toISOString(),
    completed_at: completed ? completed.toISOString() : null,
    hours_taken: completed ? Math.round((completed.getTime() - new Date(row.requested_at).getTime()) / 360_000) / 10 : null,
    parts: privacyServices.map((service) => ({ service, label: privacyPartLabel(service), done: done.includes(service) })),
  };
}

/** 'Solicitudes de datos': every export and erasure, newest first; an admin sees them, never changes them. */
/** Each person listed (their e-mail shows) is recorded as a 'data_requests' read, coalesced, in the read's transaction. */
export function dataRequests(ctx: IdentityContext, admin: AuthUser, filter: RequestFilter, page: number): Promise<DataRequestsPage> {
  return ctx.db.transaction().execute(async (trx) => {
    const [count, rows] = await Promise.all([
      countRequests(trx, filter),
      pageOfRequests(trx, filter, DATA_REQUESTS_PAGE_SIZE, (page - 1) * DATA_REQUESTS_PAGE_SIZE),
    ]);
    const parts = await partsDone(trx, rows.map((row) => row.id));
    const actor = { actorUserId: admin.id, actorRole: admin.userType };
    await recordListAccess(trx, 'identity', rows.map((row) => ({ ...actor, subjectUserId: row.user_id, resource: 'data_requests' })));
    return { count, page, page_size: DATA_REQUESTS_PAGE_SIZE, results: rows.map((row) => toDataRequest(row, parts.get(row.id) ?? [])) };
  });
}
