import type { ExportPart } from '@emind/server-kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DataRequestRow, IdentityDatabase } from '../../db/schema.ts';
import { partSources, type PartSource } from './admin-requests.repository.ts';
import type { ExportService } from './export-zip.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

/** Open requests every service has written its part of. */
export function completeOpenRequests(db: Db, limit = 20): Promise<DataRequestRow[]> {
  let query = db.selectFrom('data_requests as r').selectAll('r').where('r.closed_at', 'is', null).where('r.status', '=', 'pending');
  for (const [, table] of partSources) {
    query = query.where((eb) => eb.exists(eb.selectFrom(table).select(sql.lit(1).as('one')).whereRef('request_id', '=', 'r.id')));
  }
  return query.orderBy('r.id').limit(limit).execute();
}

const asPart = (row: { data: unknown; files: unknown } | undefined): ExportPart => ({
  data: (row?.data ?? {}) as ExportPart['data'],
  files: Array.isArray(row?.files) ? (row.files as ExportPart['files']) : [],
});

export async function exportParts(db: Db, requestId: number): Promise<Record<ExportService, ExportPart>> {
  const read = (table: PartSource[1]) =>
    db.selectFrom(table).select(['data', 'files']).where('request_id', '=', requestId).executeTakeFirst();
  const rows = await Promise.all(partSources.map(async ([service, table]) => [service, asPart(await read(table))] as const));
  return Object.fromEntries(rows) as Record<ExportService, ExportPart>;
}

/** The request, locked, if it is still open: another instance that got there first has closed it. */
export function lockOpenRequest(trx: Transaction<IdentityDatabase>, id: number): Promise<DataRequestRow | undefined> {
  return trx.selectFrom('data_requests').selectAll().where('id', '=', id).where('closed_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
}

export async function markExportReady(trx: Transaction<IdentityDatabase>, id: number, fileKey: string, now: Date, expiresAt: Date): Promise<void> {
  await trx
    .updateTable('data_requests')
    .set({ status: 'ready', file_key: fileKey, ready_at: now, completed_at: now, closed_at: now, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
  await forgetPartData(trx, [id]);
}

/** Identity's copy of the person's data in its part is in the ZIP now; the row stays, as the record that it was done. */
async function forgetPartData(trx: Transaction<IdentityDatabase>, requestIds: number[]): Promise<void> {
  if (requestIds.length === 0) return;
  await trx.updateTable('privacy_work').set({ data: null, files: sql`'[]'::jsonb` }).where('request_id', 'in', requestIds).execute();
}

/**
 * An erased person's exports go with the account: open ones are closed unassembled, ready ones lose their file, and
 * none keeps the snapshot. Returns the file keys to remove once the transaction commits.
 */
export async function closeExportsOf(trx: Transaction<IdentityDatabase>, userId: number, now: Date): Promise<string[]> {
  const rows = await trx
    .selectFrom('data_requests')
    .select(['id', 'file_key'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'export')
    .forUpdate()
    .execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  await trx
    .updateTable('data_requests')
    .set((eb) => ({
      status: sql`case when status = 'pending' or status = 'ready' then 'expired' else status end`,
      closed_at: eb.fn.coalesce('closed_at', sql<Date>`${now}::timestamptz`),
      file_key: null,
      email: '',
      first_name: '',
      last_name: '',
    }))
    .where('id', 'in', ids)
    .execute();
  await forgetPartData(trx, ids);
  return rows.map((row) => row.file_key).filter((key): key is string => key !== null);
}

/** A closed erasure keeps no personal data: the snapshot taken at request time is cleared. */
export async function markErasureDone(trx: Transaction<IdentityDatabase>, id: number, now: Date): Promise<void> {
  await trx
    .updateTable('data_requests')
    .set({ status: 'done', completed_at: now, closed_at: now, email: '', first_name: '', last_name: '', rut: '', phone: '' })
    .where('id', '=', id)
    .execute();
}

/** Ready exports past their download window, claimed and marked expired in one statement; returns their file keys. */
export async function expireExports(db: Db, now: Date): Promise<string[]> {
  const { rows } = await sql<{ file_key: string | null }>`
    with due as (
      select id, file_key from identity.data_requests
      where kind = 'export' and status = 'ready' and expires_at <= ${now}
      for update skip locked
    )
    update identity.data_requests d set status = 'expired', file_key = null
    from due where d.id = due.id
    returning due.file_key`.execute(db);
  return rows.map((row) => row.file_key).filter((key): key is string => key !== null);
}
